/** The sales counters of a run of days, for the owners' Sales figures: one read per day. */
import { salesDays } from './sales-store.server.ts';
import { emptySalesDay, type SalesDay } from './sales-day.ts';

const READS_AT_ONCE = 32;

/** Each day's counters, in the order given; a day with no sale yet (or a damaged record) is zero. */
export async function readSalesDays(days: readonly string[]): Promise<SalesDay[]> {
  const read: SalesDay[] = [];
  for (let start = 0; start < days.length; start += READS_AT_ONCE) {
    const batch = days.slice(start, start + READS_AT_ONCE);
    const records = await Promise.all(batch.map((day) => salesDays.readIfValid(day)));
    records.forEach((record, i) => read.push(record ?? emptySalesDay(batch[i]!)));
  }
  return read;
}

export type { SalesDay, PlanSales, Money } from './sales-day.ts';
