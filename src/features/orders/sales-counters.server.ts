/**
 * Counts order events into the day's sales counters as they happen, exactly once each: the day's
 * record is written only at the version read (a lost race re-reads and retries), and an event is
 * counted only if neither the record's pending list nor a `counted/` marker has it
 * (docs/decisions/0028-sales-counters.md). A count that fails never fails the customer's path: it
 * asks for the day's recount instead (sales-recount.server.ts).
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../lib/hash.ts';
import type { OrderRecord } from './order.ts';
import {
  addOrderEvent,
  emptySalesDay,
  orderEventKey,
  salesEventsOf,
  utcDayOf,
  type SalesDay,
} from './sales-day.ts';
import { countedEvents, recountRequests, salesDays } from './sales-store.server.ts';

const COUNT_TRIES = 30;

/**
 * Counts the events `after` has been through that `before` had not (every event of a new order);
 * a failure is logged and leaves the day for the re-drive to recount.
 */
export async function countOrderChange(
  before: OrderRecord | null,
  after: OrderRecord,
): Promise<void> {
  const had = new Set(before ? salesEventsOf(before) : []);
  const day = utcDayOf(after.createdAt);
  for (const event of salesEventsOf(after).filter((seen) => !had.has(seen)))
    await countSafely(day, orderEventKey(after.id, event), (counters) =>
      addOrderEvent(counters, after, event),
    );
}

/** Counts a checkout made (a payment intent created) on the day of `at`, once per intent. */
export async function countCheckoutCreated(intentId: string, at: Date): Promise<void> {
  const key = `${sha256Hex(`checkout:${intentId}`).slice(0, 24)}.checkout`;
  await countSafely(at.toISOString().slice(0, 10), key, (counters) => ({
    ...counters,
    checkouts: counters.checkouts + 1,
  }));
}

async function countSafely(day: string, key: string, add: (day: SalesDay) => SalesDay) {
  try {
    await countOnce(day, key, add);
  } catch (error) {
    console.error(
      `Sales counters: ${key} on ${day} not counted, the day is left for a recount: ${error instanceof Error ? error.message : error}`,
    );
    await askForRecount(day).catch(() => {
      console.error(`Sales counters: the recount of ${day} could not be asked for`);
    });
  }
}

/**
 * Adds one event to the day, exactly once. Read the record, then the marker: an event counted by
 * another call is in the pending list of that version, or has its marker by then (the marker is
 * written after the record, and a pending event leaves the list only once its marker exists).
 */
async function countOnce(
  day: string,
  key: string,
  add: (day: SalesDay) => SalesDay,
): Promise<'counted' | 'already-counted'> {
  for (let tries = 0; tries < COUNT_TRIES; tries++) {
    const { record, etag } = await salesDays.readVersioned(day);
    if (record === null && etag !== null) throw new Error(`day/${day} is not a sales record`);
    if (record?.pending.includes(key)) return markCounted(day, key, 'already-counted');
    if (await countedEvents.read(`${day}/${key}`)) return 'already-counted';
    const counters = record ?? emptySalesDay(day);
    const marked = await markedOf(day, counters.pending);
    const next: SalesDay = {
      ...add(counters),
      pending: [...counters.pending.filter((pending) => !marked.has(pending)), key],
    };
    if (await salesDays.writeIfUnchanged(day, next, etag)) return markCounted(day, key, 'counted');
    await pause(tries);
  }
  throw new Error(`day/${day} kept changing: ${COUNT_TRIES} tries`);
}

async function markCounted<T>(day: string, key: string, answer: T): Promise<T> {
  await countedEvents.createIfNew(`${day}/${key}`, { at: new Date().toISOString() });
  return answer;
}

/** The pending events whose marker is written: the next write may drop them. */
async function markedOf(day: string, pending: readonly string[]): Promise<Set<string>> {
  const found = await Promise.all(pending.map((key) => countedEvents.read(`${day}/${key}`)));
  return new Set(pending.filter((_, i) => found[i] !== null));
}

/** A short random wait after a lost race, longer each time, so racing writers spread out. */
const pause = (tries: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * Math.min(tries, 10)));

/** Leaves a request to recount `day`; each request is its own key, so none overwrites another. */
async function askForRecount(day: string): Promise<void> {
  const at = new Date().toISOString();
  await recountRequests.write(`${day}/${at}-${randomBytes(4).toString('hex')}`, { at });
}
