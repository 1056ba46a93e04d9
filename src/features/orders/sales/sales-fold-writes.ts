/**
 * What one fold writes, from what it read: a day's record and the shop totals with the waiting
 * events they lack. Each keeps in `pending` the events whose marker may not exist yet, so an event
 * is always in the version read or marked by the time the marker is read.
 */
import type { SalesDay, ShopCounts } from './sales-day.ts';
import { emptySalesDay } from './sales-day.ts';
import {
  addSalesDays,
  countsOfDay,
  eventName,
  noCounts,
  plusCounts,
  type CountedMark,
} from './sales-event.ts';
import type { ShopTotalsRecord } from './sales-store.server.ts';

export interface WaitingEvent {
  /** `<day>/<key>`. */
  name: string;
  day: string;
  key: string;
  adds: SalesDay;
  /** What it adds to the shop totals; null for a checkout. */
  counts: ShopCounts | null;
}

/** Markers read after the records, by event name: only those that exist. */
export type Marks = ReadonlyMap<string, CountedMark>;

export const newShopTotals = (): ShopTotalsRecord => ({
  ...noCounts(),
  ...{ version: 0, pending: [], backfill: { after: null, done: false } },
});

/**
 * `record` of `day` (null: none yet) with `events` added, those neither pending nor marked; null
 * when nothing changes. A record counted inline before the fold keeps its counts as `legacy`.
 */
export function foldedDay(
  day: string,
  record: SalesDay | null,
  events: readonly WaitingEvent[],
  marks: Marks,
): SalesDay | null {
  const firstFold = record !== null && record.version === undefined;
  const base: SalesDay =
    record === null
      ? { ...emptySalesDay(day), version: 0 }
      : record.version === undefined
        ? { ...record, version: 0, legacy: countsOfDay(record) }
        : record;
  const fresh = events.filter(
    (event) => !marks.has(event.name) && !base.pending.includes(event.key),
  );
  const kept = base.pending.filter((key) => !marks.has(eventName(day, key)));
  if (!firstFold && fresh.length === 0 && kept.length === base.pending.length) return null;
  const added = fresh.reduce((sum, event) => addSalesDays(sum, event.adds), base);
  return {
    ...added,
    pending: [...kept, ...fresh.map((event) => event.key)],
    version: base.version! + 1,
  };
}

/** The totals with the order events added that they do not hold yet; null when nothing changes. */
export function foldedTotals(
  totals: ShopTotalsRecord,
  events: readonly WaitingEvent[],
  marks: Marks,
): ShopTotalsRecord | null {
  const fresh = events.filter(
    (event) => event.counts && !marks.has(event.name) && !totals.pending.includes(event.name),
  );
  const kept = totals.pending.filter((name) => !marks.has(name));
  if (fresh.length === 0 && kept.length === totals.pending.length) return null;
  const counts = fresh.reduce((sum, event) => plusCounts(sum, event.counts!), noCounts());
  return {
    ...totals,
    ...plusCounts(totals, counts),
    version: totals.version + 1,
    pending: [...kept, ...fresh.map((event) => event.name)],
  };
}
