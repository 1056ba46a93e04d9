/** Creating a payment intent for a plan: the price comes from the live catalogue, never the client. */
import { deployContext } from '../../lib/env.ts';
import type { Failure } from '../../lib/result.ts';
import { findPlan } from '../catalogue/catalogue.server.ts';
import { saveCheckout } from './checkout-records.server.ts';
import type { PlanSnapshot } from '../orders/order.ts';
import type { CreatedIntent } from './checkout.ts';
import type { PaymentGateway } from './payments/gateway.ts';

/** Refused when the plan is not in the live catalogue. */
export async function createPaymentIntent(
  gateway: PaymentGateway,
  userId: string,
  planId: string,
  attemptKey: string,
): Promise<{ ok: true; intent: CreatedIntent } | Failure<'plan-not-found'>> {
  const plan = await findPlan(planId);
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
  };
  const amount = Math.round(plan.price * 100);
  const intent = await gateway.createIntent({
    amount,
    currency: 'usd',
    // The context lets the re-drive of one deploy skip payments of another (previews share a Stripe test account).
    metadata: { userId, planId: plan.id, price: plan.price.toFixed(2), context: deployContext() },
    idempotencyKey: `checkout:${userId}:${plan.id}:${amount}:${attemptKey}`,
  });
  await saveCheckout(intent.id, { userId, plan: snapshot });
  return { ok: true, intent: { clientSecret: intent.clientSecret, paymentIntentId: intent.id, amount, currency: 'usd', gateway: gateway.name } };
}
