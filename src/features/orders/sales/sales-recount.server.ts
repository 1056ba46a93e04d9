/**
 * Recounts a day whose count failed: the re-drive walks that day's `by-day/` orders from a cursor,
 * a bounded number a run, and records again each event without a `counted/` marker. Checkouts are
 * not orders: a checkout whose count failed is not found again.
 */
import { mapBounded } from '../../../lib/map-bounded.ts';
import { positionInEntryName } from '../../../lib/list-position.ts';
import { listDayEntries, ordersByDay } from '../order-indexes.server.ts';
import { findOrder } from '../orders.server.ts';
import {
  addOrderEvent,
  emptySalesDay,
  orderEventKey,
  salesEventsOf,
  utcDayOf,
} from './sales-day.ts';
import { eventName, stillCounted } from './sales-event.ts';
import { countedEvents, recountRequests, salesEvents } from './sales-store.server.ts';

/** Orders one run reads, at most. */
const RECOUNT_ORDERS_PER_RUN = 300;
const READS_AT_ONCE = 16;

interface Position {
  day: string;
  /** The last `by-day/` entry done; null at the start of the day. */
  after: string | null;
  /** When the day's recount began: requests made since ask for another. */
  startedAt: string;
}

export interface RecountInput {
  now: number;
  cursor: string | null;
  outOfTime: () => boolean;
  limit?: number;
}

/** Recounts the days failed counts asked for, from `cursor`; the days finished and the cursor. */
export async function recountRequestedDays({
  now,
  cursor,
  outOfTime,
  limit = RECOUNT_ORDERS_PER_RUN,
}: RecountInput) {
  const requests = await recountRequests.listNames();
  const days = [...new Set(requests.map((name) => name.slice(0, name.indexOf('/'))))].sort();
  let position = parsePosition(cursor, days);
  const recounted: string[] = [];
  let budget = limit;
  let recorded = 0;
  while (budget > 0 && !outOfTime()) {
    position ??= startOf(
      days.find((day) => !recounted.includes(day)),
      now,
    );
    if (!position) break;
    const { day, after } = position;
    const entries = stillCounted(day, now)
      ? (await listDayEntries(ordersByDay, day)).filter((e) => after === null || e > after).sort()
      : [];
    const batch = entries.slice(0, budget);
    recorded += await recordUncounted(day, batch, now);
    budget -= batch.length;
    if (entries.length > batch.length) {
      position = { ...position, after: batch.at(-1)! };
      break;
    }
    const answered = requests.filter(
      (n) => n.startsWith(`${day}/`) && n.slice(11) <= position!.startedAt,
    );
    await mapBounded(answered, READS_AT_ONCE, (name) => recountRequests.remove(name));
    recounted.push(day);
    position = null;
  }
  const left = days.filter((day) => !recounted.includes(day)).length;
  return {
    cursor: position === null ? null : JSON.stringify(position),
    left,
    result: { recounted, recorded },
  };
}

const startOf = (day: string | undefined, now: number): Position | null =>
  day === undefined ? null : { day, after: null, startedAt: new Date(now).toISOString() };

function parsePosition(cursor: string | null, days: readonly string[]): Position | null {
  if (cursor === null) return null;
  try {
    const position = JSON.parse(cursor) as Position;
    return days.includes(position.day) ? position : null;
  } catch {
    return null;
  }
}

/** Records each event of the orders of `entries` that has no marker; how many it recorded. */
async function recordUncounted(day: string, entries: readonly string[], now: number) {
  const ids = entries
    .map((name) => positionInEntryName(name)?.id)
    .filter((id): id is string => id !== undefined);
  const orders = await mapBounded([...new Set(ids)], READS_AT_ONCE, findOrder);
  const events = orders.flatMap((order) =>
    order && utcDayOf(order.createdAt) === day
      ? salesEventsOf(order).map((event) => ({ order, event }))
      : [],
  );
  const at = new Date(now).toISOString();
  const recorded = await mapBounded(events, READS_AT_ONCE, async ({ order, event }) => {
    const name = eventName(day, orderEventKey(order.id, event));
    if (await countedEvents.readIfValid(name)) return false;
    const adds = addOrderEvent(emptySalesDay(day), order, event);
    return salesEvents.createIfNew(name, { at, adds });
  });
  return recorded.filter(Boolean).length;
}
