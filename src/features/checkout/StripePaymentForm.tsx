/**
 * Stripe's Payment Element (docs/decisions/0012-payments-and-fulfilment.md): Stripe.js from
 * js.stripe.com, imported only here on demand, so test mode makes no request to Stripe. Redirects
 * only when the payment method needs it (docs/product.md#external-stripe).
 */
import { useEffect, useRef, useState } from 'react';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import {
  unfinishedPaymentMessage,
  type ConfirmOutcome,
  type ConfirmPayment,
} from './checkout-flow.ts';

interface StripePaymentFormProps {
  t: Translator;
  clientSecret: string;
  onReady: (confirm: ConfirmPayment | null) => void;
}

async function confirmWithStripe(
  t: Translator,
  stripe: Stripe,
  elements: StripeElements,
): Promise<ConfirmOutcome> {
  const result = await stripe.confirmPayment({
    elements,
    confirmParams: { return_url: `${window.location.origin}${localizedPath(t.locale, '/orders')}` },
    redirect: 'if_required',
  });
  const message = result.error?.message || unfinishedPaymentMessage(t, 'failed');
  // Stripe refuses to confirm a cancelled intent: its quote no longer holds, and the server says
  // why.
  if (
    result.error?.code === 'payment_intent_unexpected_state' &&
    result.error.payment_intent?.status === 'canceled'
  )
    return { status: 'cancelled', message };
  if (result.error) return { status: 'failed', message };
  if (result.paymentIntent.status === 'succeeded') return { status: 'succeeded' };
  return { status: 'failed', message: unfinishedPaymentMessage(t, result.paymentIntent.status) };
}

export default function StripePaymentForm({ t, clientSecret, onReady }: StripePaymentFormProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let cancelled = false;
    let unmount: (() => void) | undefined;
    async function mount() {
      const { loadStripe } = await import('@stripe/stripe-js');
      const stripe = await loadStripe(import.meta.env.PUBLIC_STRIPE_PUBLISHABLE_KEY);
      if (cancelled || !container.current) return;
      if (!stripe) throw new Error('Stripe.js is not available');
      const dark = document.documentElement.classList.contains('dark');
      const elements = stripe.elements({
        clientSecret,
        appearance: { theme: dark ? 'night' : 'stripe' },
        // The card form speaks the page's language; English pages keep Stripe's own choice
        // ('auto': the browser's language), as they always have.
        locale: t.locale === 'en' ? 'auto' : t.locale,
      });
      const element = elements.create('payment');
      element.on('ready', () => {
        if (cancelled) return;
        setState('ready');
        onReady(() => confirmWithStripe(t, stripe, elements));
      });
      element.on('loaderror', () => setState('failed'));
      element.mount(container.current);
      unmount = () => element.destroy();
    }
    mount().catch(() => {
      if (!cancelled) setState('failed');
    });
    return () => {
      cancelled = true;
      unmount?.();
      onReady(null);
    };
  }, [t, clientSecret, onReady]);

  return (
    <div className="grid gap-3">
      {state === 'loading' && (
        <p
          role="status"
          className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-300"
        >
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-brand-600"
          />
          {t('checkout.formLoading')}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {t('checkout.formFailed')}
        </p>
      )}
      <div ref={container} />
    </div>
  );
}
