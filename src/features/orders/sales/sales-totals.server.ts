/**
 * The shop's all-time counts: `totals/shop`, written by the fold alone, plus the events not folded
 * yet, so the console's first screen reads two things whatever the history. Day records counted
 * before the fold are added once (docs/decisions/0036-sales-counted-off-the-request-path.md).
 */
import { mapBounded } from '../../../lib/map-bounded.ts';
import type { ShopCounts } from './sales-day.ts';
import {
  countsOfDay,
  countsOfEventKey,
  noCounts,
  plusCounts,
  splitEventName,
} from './sales-event.ts';
import { newShopTotals } from './sales-fold-writes.ts';
import {
  countedEvents,
  salesDays,
  salesEvents,
  SHOP_TOTALS,
  shopTotals,
} from './sales-store.server.ts';

const AT_ONCE = 16;
/** Day records one backfill run adds up. */
const BACKFILL_DAYS = 200;

/** The shop's totals, exact: the folded record and the order events waiting for the fold. */
export async function readShopTotals(): Promise<ShopCounts> {
  const waiting = (await salesEvents.listNames()).filter((name) =>
    countsOfEventKey(splitEventName(name).key),
  );
  const totals = (await shopTotals.readIfValid(SHOP_TOTALS)) ?? newShopTotals();
  const outside = waiting.filter((name) => !totals.pending.includes(name));
  // Read after the totals: a marker of a version the totals have is in them.
  const marks = await mapBounded(outside, AT_ONCE, (name) => countedEvents.readIfValid(name));
  let counts: ShopCounts = {
    orders: totals.orders,
    delivered: totals.delivered,
    failed: totals.failed,
    refunded: totals.refunded,
  };
  outside.forEach((name, i) => {
    const mark = marks[i];
    if (mark && (mark.totals === undefined || mark.totals <= totals.version)) return;
    counts = plusCounts(counts, countsOfEventKey(splitEventName(name).key)!);
  });
  return counts;
}

/**
 * Adds to the totals the next `BACKFILL_DAYS` days' counts made before the fold (a record's
 * `legacy`, or all of a record the fold never wrote), with the last day added in the same write,
 * so a run stopped anywhere adds each day once. Lists the day records (a page per 1,000 days).
 */
export async function backfillShopTotals({
  outOfTime,
  days = BACKFILL_DAYS,
}: {
  outOfTime: () => boolean;
  days?: number;
}): Promise<{ added: number; done: boolean }> {
  const { record, etag } = await shopTotals.readVersioned(SHOP_TOTALS);
  const totals = record ?? newShopTotals();
  if (totals.backfill.done || outOfTime()) return { added: 0, done: totals.backfill.done };
  const after = totals.backfill.after;
  const next = (await salesDays.listNames()).filter((day) => after === null || day > after).sort();
  const batch = next.slice(0, days);
  const read = await mapBounded(batch, AT_ONCE, (day) => salesDays.readIfValid(day));
  const sum = read.reduce((total, day) => {
    if (day === null) return total;
    return plusCounts(
      total,
      day.legacy ?? (day.version === undefined ? countsOfDay(day) : noCounts()),
    );
  }, noCounts());
  const done = next.length <= days;
  const written = await shopTotals.writeIfUnchanged(
    SHOP_TOTALS,
    {
      ...totals,
      ...plusCounts(totals, sum),
      backfill: { after: batch.at(-1) ?? after, done },
    },
    etag,
  );
  return written ? { added: batch.length, done } : { added: 0, done: false };
}
