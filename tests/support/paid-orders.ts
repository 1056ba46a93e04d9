/**
 * Paid orders and a purchase-counting provider for the provisioning tests: an order as fulfilment
 * creates it, not yet provisioned, and the real simulated provider with a count of what it was
 * asked to buy (a double purchase shows as the same order id twice).
 */
import type { PlanSnapshot } from '../../src/features/orders/order.ts';
import { JAPAN_5GB_PLAN } from './japan-plan.ts';
import { createOrderOnce, newOrder } from '../../src/features/orders/orders.server.ts';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';

/** A paid order of `userId`'s for `plan`, paid in full in dollars, not yet provisioned. */
export async function paidOrder(
  userId: string,
  paymentIntentId: string,
  plan: PlanSnapshot = JAPAN_5GB_PLAN,
) {
  const amountCents = Math.round(plan.price * 100);
  return (
    await createOrderOnce(newOrder({ paymentIntentId, userId, plan, amountCents, currency: 'usd' }))
  ).order;
}

/** `provider` (by default the simulated one, at 0 ms), counting the purchases it is asked for. */
export function countingProvider(
  provider: EsimProvider = createSimulatedProvider({ latencyMs: 0, failureRate: 0 }),
) {
  const purchases: string[] = [];
  const order = recording(provider.order.bind(provider), purchases, (input) => input.orderId);
  return { provider: { ...provider, order }, purchases };
}

/**
 * `provider`, counting the top-ups it is asked to apply (a double one shows as the same order id
 * twice).
 */
export function countingTopUps(provider: EsimProvider) {
  const topUps: string[] = [];
  const topUp = recording(provider.topUp.bind(provider), topUps, (input) => input.orderId);
  return { provider: { ...provider, topUp }, topUps };
}

/** `call`, adding to `calls` what `entry` names of each input (nothing when it names nothing). */
export function recording<Input, Result>(
  call: (input: Input) => Result,
  calls: string[],
  entry: (input: Input) => string | undefined,
) {
  return (input: Input): Result => {
    const named = entry(input);
    if (named !== undefined) calls.push(named);
    return call(input);
  };
}
