/**
 * The one fulfil step behind complete-order, the Stripe webhook and the re-drive: re-read the
 * intent, check it paid for what we sold, make its order once, or refund it once when no longer
 * sold (docs/decisions/0012-payments-and-fulfilment.md, 0013-price-hold.md).
 */
import type { Failure } from '../../lib/result.ts';
import type { OrderRecord } from '../orders/order.ts';
import { createOrderOnce, findOrder, newOrder, orderIdFor } from '../orders/orders.server.ts';
import { chargeOfCheckout, gatewayCurrency } from '../currency/charge.ts';
import { findCheckout, type CheckoutRecord } from './checkout-records.server.ts';
import { closeQuote } from '../payments/open-quotes.server.ts';
import { decideOutcome, refundUnsoldPayment } from './payment-outcomes.server.ts';
import type { PaymentGateway, PaymentIntentView } from '../payments/gateway.ts';
import { quoteChangeMessage, type QuoteStatus } from './quote.ts';
import type { Amount } from '../currency/charge.ts';
import type { Translator } from '../i18n/translate.ts';
import { cancelledQuoteStatus, unsoldChange } from './quote-status.server.ts';
import { settleCheckoutTax } from './checkout-tax.server.ts';

/** Why a payment is not fulfilled, with the catalogue key of what the customer is told. */
export const fulfilRefusals = {
  'payment-not-found': 'api.checkout.paymentNotFound',
  'checkout-mismatch': 'api.checkout.checkoutMismatch',
  'other-plan': 'api.checkout.otherPlan',
  'not-succeeded': 'api.checkout.notSucceeded',
  'amount-mismatch': 'api.checkout.amountMismatch',
  'quote-cancelled': 'api.checkout.quoteCancelled',
  'payment-refunded': 'api.checkout.paymentRefunded',
} as const;

export type FulfilRefusal = keyof typeof fulfilRefusals;
/** A quote that no longer holds: what changed, and what was paid (the customer's words: below). */
type QuoteRefusal = Failure<'quote-cancelled' | 'payment-refunded'> & {
  paid: Amount;
  quote: QuoteStatus;
};
export type Fulfilment =
  | { ok: true; order: OrderRecord; created: boolean }
  | Failure<Exclude<FulfilRefusal, QuoteRefusal['reason']>>
  | QuoteRefusal;

export interface FulfilInput {
  paymentIntentId: string;
  /** The signed-in customer on the client path; absent for the webhook. */
  userId?: string;
  /** The plan the client says it paid for; must match the intent when given. */
  planId?: string;
}

/** Checks the intent was paid for what its checkout record sold, and creates its order once. */
async function fulfilPaidIntent(gateway: PaymentGateway, input: FulfilInput): Promise<Fulfilment> {
  const intent = await gateway.retrieveIntent(input.paymentIntentId);
  const checkout = intent ? await findCheckout(intent.id) : null;
  // Someone else's payment is answered like one that does not exist.
  if (!intent || !checkout || (input.userId !== undefined && checkout.userId !== input.userId)) {
    return refused('payment-not-found');
  }
  if (intent.metadata.userId !== checkout.userId || intent.metadata.planId !== checkout.plan.id)
    return refused('checkout-mismatch');
  // A top-up says so on both: a payment never turns a purchase into a top-up, or one eSIM's top-up
  // into another's.
  if ((intent.metadata.topUpOf ?? null) !== (checkout.topUp?.orderId ?? null))
    return refused('checkout-mismatch');
  if (input.planId !== undefined && input.planId !== checkout.plan.id) return refused('other-plan');
  if (intent.status === 'canceled')
    return quoteRefused('quote-cancelled', checkout, await cancelledQuoteStatus(checkout));
  if (intent.status !== 'succeeded') return refused('not-succeeded');
  const charge = chargeOfCheckout(checkout);
  if (intent.amount !== charge.amount || intent.currency !== gatewayCurrency(charge.currency))
    return refused('amount-mismatch');

  const existing = await findOrder(orderIdFor(intent.id));
  if (existing) return { ok: true, order: existing, created: false };
  // Paid, maybe after its quote was cancelled or expired: an order only if what it paid for is
  // still sold.
  const outcome = await decideOutcome(intent.id, await unsoldChange(checkout));
  await closeQuote({
    intentId: intent.id,
    planId: checkout.plan.id,
    topUpOf: checkout.topUp?.orderId,
    userId: checkout.userId,
  });
  if (outcome.outcome === 'refund') {
    return outcome.done
      ? quoteRefused('payment-refunded', checkout, outcome.status)
      : refundUnsold(gateway, intent, checkout, outcome.status);
  }

  const tax = await settleCheckoutTax(checkout, intent);
  const created = await createOrderOnce(
    newOrder({
      paymentIntentId: intent.id,
      userId: checkout.userId,
      plan: checkout.plan,
      amountCents: intent.amount,
      currency: intent.currency,
      exchangeRate: charge.exchangeRate,
      ...(checkout.topUp ? { topUp: checkout.topUp } : {}),
      tax,
      businessBuyer: checkout.businessBuyer ?? null,
      deliveryConsent: checkout.deliveryConsent ?? null,
      paymentCard: intent.paymentCard ?? null,
      travelDate: checkout.travelDate ?? null,
      buyerPhone: checkout.buyerPhone ?? null,
    }),
  );
  return { ok: true, ...created };
}

function refused(reason: Exclude<FulfilRefusal, QuoteRefusal['reason']>): Fulfilment {
  return { ok: false, reason };
}

/** The refusal of a quote no longer sold. */
function quoteRefused(
  reason: QuoteRefusal['reason'],
  checkout: CheckoutRecord,
  quote: QuoteStatus,
): QuoteRefusal {
  return { ok: false, reason, quote, paid: chargeOfCheckout(checkout) };
}

/** What the customer reads of a quote no longer sold, in `t`'s language. */
export function quoteRefusalMessage(t: Translator, refusal: QuoteRefusal): string {
  return quoteChangeMessage(t, refusal.quote, refusal.paid, refusal.reason === 'payment-refunded');
}

/** Pays back a payment on a quote no longer sold, and says so; no order is made. */
async function refundUnsold(
  gateway: PaymentGateway,
  intent: PaymentIntentView,
  checkout: CheckoutRecord,
  status: QuoteStatus,
): Promise<QuoteRefusal> {
  const payment = {
    paymentIntentId: intent.id,
    userId: checkout.userId,
    paid: chargeOfCheckout(checkout),
    plan: checkout.plan,
    status,
    topUpOf: checkout.topUp?.orderId,
  };
  await refundUnsoldPayment(gateway, payment);
  return quoteRefused('payment-refunded', checkout, status);
}

/**
 * Starts provisioning of one order: the signed trigger to the background function, or the
 * re-drive's own. A port, so that checkout does not depend on provisioning (ARCHITECTURE.md).
 */
export type StartProvisioning = (orderId: string) => Promise<void>;

/**
 * Fulfils a paid intent and starts provisioning of its order unless it has begun, not only when
 * this call created the order: a call that stored it and then crashed never started it, and its
 * retry must, or the order waits for the re-drive.
 */
export async function fulfilAndStartProvisioning(
  gateway: PaymentGateway,
  input: FulfilInput,
  startProvisioning: StartProvisioning,
): Promise<Fulfilment> {
  const fulfilled = await fulfilPaidIntent(gateway, input);
  if (fulfilled.ok && fulfilled.order.provisioningStatus === 'pending')
    await startProvisioning(fulfilled.order.id);
  return fulfilled;
}
