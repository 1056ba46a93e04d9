/**
 * Creating a payment intent for a plan: the price comes from the live catalogue and its rates, in
 * the currency the shopper pays in, never from the client, and holds for 30 minutes.
 */
import { deployContext } from '../../lib/env.ts';
import type { Failure } from '../../lib/result.ts';
import { loadCatalogue } from '../catalogue/catalogue.server.ts';
import type { Currency } from '../currency/currencies.ts';
import { ratesInForce } from '../currency/rates.ts';
import { chargeFor, gatewayCurrency } from '../currency/charge.ts';
import {
  findTopUpTarget,
  type TopUpRefusal,
  type TopUpTarget,
} from '../top-ups/top-up-checkout.server.ts';
import { saveCheckout } from './checkout-records.server.ts';
import { awaitOrder } from './awaiting-orders.server.ts';
import { openQuote } from '../payments/open-quotes.server.ts';
import { QUOTE_HOLD_MS } from './quote.ts';
import { planBasicsOf, type PlanSnapshot } from '../orders/order.ts';
import { countCheckoutCreated } from '../orders/sales/sales-counters.server.ts';
import type { CreatedIntent, IntentRequest } from './checkout.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { quoteCheckoutTax, type Shopper } from './checkout-tax.server.ts';

export type IntentRefusal = 'plan-not-found' | TopUpRefusal | 'not-the-esim-currency';

/**
 * Refused when the plan is not in the live catalogue; for a top-up (`topUpOf`, the order that
 * bought the eSIM), also when the eSIM is not the customer's or the plan is not for its
 * destination, or when it asks for another currency than the eSIM was bought in: its receipts and
 * refunds stay in one currency.
 */
export async function createPaymentIntent(
  gateway: PaymentGateway,
  userId: string,
  request: IntentRequest,
  attemptKey: string,
  shopper: Shopper = { ipCountry: null, locale: 'en' },
): Promise<{ ok: true; intent: CreatedIntent } | Failure<IntentRefusal>> {
  const { planId, topUpOf, currency: asked } = request;
  const catalogue = await loadCatalogue();
  const plan = catalogue.plans.find((candidate) => candidate.id === planId);
  let topUp: TopUpTarget | undefined;
  let currency: Currency = asked ?? 'USD';
  if (topUpOf !== undefined) {
    const found = await findTopUpTarget(userId, topUpOf, plan);
    if (!found.ok) return found;
    if (asked !== undefined && asked !== found.currency)
      return { ok: false, reason: 'not-the-esim-currency' };
    topUp = found.target;
    currency = found.currency;
  }
  if (!plan) return { ok: false, reason: 'plan-not-found' };
  const snapshot: PlanSnapshot = {
    ...planBasicsOf(plan),
    price: plan.price,
    ...(plan.bundle ? { bundle: plan.bundle } : {}),
    ...(plan.cost === undefined ? {} : { cost: plan.cost }),
  };
  const charge = chargeFor(plan, currency, ratesInForce(catalogue).rates);
  const { amount } = charge;
  // Quoted before the intent: a tax service that fails leaves nothing behind to pay.
  const sale = await quoteCheckoutTax(request, shopper, charge, `${userId}:${attemptKey}`);
  const intent = await gateway.createIntent({
    amount,
    currency: gatewayCurrency(currency),
    // The context lets the re-drive of one deploy skip payments of another (previews share a Stripe
    // test account).
    metadata: {
      userId,
      planId: plan.id,
      price: plan.price.toFixed(2),
      currency,
      amount: String(amount),
      context: deployContext(),
      ...(topUp ? { topUpOf: topUp.orderId } : {}),
    },
    // A top-up never shares a key with a purchase of the same plan: Stripe would hand back the
    // other intent.
    idempotencyKey: `checkout:${userId}:${plan.id}:${currency}:${amount}:${topUp ? `top-up-of:${topUp.orderId}:` : ''}${attemptKey}`,
  });
  // The price holds for 30 minutes, or until a catalogue change (or, for a top-up, a refund of its
  // eSIM) cancels the intent.
  const heldUntil = Date.now() + QUOTE_HOLD_MS;
  await openQuote({
    intentId: intent.id,
    planId: plan.id,
    heldUntil,
    topUpOf: topUp?.orderId,
    userId,
  });
  // Listed before its record: the re-drive's walk then reaches every intent that can be paid.
  await awaitOrder(intent.id, heldUntil - QUOTE_HOLD_MS, heldUntil);
  await saveCheckout(intent.id, {
    userId,
    plan: snapshot,
    heldUntil: new Date(heldUntil).toISOString(),
    charge,
    ...(topUp ? { topUp } : {}),
    ...sale.record,
    ...(request.travelDate ? { travelDate: request.travelDate } : {}),
    ...(shopper.phone ? { buyerPhone: shopper.phone } : {}),
  });
  await countCheckoutCreated(intent.id, new Date());
  return {
    ok: true,
    intent: {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount,
      currency: gatewayCurrency(currency),
      gateway: gateway.name,
      heldUntil: new Date(heldUntil).toISOString(),
      holdsForMs: Math.max(0, heldUntil - Date.now()),
      tax: sale.shown,
      vatNotice: sale.vatNotice,
    },
  };
}
