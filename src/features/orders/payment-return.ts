/**
 * Stripe's return to /orders after a redirect-based confirmation (docs/product.md#external-stripe):
 * `?payment_intent=pi_…&redirect_status=succeeded`. The order is completed once, the query removed
 * from the URL, then the orders load.
 */
import { api, errorDescription } from '../../lib/api-client.ts';
import { showToast } from '../../components/ui/toast.store.ts';
import type { Translator } from '../i18n/translate.ts';
import { deliveryDueBy, promiseValues } from './delivery-promise.ts';

const INTENT_ID = /^pi_[A-Za-z0-9_]{8,100}$/;

/** The paid intent named by the query, or null when there is none or it did not succeed. */
export function paymentIntentFromReturn(search: string): string | null {
  const query = new URLSearchParams(search);
  const id = query.get('payment_intent');
  return id && INTENT_ID.test(id) && query.get('redirect_status') === 'succeeded' ? id : null;
}

/** Whether the query is Stripe's return, succeeded or not (it is removed either way). */
export function isPaymentReturn(search: string): boolean {
  return new URLSearchParams(search).has('payment_intent');
}

let handled: Promise<void> | undefined;

/** Completes the returned payment, once per page however often it is asked. */
export function completeReturnedPayment(t: Translator): Promise<void> {
  handled ??= completeOnce(t);
  return handled;
}

async function completeOnce(t: Translator): Promise<void> {
  const { search, pathname, hash } = window.location;
  if (!isPaymentReturn(search)) return;
  const paymentIntentId = paymentIntentFromReturn(search);
  if (!paymentIntentId) {
    showToast({
      title: t('checkout.paymentFailedTitle'),
      description: t('orders.returnNotCompleted'),
      variant: 'destructive',
    });
  } else {
    try {
      await api.post('/api/complete-order', { paymentIntentId });
      showToast({
        title: t('checkout.paidTitle'),
        description: t('checkout.paidText', promiseValues(t, deliveryDueBy(Date.now()))),
      });
    } catch (error) {
      showToast({
        title: t('checkout.errorTitle'),
        description: errorDescription(error, t('ui.error.unexpected')),
        variant: 'destructive',
      });
    }
  }
  // A reload or a shared link must not complete the payment again.
  window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
}
