/**
 * Creating a payment intent for a plan: the price comes from the live catalogue, never the client,
 * and holds for 30 minutes.
 */
import { deployContext } from '../../lib/env.ts';
import type { Failure } from '../../lib/result.ts';
import { findPlan } from '../catalogue/catalogue.server.ts';
import {
  findTopUpTarget,
  type TopUpRefusal,
  type TopUpTarget,
} from '../top-ups/top-up-checkout.server.ts';
import { saveCheckout } from './checkout-records.server.ts';
import { openQuote } from '../payments/open-quotes.server.ts';
import { QUOTE_HOLD_MS } from './quote.ts';
import type { PlanSnapshot } from '../orders/order.ts';
import { countCheckoutCreated } from '../orders/sales-counters.server.ts';
import type { CreatedIntent, IntentRequest } from './checkout.ts';
import type { PaymentGateway } from '../payments/gateway.ts';

export type IntentRefusal = 'plan-not-found' | TopUpRefusal;

/**
 * Refused when the plan is not in the live catalogue; for a top-up (`topUpOf`, the order that
 * bought the eSIM), also when the eSIM is not the customer's or the plan is not for its
 * destination.
 */
export async function createPaymentIntent(
  gateway: PaymentGateway,
  userId: string,
  { planId, topUpOf }: IntentRequest,
  attemptKey: string,
): Promise<{ ok: true; intent: CreatedIntent } | Failure<IntentRefusal>> {
  const plan = await findPlan(planId);
  let topUp: TopUpTarget | undefined;
  if (topUpOf !== undefined) {
    const found = await findTopUpTarget(userId, topUpOf, plan);
    if (!found.ok) return found;
    topUp = found.target;
  }
  if (!plan) return { ok: false, reason: 'plan-not-found' };
  const snapshot: PlanSnapshot = {
    id: plan.id,
    name: plan.name,
    country: plan.country,
    countryCode: plan.countryCode,
    data: plan.data,
    duration: plan.duration,
    price: plan.price,
    ...(plan.bundle ? { bundle: plan.bundle } : {}),
    ...(plan.cost === undefined ? {} : { cost: plan.cost }),
  };
  const amount = Math.round(plan.price * 100);
  const intent = await gateway.createIntent({
    amount,
    currency: 'usd',
    // The context lets the re-drive of one deploy skip payments of another (previews share a Stripe
    // test account).
    metadata: {
      userId,
      planId: plan.id,
      price: plan.price.toFixed(2),
      context: deployContext(),
      ...(topUp ? { topUpOf: topUp.orderId } : {}),
    },
    // A top-up never shares a key with a purchase of the same plan: Stripe would hand back the
    // other intent.
    idempotencyKey: `checkout:${userId}:${plan.id}:${amount}:${topUp ? `top-up-of:${topUp.orderId}:` : ''}${attemptKey}`,
  });
  // The price holds for 30 minutes, or until a catalogue change (or, for a top-up, a refund of its
  // eSIM) cancels the intent.
  const heldUntil = Date.now() + QUOTE_HOLD_MS;
  await openQuote({ intentId: intent.id, planId: plan.id, heldUntil, topUpOf: topUp?.orderId });
  await saveCheckout(intent.id, {
    userId,
    plan: snapshot,
    heldUntil: new Date(heldUntil).toISOString(),
    ...(topUp ? { topUp } : {}),
  });
  await countCheckoutCreated(intent.id, new Date());
  return {
    ok: true,
    intent: {
      clientSecret: intent.clientSecret,
      paymentIntentId: intent.id,
      amount,
      currency: 'usd',
      gateway: gateway.name,
      heldUntil: new Date(heldUntil).toISOString(),
      holdsForMs: Math.max(0, heldUntil - Date.now()),
    },
  };
}
