/**
 * The 'Payment details' card (docs/product.md#screen-checkout, #purchase-flow): the gateway's card
 * form, the final terms, the pay button (disabled until the intent and form are ready, and while processing),
 * then complete-order and on to /orders.
 */
import { lazy, Suspense, useCallback, useEffect, useState, type SubmitEvent } from 'react';
import { api, ApiError, errorDescription } from '../../lib/api-client.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import { queueToastForNextPage } from '../../components/ui/pending-toast.ts';
import type { PricedPlan } from '../catalogue/priced-plan.ts';
import { localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import type { CreatedIntent } from './checkout.ts';
import { amountToPay, payButtonLabel, type ConfirmPayment } from './checkout-flow.ts';
import FinalTerms from './FinalTerms.tsx';
import Icon from '../../components/ui/Icon.tsx';
import type { QuoteChanged } from './QuoteNotice.tsx';
import { currentAmountOf, type QuoteStatus } from './quote.ts';
import { deliveryDueBy, promiseValues } from '../orders/delivery-promise.ts';

// The card forms are not needed before the shopper's first interaction, and a page only ever shows
// one of them: they load after hydration (fetched on mount, rendered once the payment exists).
const loadTestCardForm = () => import('./TestCardForm.tsx');
const loadStripeForm = () => import('./StripePaymentForm.tsx');
const TestCardForm = lazy(loadTestCardForm);
const StripePaymentForm = lazy(loadStripeForm);

interface PaymentDetailsProps {
  t: Translator;
  plan: PricedPlan;
  intent: CreatedIntent | null;
  /** Creating the intent failed: the form cannot load. */
  intentFailed: boolean;
  /**
   * The server says the quote no longer holds (its price changed, the plan was withdrawn, the hold
   * ran out).
   */
  onQuoteChanged: (changed: QuoteChanged) => void;
  /** A payment is being confirmed (true), or it ended without one going through (false). */
  onPaying: (paying: boolean) => void;
}

/**
 * The server's word on a quote that no longer holds (complete-order's 409), or null for any other
 * failure.
 */
function quoteChangedOf(error: unknown): QuoteChanged | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.serverMessage) return null;
  const quote = (error.body as { quote?: Partial<QuoteStatus> } | null)?.quote;
  const current = currentAmountOf(quote?.current);
  if (current === undefined) return null;
  return { message: error.serverMessage, current };
}

export default function PaymentDetails({
  t,
  plan,
  intent,
  intentFailed,
  onQuoteChanged,
  onPaying,
}: PaymentDetailsProps) {
  const [confirm, setConfirm] = useState<{ run: ConfirmPayment } | null>(null);
  const [processing, setProcessingState] = useState(false);
  const setProcessing = (now: boolean) => {
    setProcessingState(now);
    onPaying(now);
  };
  const onReady = useCallback((run: ConfirmPayment | null) => setConfirm(run ? { run } : null), []);
  useEffect(() => {
    void (intent?.gateway === 'test' ? loadTestCardForm() : loadStripeForm());
  }, [intent?.gateway]);
  const ready = intent !== null && confirm !== null;

  async function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    if (!intent || !confirm) {
      showToast({
        title: t('checkout.notReadyTitle'),
        description: t('checkout.notReadyText'),
        variant: 'destructive',
      });
      return;
    }
    const form = event.currentTarget;
    setProcessing(true);
    try {
      const outcome = await confirm.run(form);
      // A cancelled intent: the server says why (a price change, a withdrawn plan, the hold ran
      // out).
      if (outcome.status === 'cancelled')
        await api.post('/api/complete-order', {
          planId: plan.id,
          paymentIntentId: intent.paymentIntentId,
        });
      if (outcome.status !== 'succeeded') {
        showToast({
          title: t('checkout.paymentFailedTitle'),
          description: outcome.message,
          variant: 'destructive',
        });
        setProcessing(false);
        return;
      }
      await api.post('/api/complete-order', {
        planId: plan.id,
        paymentIntentId: intent.paymentIntentId,
      });
      queueToastForNextPage({
        title: t('checkout.paidTitle'),
        description: t('checkout.paidText', promiseValues(t, deliveryDueBy(Date.now()))),
      });
      // Stays 'Processing...' while the next page loads, so nothing can pay twice.
      window.location.assign(localizedPath(t.locale, '/orders'));
    } catch (error) {
      const changed = quoteChangedOf(error);
      if (changed) onQuoteChanged(changed);
      else
        showToast({
          title: t('checkout.errorTitle'),
          description: errorDescription(error, t('ui.error.unexpected')),
          variant: 'destructive',
        });
      setProcessing(false);
    }
  }

  return (
    <section aria-labelledby="payment-heading" className="card p-6">
      <h2 id="payment-heading" className="text-lg font-bold text-slate-900 dark:text-white">
        {t('checkout.paymentHeading')}
      </h2>
      <form onSubmit={handleSubmit} className="mt-4 grid gap-5" aria-busy={processing}>
        <PaymentFields t={t} intent={intent} intentFailed={intentFailed} onReady={onReady} />
        <FinalTerms t={t} plan={plan} price={amountToPay(plan, intent)} />
        <button
          type="submit"
          disabled={!ready || processing}
          className="btn-primary w-full py-3 text-base"
        >
          {payButtonLabel(t, amountToPay(plan, intent), processing)}
        </button>
        <p className="flex items-start gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Icon name="shield" className="mt-0.5 size-4 shrink-0" />
          {t('checkout.securePayment')}
        </p>
      </form>
    </section>
  );
}

interface PaymentFieldsProps {
  t: Translator;
  intent: CreatedIntent | null;
  intentFailed: boolean;
  onReady: (confirm: ConfirmPayment | null) => void;
}

function PaymentFields({ t, intent, intentFailed, onReady }: PaymentFieldsProps) {
  if (intent)
    return (
      <Suspense fallback={<Preparing t={t} />}>
        {intent.gateway === 'test' ? (
          <TestCardForm t={t} clientSecret={intent.clientSecret} onReady={onReady} />
        ) : (
          <StripePaymentForm t={t} clientSecret={intent.clientSecret} onReady={onReady} />
        )}
      </Suspense>
    );
  if (intentFailed) {
    return (
      <div
        role="alert"
        className="grid justify-items-start gap-3 text-sm text-red-700 dark:text-red-400"
      >
        <p className="font-medium">{t('checkout.paymentNotStarted')}</p>
        <button type="button" onClick={() => window.location.reload()} className="btn-secondary">
          {t('checkout.tryAgain')}
        </button>
      </div>
    );
  }
  return <Preparing t={t} />;
}

function Preparing({ t }: { t: Translator }) {
  return (
    <p role="status" className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
      />
      {t('checkout.preparingPayment')}
    </p>
  );
}
