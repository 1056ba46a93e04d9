/**
 * The re-drive's 'late deliveries': eSIMs paid and not delivered past DELIVERY_LATE_AFTER_MINUTES,
 * from the `in-flight/` index up to that cut-off. Each is told once: `late-delivery/<orderId>` is
 * created onlyIfNew first, `lateAt` written last
 * (docs/decisions/0048-delivery-promise-and-late-refund.md).
 */
import * as z from 'zod';
import { lateDeliverySettings } from '../../lib/env.ts';
import { walkFrom, type WalkInput, type Walked } from '../../lib/walk-from.ts';
import { dayOf, positionInEntryName } from '../../lib/list-position.ts';
import { listDayEntries, listDays, ordersInFlight } from '../orders/order-indexes.server.ts';
import { recordOrderEvent } from '../orders/order-events.server.ts';
import { findOrder, markLate } from '../orders/orders.server.ts';
import type { OrderRecord } from '../orders/order.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import type { Mailer } from '../mail/mail.ts';
import { mailLateDelivery } from './late-delivery-notices.server.ts';

/** A run that made the marker and died is taken over after this long (a run lives 30 s). */
const TAKEN_OVER_AFTER_MS = 5 * 60_000;

const marks = ordersStoreFamily('late-delivery/', z.object({ at: z.number() }));

/** What the automatic refund of a late order came to ('refused': its delivery won first). */
type LateRefundOutcome = 'refunded' | 'committed' | 'refused';

export interface LateDeliveryDeps {
  /**
   * Refunds a late order in full (refunds sit above provisioning, so the function hands it down);
   * asked only when LATE_DELIVERY_REFUND is automatic.
   */
  refundLate?: (orderId: string) => Promise<LateRefundOutcome>;
  mailer?: Mailer;
}

/** The step: from after `cursor`, at most `limit` in-flight entries paid before the cut-off. */
export async function tellLateDeliveries(
  deps: LateDeliveryDeps,
  { now, cursor, limit, outOfTime }: WalkInput,
): Promise<Walked & { told: number }> {
  const cutoff = now - lateDeliverySettings().lateAfterMs;
  let told = 0;
  const walked = await walkFrom(await entriesBefore(cutoff), cursor, { limit, outOfTime }, (name) =>
    tellIfLate(name.slice(name.lastIndexOf('-') + 1), cutoff, now, deps)
      .then((done) => void (done && told++))
      .catch((error: unknown) =>
        // One order's fault must not hold up the others: it is looked at again next run.
        console.error(`Re-drive: late delivery of ${name} could not be handled: ${error}`),
      ),
  );
  return { ...walked, told };
}

/** `<day>/<time>-<orderId>` of every in-flight order paid at or before `cutoff`, oldest first. */
async function entriesBefore(cutoff: number): Promise<string[]> {
  const lastDay = dayOf({ ms: cutoff, id: '' });
  const days = (await listDays(ordersInFlight)).filter((day) => day <= lastDay);
  const listed = await Promise.all(
    days.map(async (day) =>
      (await listDayEntries(ordersInFlight, day))
        .filter((entry) => (positionInEntryName(entry)?.ms ?? Infinity) <= cutoff)
        .map((entry) => `${day}/${entry}`),
    ),
  );
  return listed.flat();
}

const isLate = (order: OrderRecord, cutoff: number) =>
  order.topUpOf === null &&
  order.deliveredAt === null &&
  order.refundedAt === null &&
  order.lateAt === null &&
  order.provisioningStatus !== 'failed' &&
  Date.parse(order.createdAt) <= cutoff;

/** Tells the customer and the owners once, and refunds when automatic; true when this run did. */
async function tellIfLate(
  orderId: string,
  cutoff: number,
  now: number,
  deps: LateDeliveryDeps,
): Promise<boolean> {
  const order = await findOrder(orderId);
  if (!order || !isLate(order, cutoff)) return false;
  if (!(await marks.createIfNew(orderId, { at: now }))) {
    // Another run has it, unless that run died before it got to the end.
    const mark = await marks.read(orderId);
    if (mark && now - mark.at < TAKEN_OVER_AFTER_MS) return false;
  }
  const { refund } = lateDeliverySettings();
  const refunded =
    refund === 'automatic' && deps.refundLate ? await deps.refundLate(orderId) : null;
  // Delivered after all, in the race the refund lost: nothing to tell.
  if (refunded === 'refused') return false;
  await mailLateDelivery(order, refunded ? 'refunding' : 'offer', deps.mailer);
  await recordOrderEvent(orderId, {
    kind: 'delivery-late',
    summary: `Delivery late: customer told, refund ${refunded ? 'made' : 'offered'}`,
  });
  await markLate(orderId, new Date(now).toISOString());
  return true;
}
