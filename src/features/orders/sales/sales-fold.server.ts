/**
 * The re-drive's fold: adds the events requests left to their day records and the shop totals, then
 * marks and removes each. Conditional writes and a known place for each event make any stop, rerun
 * or duplicate count once (docs/decisions/0036-sales-counted-off-the-request-path.md).
 */
import { mapBounded } from '../../../lib/map-bounded.ts';
import type { SalesDay } from './sales-day.ts';
import { countsOfEventKey, eventName, splitEventName, type CountedMark } from './sales-event.ts';
import { foldedDay, foldedTotals, newShopTotals, type WaitingEvent } from './sales-fold-writes.ts';
import {
  countedEvents,
  firstWaitingEvents,
  salesDays,
  salesEvents,
  SHOP_TOTALS,
  shopTotals,
} from './sales-store.server.ts';

/** Events one batch folds: about 5 Blobs calls each, 16 at a time. */
const FOLD_BATCH = 500;
const BATCHES_PER_RUN = 20;
const AT_ONCE = 16;

export interface FoldInput {
  now: number;
  /** True once the run must start no new batch. */
  outOfTime: () => boolean;
  batch?: number;
}

export interface FoldOutcome {
  /** Events added to their day. */
  folded: number;
  /** Events already counted (recorded again), removed. */
  repeated: number;
  /** Events seen waiting when the run stopped; `more`: at least that many. */
  left: number;
  more: boolean;
}

/** Folds batches of waiting events, oldest day first, until none is left or time is up. */
export async function foldSalesEvents({
  now,
  outOfTime,
  batch = FOLD_BATCH,
}: FoldInput): Promise<FoldOutcome> {
  const outcome: FoldOutcome = { folded: 0, repeated: 0, left: 0, more: false };
  for (let round = 0; round < BATCHES_PER_RUN; round++) {
    const { names, more } = await firstWaitingEvents();
    Object.assign(outcome, { left: names.length, more });
    if (names.length === 0 || outOfTime()) break;
    const done = await foldBatch(names.slice(0, batch), now);
    outcome.folded += done.folded;
    outcome.repeated += done.repeated;
    outcome.left = names.length - done.removed;
    // None removed: a lost race or damaged events; the next run tries again.
    if ((outcome.left === 0 && !more) || done.removed === 0) break;
  }
  return outcome;
}

async function foldBatch(names: string[], now: number) {
  const waiting = await readWaiting(names);
  const days = [...new Set(waiting.map((event) => event.day))];
  // The records first, then the markers: a marker read after a record shows every event that
  // record has dropped from its pending list.
  const [records, totalsRead] = await Promise.all([
    mapBounded(days, AT_ONCE, (day) => salesDays.readVersioned(day)),
    shopTotals.readVersioned(SHOP_TOTALS),
  ]);
  await markInlinePending(days, records);
  const marks = await readMarks([
    ...waiting.map((event) => event.name),
    ...records.flatMap(({ record }, i) => record?.pending.map((k) => eventName(days[i]!, k)) ?? []),
    ...(totalsRead.record?.pending ?? []),
  ]);

  const dayVersions = new Map<string, number>();
  await mapBounded(days, AT_ONCE, async (day) => {
    const { record, etag } = records[days.indexOf(day)]!;
    const next = foldedDay(day, record, eventsOf(waiting, day), marks);
    if (next === null) dayVersions.set(day, record?.version ?? 0);
    else if (await salesDays.writeIfUnchanged(day, next, etag)) dayVersions.set(day, next.version!);
  });
  const inDays = waiting.filter((event) => dayVersions.has(event.day));
  const totals = totalsRead.record ?? newShopTotals();
  const nextTotals = foldedTotals(totals, inDays, marks);
  let totalsVersion: number | null = totals.version;
  if (nextTotals !== null)
    totalsVersion = (await shopTotals.writeIfUnchanged(SHOP_TOTALS, nextTotals, totalsRead.etag))
      ? nextTotals.version
      : null;

  const at = new Date(now).toISOString();
  const marked = inDays.filter(
    (event) => !marks.has(event.name) && (totalsVersion !== null || !event.counts),
  );
  await mapBounded(marked, AT_ONCE, (event) => {
    const mark: CountedMark = { at, day: dayVersions.get(event.day)! };
    if (event.counts) mark.totals = totalsVersion!;
    return countedEvents.createIfNew(event.name, mark);
  });
  const repeated = waiting.filter((event) => marks.has(event.name));
  const removed = [...repeated.map((e) => e.name), ...marked.map((e) => e.name)];
  await mapBounded(removed, AT_ONCE, (name) => salesEvents.remove(name));
  return { folded: marked.length, repeated: repeated.length, removed: removed.length };
}

/** The events under `names` that still exist; a damaged one is logged and left. */
async function readWaiting(names: readonly string[]): Promise<WaitingEvent[]> {
  const read = await mapBounded(names, AT_ONCE, async (name) => {
    try {
      return { name, event: await salesEvents.read(name) };
    } catch (error) {
      console.error(`Sales fold: event ${name} is damaged, left as it is: ${error}`);
      return { name, event: null };
    }
  });
  return read.flatMap(({ name, event }) => {
    if (!event) return [];
    const { day, key } = splitEventName(name);
    return [{ name, day, key, adds: event.adds, counts: countsOfEventKey(key) }];
  });
}

const eventsOf = (waiting: readonly WaitingEvent[], day: string) =>
  waiting.filter((event) => event.day === day);

/** The markers of `names` that exist. */
async function readMarks(names: readonly string[]): Promise<Map<string, CountedMark>> {
  const unique = [...new Set(names)];
  const read = await mapBounded(unique, AT_ONCE, (name) => countedEvents.readIfValid(name));
  return new Map(unique.flatMap((name, i) => (read[i] ? [[name, read[i]!] as const] : [])));
}

/**
 * A record counted inline (before the fold) lists events whose marker that count may not have
 * written: it is written now, before the fold drops them from the list.
 */
async function markInlinePending(
  days: readonly string[],
  records: readonly { record: SalesDay | null }[],
): Promise<void> {
  const names = records.flatMap(({ record }, i) =>
    record && record.version === undefined ? record.pending.map((k) => eventName(days[i]!, k)) : [],
  );
  const at = new Date().toISOString();
  await mapBounded(names, AT_ONCE, (name) => countedEvents.createIfNew(name, { at }));
}
