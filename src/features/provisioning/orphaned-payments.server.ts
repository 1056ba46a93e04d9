/**
 * The re-drive's search for a paid payment without an order (a closed tab, a lost webhook): walks
 * the due `awaiting-order/` entries, asks the gateway for that intent, fulfils it if paid, drops
 * the entry once settled (docs/decisions/0035-a-re-drive-bounded-per-step.md).
 */
import { mapBounded } from '../../lib/map-bounded.ts';
import {
  dueEntries,
  forgetAwaiting,
  postponeAwaiting,
  type AwaitingOrder,
} from '../checkout/awaiting-orders.server.ts';
import { fulfilAndStartProvisioning } from '../checkout/fulfil.server.ts';
import { isRefundedUnsold } from '../checkout/payment-outcomes.server.ts';
import { findOrder, orderIdFor } from '../orders/orders.server.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { StepInput, StepOutcome } from './redrive-steps.server.ts';

/** Checkouts looked at per run, 8 at a time. */
const PAYMENTS_PER_RUN = 100;
/** After its hold, an unpaid intent is looked at once more this much later (our sweep cancels it). */
const AFTER_HOLD_MS = 15 * 60 * 1000;
/** An intent neither paid nor cancelled, or one that failed to fulfil, is looked at again after. */
const AGAIN_AFTER_MS = 60 * 60 * 1000;
/** After a fault (the gateway or the store did not answer). */
const AFTER_FAULT_MS = 15 * 60 * 1000;
/** Stripe retries a webhook for 3 days; the re-drive looks for 48 hours, as it always did. */
const LOOK_FOR_MS = 48 * 60 * 60 * 1000;

type Verdict = 'has-order' | 'fulfilled' | 'settled' | 'later' | 'refused' | 'given-up';

export async function fulfilOrphanedPayments(
  gateway: PaymentGateway,
  trigger: (orderId: string) => Promise<void>,
  { now, outOfTime }: StepInput,
): Promise<StepOutcome> {
  const found = await dueEntries(now, PAYMENTS_PER_RUN);
  const counts: Partial<Record<Verdict, number>> = {};
  let unreached: AwaitingOrder[] = [];
  await mapBounded(found.due, 8, async (entry) => {
    if (outOfTime()) return void unreached.push(entry);
    const verdict = await settle(gateway, trigger, entry, now);
    counts[verdict] = (counts[verdict] ?? 0) + 1;
  });
  unreached = unreached.sort((a, b) => a.dueAt - b.dueAt);
  const left = found.left + unreached.length;
  return {
    // The index is its own cursor: an entry leaves or moves on once looked at.
    cursor: left > 0 || found.more ? 'due' : null,
    left,
    more: found.more,
    oldestAt: unreached[0]?.dueAt ?? found.oldestLeftAt,
    result: counts,
  };
}

/** What one due checkout needs, done; a fault leaves it for an hour later. */
async function settle(
  gateway: PaymentGateway,
  trigger: (orderId: string) => Promise<void>,
  entry: AwaitingOrder,
  now: number,
): Promise<Verdict> {
  try {
    const verdict = await look(gateway, trigger, entry);
    if (verdict === 'later') return await postponeOrGiveUp(entry, now, nextLook(entry, now));
    if (verdict === 'refused')
      return await postponeOrGiveUp(entry, now, now + AGAIN_AFTER_MS, 'paid, fulfilment refused');
    await forgetAwaiting(entry);
    return verdict;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`Re-drive: payment ${entry.intentId} could not be looked at: ${reason}`);
    return postponeOrGiveUp(entry, now, now + AFTER_FAULT_MS, reason).catch(() => 'later' as const);
  }
}

async function look(
  gateway: PaymentGateway,
  trigger: (orderId: string) => Promise<void>,
  { intentId }: AwaitingOrder,
): Promise<Verdict> {
  // Most paid checkouts have their order already: no gateway call for them.
  if (await findOrder(orderIdFor(intentId))) return 'has-order';
  if (await isRefundedUnsold(intentId)) return 'settled';
  const intent = await gateway.retrieveIntent(intentId);
  if (!intent || intent.status === 'canceled') return 'settled';
  if (intent.status !== 'succeeded') return 'later';
  const fulfilled = await fulfilAndStartProvisioning(
    gateway,
    { paymentIntentId: intentId },
    trigger,
  );
  if (fulfilled.ok) {
    console.warn(`Re-drive: payment ${intentId} had no order; order ${fulfilled.order.id} is made`);
    return 'fulfilled';
  }
  if (fulfilled.reason === 'payment-refunded') return 'settled';
  console.error(`Re-drive: payment ${intentId} could not be fulfilled: ${fulfilled.reason}`);
  return 'refused';
}

/** Before the hold ends, just after it; after that, hourly. */
const nextLook = (entry: AwaitingOrder, now: number) =>
  now < entry.heldUntil + AFTER_HOLD_MS ? entry.heldUntil + AFTER_HOLD_MS : now + AGAIN_AFTER_MS;

/** Moves the entry on, or drops it 48 hours after its checkout, saying so if it was paid. */
async function postponeOrGiveUp(
  entry: AwaitingOrder,
  now: number,
  dueAt: number,
  reason?: string,
): Promise<Verdict> {
  if (now - entry.createdAt < LOOK_FOR_MS) {
    await postponeAwaiting(entry, dueAt);
    return 'later';
  }
  if (reason)
    console.error(
      `Re-drive: payment ${entry.intentId} is given up after 48 hours and needs a person: ${reason}`,
    );
  await forgetAwaiting(entry);
  return 'given-up';
}
