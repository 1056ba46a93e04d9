/**
 * The checkout island (docs/product.md#screen-checkout): one static page for every plan, named by
 * the path, read from the live catalogue. A signed-in visitor gets one payment intent whose price
 * holds 30 minutes, then a fresh one (docs/decisions/0013-price-hold.md).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api, ApiError, errorDescription } from '../../lib/api-client.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import { useSignedIn } from '../auth/use-signed-in.ts';
import type { PricedPlan } from '../catalogue/priced-plan.ts';
import type { ConfusableHint } from '../catalogue/confusable-destinations.ts';
import type { Currency } from '../currency/currency-rules.ts';
import { $currency } from '../currency/currency.store.ts';
import { localizedPath } from '../i18n/locales.ts';
import { translatorOf, type IslandProps, type Translator } from '../i18n/translate.ts';
import type { CreatedIntent } from './checkout.ts';
import {
  amountToPay,
  holdEndOnThisDevice,
  planIdFromPath,
  topUpOfFromSearch,
} from './checkout-flow.ts';
import { sendToSignIn } from '../auth/sign-in-notice.ts';
import OrderSummary from './OrderSummary.tsx';
import PaymentDetails from './PaymentDetails.tsx';
import { PriceHeldUntil, QuoteChangedNotice, type QuoteChanged } from './QuoteNotice.tsx';
import { quoteChangeMessage, type QuoteStatus } from './quote.ts';
import { useExpiryAfterPayment } from './use-expiry-after-payment.ts';
import LoadingSpinner from '../../components/ui/LoadingSpinner.tsx';
import BillingDetails, { type BillingAnswers } from './BillingDetails.tsx';

type PlanState =
  | { status: 'loading' }
  /**
   * `topUpOf`: a top-up (?topUp=<orderId>) adds the plan's data to that eSIM instead of buying a
   * new one.
   */
  | { status: 'ready'; plan: PricedPlan; topUpOf: string | null }
  | { status: 'missing' }
  | { status: 'unavailable' }
  | { status: 'top-up-refused'; message: string };

/** Why the visitor is sent to sign in, and where. */
const signInNoticeOf = (t: Translator) => ({
  title: t('checkout.signInTitle'),
  description: t('checkout.signInText'),
  destination: localizedPath(t.locale, '/signin'),
});

/**
 * `messages`: the page's 'checkout.' texts and a plan's data and validity, in `locale`;
 * `regionNames`: each region's English name → its name in `locale`; `confusables`: the hint for
 * each destination travellers confuse, by code.
 */
