/**
 * Deletes unpaid intents' checkout records a month after their hold, cancelling the intent at the
 * gateway first so no late payment finds its record gone; a leftover open-quote entry goes too. A
 * paid intent's record stays with its order (docs/retention.md).
 */
import { sweepExpired, type Settled } from '../../lib/expiry-index.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import { findOrder, orderIdFor } from '../orders/orders.server.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { closeQuote } from '../payments/open-quotes.server.ts';
import {
  CHECKOUT_EXPIRY_PREFIX,
  findCheckout,
  markCheckoutExpiry,
  removeCheckout,
  UNPAID_CHECKOUT_KEPT_MS,
  walkCheckouts,
} from './checkout-records.server.ts';
import { hasPaymentOutcome } from './payment-outcomes.server.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function settleCheckout(
  gateway: PaymentGateway,
  intentId: string,
  budget: SweepBudget,
  now: number,
): Promise<Settled> {
  budget.take();
  if (await findOrder(orderIdFor(intentId))) return 'done';
  budget.take();
  if (await hasPaymentOutcome(intentId)) return 'done';
  budget.take();
  const checkout = await findCheckout(intentId);
  if (!checkout) return 'done';
  const status = await gateway.cancelIntent(intentId);
  if (status !== 'canceled' && status !== null) {
    // Paid, or being paid, with no order a month on: fulfilment or staff must decide, never a sweep.
    console.error(
      `Checkout ${intentId} is ${status} with no order; it is kept and looked at again`,
    );
    return { lookAgainAt: now + DAY_MS };
  }
  budget.take();
  budget.take();
  budget.take();
  await closeQuote({
    intentId,
    planId: checkout.plan.id,
    topUpOf: checkout.topUp?.orderId,
    userId: checkout.userId,
  });
  budget.take();
  await removeCheckout(intentId);
  return 'done';
}

/** Settles the checkouts whose time to be asked about has come, within the budget. */
export function sweepUnpaidCheckouts(
  gateway: PaymentGateway,
  budget: SweepBudget,
  now = Date.now(),
) {
  return sweepExpired('orders', budget, now, async (name) => {
    if (!name.startsWith(CHECKOUT_EXPIRY_PREFIX)) return 'done';
    return settleCheckout(gateway, name.slice(CHECKOUT_EXPIRY_PREFIX.length), budget, now);
  });
}

const ID_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/**
 * Checkouts written before the expiry index: walked once by the first two characters of their
 * intent id, each noted to be asked about a month from now (by then every hold has long ended).
 */
export function backfillCheckoutExpiry(budget: SweepBudget) {
  const slices = [...ID_CHARACTERS].flatMap((first) =>
    [...ID_CHARACTERS].map((second) => `${first}${second}`),
  );
  return walkCheckouts(slices, budget, async (intentId) => {
    budget.take();
    await markCheckoutExpiry(intentId, Date.now() + UNPAID_CHECKOUT_KEPT_MS);
  });
}
