/**
 * Counts order events and checkouts for the owners' sales figures without touching a key another
 * request writes: one `event/` record each, created onlyIfNew, folded later; a failed count asks
 * for the day's recount (docs/decisions/0036-sales-counted-off-the-request-path.md).
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../../lib/hash.ts';
import type { OrderRecord } from '../order.ts';
import {
  addOrderEvent,
  emptySalesDay,
  orderEventKey,
  salesEventsOf,
  utcDayOf,
  type SalesDay,
} from './sales-day.ts';
import { eventName, stillCounted } from './sales-event.ts';
import { recountRequests, salesEvents } from './sales-store.server.ts';

/**
 * Records the events `after` has been through that `before` had not (every event of a new order);
 * a failure is logged and leaves the day for the re-drive to recount.
 */
export async function countOrderChange(
  before: OrderRecord | null,
  after: OrderRecord,
): Promise<void> {
  const had = new Set(before ? salesEventsOf(before) : []);
  const day = utcDayOf(after.createdAt);
  await Promise.all(
    salesEventsOf(after)
      .filter((event) => !had.has(event))
      .map((event) =>
        recordSafely(
          day,
          orderEventKey(after.id, event),
          addOrderEvent(emptySalesDay(day), after, event),
        ),
      ),
  );
}

/**
 * Records again every event of an order a call found made already (the call that made it may have
 * stopped before recording them); the fold counts those it has marked once. Not for an order
 * paid before its day's markers are swept: a replay of it could not be told from a first count.
 */
export async function countOrderAgain(order: OrderRecord): Promise<void> {
  if (stillCounted(utcDayOf(order.createdAt), Date.now())) await countOrderChange(null, order);
}

/** Counts a checkout made (a payment intent created) on the day of `at`, once per intent. */
export async function countCheckoutCreated(intentId: string, at: Date): Promise<void> {
  const day = at.toISOString().slice(0, 10);
  const key = `${sha256Hex(`checkout:${intentId}`).slice(0, 24)}.checkout`;
  await recordSafely(day, key, { ...emptySalesDay(day), checkouts: 1 });
}

/**
 * Leaves the event for the fold. Already there: the same event recorded by another call (the
 * fold tells a replay of one it folded by its `counted/` marker).
 */
async function recordSafely(day: string, key: string, adds: SalesDay): Promise<void> {
  const now = new Date();
  try {
    await salesEvents.createIfNew(eventName(day, key), { at: now.toISOString(), adds });
  } catch (error) {
    console.error(
      `Sales counters: ${key} on ${day} not recorded, the day is left for a recount: ${error instanceof Error ? error.message : error}`,
    );
    // A checkout is not an order: a recount cannot find it again.
    if (key.endsWith('.checkout')) return;
    await askForRecount(day, now).catch(() => {
      console.error(`Sales counters: the recount of ${day} could not be asked for`);
    });
  }
}

/** Leaves a request to recount `day`; each request is its own key, so none overwrites another. */
async function askForRecount(day: string, now: Date): Promise<void> {
  const at = now.toISOString();
  await recountRequests.write(`${day}/${at}-${randomBytes(4).toString('hex')}`, { at });
}