export default function Checkout({
  locale,
  messages,
  regionNames,
  confusables,
}: IslandProps & {
  regionNames: Record<string, string>;
  confusables: Record<string, ConfusableHint>;
}) {
  const t = useMemo(() => translatorOf(messages, locale), [messages, locale]);
  const signedIn = useSignedIn();
  const [planState, setPlanState] = useState<PlanState>({ status: 'loading' });
  const [intent, setIntent] = useState<CreatedIntent | null>(null);
  /** When the hold ends on this device's clock (ms). */
  const [holdEndsAt, setHoldEndsAt] = useState<number | null>(null);
  const [intentFailed, setIntentFailed] = useState(false);
  const [quoteChanged, setQuoteChanged] = useState<QuoteChanged | null>(null);
  /** The billing details and consent the intent is made with; null until the shopper gives them. */
  const [billing, setBilling] = useState<BillingAnswers | null>(null);
  const started = useRef(false);

  /** Prices the plan from the live catalogue: on arrival, and to continue at the current price. */
  const start = useCallback(async (): Promise<PricedPlan | undefined> => {
    const planId = planIdFromPath(window.location.pathname);
    const topUp = topUpOfFromSearch(window.location.search);
    let plan: PricedPlan | undefined;
    try {
      plan = await livePlan(planId, $currency.get());
    } catch (error) {
      showToast({
        title: t('checkout.errorTitle'),
        description: errorDescription(error, t('ui.error.unexpected')),
        variant: 'destructive',
      });
      setPlanState({ status: 'unavailable' });
      return undefined;
    }
    setPlanState(plan ? { status: 'ready', plan, topUpOf: topUp } : { status: 'missing' });
    return plan;
  }, [t]);

  /**
   * Makes the payment intent, with the billing details and consent: once they are given, and again
   * when they change or to continue at the current price.
   */
  const openPayment = useCallback(
    async (plan: PricedPlan, topUp: string | null, answers: BillingAnswers) => {
      const returnPath = `${window.location.pathname}${window.location.search}`;
      // A purchase is paid in the shopper's currency; a top-up in its eSIM's, which the server knows.
      const currency = $currency.get();
      try {
        const created = await api.post<CreatedIntent>('/api/create-payment-intent', {
          planId: plan.id,
          ...(topUp ? { topUpOf: topUp } : { currency }),
          ...answers,
        });
        setHoldEndsAt(holdEndOnThisDevice(created, Date.now()));
        setIntent(created);
      } catch (error) {
        // Billing details the server refuses: the shopper corrects them and continues again.
        if (error instanceof ApiError && error.status === 400 && isInvalidInput(error.body)) {
          showToast({
            title: t('checkout.errorTitle'),
            description: errorDescription(error, t('ui.error.unexpected')),
            variant: 'destructive',
          });
          return setBilling(null);
        }
        if (topUp && error instanceof ApiError && (error.status === 404 || error.status === 400)) {
          return setPlanState({
            status: 'top-up-refused',
            message: error.serverMessage ?? t('checkout.topUpRefusedText'),
          });
        }
        if (error instanceof ApiError && error.status === 404)
          return setPlanState({ status: 'missing' });
        if (error instanceof ApiError && error.status === 401)
          return sendToSignIn({ ...signInNoticeOf(t), returnPath });
        showToast({
          title: t('checkout.intentFailedTitle'),
          description: errorDescription(error, t('ui.error.unexpected')),
          variant: 'destructive',
        });
        setIntentFailed(true);
      }
    },
    [t],
  );

  useEffect(() => {
    // Once per page, even when React runs effects twice: every intent is a real payment.
    if (signedIn === undefined || started.current) return;
    started.current = true;
    if (!signedIn)
      return sendToSignIn({
        ...signInNoticeOf(t),
        returnPath: `${window.location.pathname}${window.location.search}`,
      });
    void Promise.resolve().then(start);
  }, [signedIn, start, t]);

  /** Forgets the intent: a new one is made with the billing details given next. */
  function dropIntent() {
    setIntent(null);
    setHoldEndsAt(null);
    setIntentFailed(false);
  }

  async function continueAtCurrentPrice() {
    dropIntent();
    setQuoteChanged(null);
    const plan = await start();
    if (plan && billing)
      await openPayment(plan, topUpOfFromSearch(window.location.search), billing);
  }

  function continueToPayment(answers: BillingAnswers) {
    if (planState.status !== 'ready') return;
    setBilling(answers);
    void openPayment(planState.plan, planState.topUpOf, answers);
  }

  function changeBilling() {
    dropIntent();
    setBilling(null);
  }

  const quoted = useMemo(
    () => (planState.status === 'ready' && intent ? amountToPay(planState.plan, intent) : null),
    [planState, intent],
  );
  // The hold is over: the page says so with the price now, and a fresh checkout continues at it.
  const showExpired = useCallback(async () => {
    if (quoted === null || planState.status !== 'ready') return;
    let current: PricedPlan | undefined;
    try {
      current = await livePlan(planState.plan.id, quoted.currency);
    } catch {
      current = planState.plan;
    }
    const status: QuoteStatus = current
      ? { change: 'expired', current: amountToPay(current, null) }
      : { change: 'withdrawn', current: null };
    // What complete-order said of a payment made meanwhile comes first.
    setQuoteChanged(
      (shown) =>
        shown ?? {
          message: quoteChangeMessage(t, status, quoted, false),
          current: status.current,
        },
    );
  }, [quoted, planState, t]);
  const { onExpired, onPaying } = useExpiryAfterPayment(showExpired);

  if (planState.status === 'missing')
    return (
      <NoPlan
        t={t}
        heading={t('checkout.planMissingHeading')}
        text={t('checkout.planMissingText')}
      />
    );
  if (planState.status === 'unavailable') {
    return (
      <NoPlan
        t={t}
        heading={t('checkout.unavailableHeading')}
        text={t('checkout.unavailableText')}
      />
    );
  }
  if (planState.status === 'top-up-refused')
    return <NoPlan t={t} heading={t('checkout.topUpRefusedHeading')} text={planState.message} />;
  if (planState.status === 'loading' || !signedIn)
    return <LoadingSpinner label={t('checkout.loading')} />;
  const { plan, topUpOf } = planState;
  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
      {topUpOf && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900 lg:col-span-2 dark:bg-brand-900 dark:text-brand-100">
          <span className="font-semibold">{t('checkout.topUpLead')}</span>{' '}
          {t('checkout.topUpExplained')}
        </p>
      )}
      <div className="lg:order-last">
        <OrderSummary
          t={t}
          plan={plan}
          price={amountToPay(plan, intent)}
          tax={intent?.tax ?? null}
          regionNames={regionNames}
          // A top-up goes on the eSIM the traveller has: no other destination to offer.
          confusables={topUpOf ? undefined : confusables}
        />
      </div>
      {quoteChanged ? (
        <QuoteChangedNotice
          t={t}
          changed={quoteChanged}
          onContinue={() => void continueAtCurrentPrice()}
        />
      ) : (
        <div className="grid gap-3">
          {intent && holdEndsAt !== null && (
            <PriceHeldUntil t={t} endsAt={holdEndsAt} onExpired={onExpired} />
          )}
          {/* The VAT number did not take the VAT off: VIES said no, or could not be reached. */}
          {intent?.vatNotice && (
            <p
              role="status"
              className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950 dark:bg-amber-950/40 dark:text-amber-100"
            >
              {intent.vatNotice.message}
            </p>
          )}
          <BillingDetails
            t={t}
            locked={billing !== null}
            given={billing}
            onContinue={continueToPayment}
            onChange={changeBilling}
          />
          {billing && (
            <PaymentDetails
              t={t}
              plan={plan}
              intent={intent}
              intentFailed={intentFailed}
              onQuoteChanged={setQuoteChanged}
              onPaying={onPaying}
            />
          )}
        </div>
      )}
    </div>
  );
}

/** readJson's answer to a body that failed its schema: a message and one per field. */
const isInvalidInput = (body: unknown) =>
  typeof body === 'object' && body !== null && 'errors' in body;

/** The plan as the live catalogue sells it now, in `currency`; undefined when it is not sold. */
async function livePlan(
  planId: string | null,
  currency: Currency,
): Promise<PricedPlan | undefined> {
  if (planId === null) return undefined;
  const plans = await api.get<PricedPlan[]>(`/api/esimgo/plans?currency=${currency}`);
  return plans.find((item) => item.id === planId);
}

function NoPlan({ t, heading, text }: { t: Translator; heading: string; text: string }) {
  return (
    <div className="card grid justify-items-center gap-4 px-6 py-12 text-center">
      <h2 className="text-2xl font-bold text-slate-900 dark:text-white">{heading}</h2>
      <p className="max-w-md text-slate-600 dark:text-slate-300">{text}</p>
      <a href={localizedPath(t.locale, '/countries')} className="btn-primary">
        {t('checkout.browsePlans')}
      </a>
    </div>
  );
}
