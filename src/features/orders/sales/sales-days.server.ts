/**
 * The sales counters of a run of days, for the owners' Sales figures: one read per day, and the
 * events not folded yet (one listing of `event/`, its size the fold's backlog, not the history),
 * so the figures are exact between two folds
 * (docs/decisions/0036-sales-counted-off-the-request-path.md).
 */
import { mapBounded } from '../../../lib/map-bounded.ts';
import { emptySalesDay, type SalesDay } from './sales-day.ts';
import { addSalesDays, splitEventName, type CountedMark } from './sales-event.ts';
import { countedEvents, salesDays, salesEvents } from './sales-store.server.ts';

const READS_AT_ONCE = 32;

/** Each day's counters, in the order given; a day with no sale yet (or a damaged record) is zero. */
export async function readSalesDays(days: readonly string[]): Promise<SalesDay[]> {
  const shown = new Set(days);
  const names = (await salesEvents.listNames()).filter((name) =>
    shown.has(splitEventName(name).day),
  );
  // The events before the records: one the fold removes after this read is in the record read.
  const read = await mapBounded(names, READS_AT_ONCE, (name) => salesEvents.readIfValid(name));
  const events = new Map(names.map((name, i) => [name, read[i]]));
  const records = await mapBounded(days, READS_AT_ONCE, async (day) => {
    return (await salesDays.readIfValid(day)) ?? emptySalesDay(day);
  });
  const byDay = new Map(records.map((record) => [record.day, record]));
  const outside = names.filter((name) => {
    const { day, key } = splitEventName(name);
    return events.get(name) && !byDay.get(day)!.pending.includes(key);
  });
  // The markers after the records: a marker of a version the record has is in it.
  const marks = await mapBounded(outside, READS_AT_ONCE, (name) => countedEvents.readIfValid(name));
  outside.forEach((name, i) => {
    const { day } = splitEventName(name);
    const record = byDay.get(day)!;
    if (inRecord(marks[i]!, record)) return;
    byDay.set(day, addSalesDays(record, events.get(name)!.adds));
  });
  return days.map((day) => byDay.get(day)!);
}

/** Whether the event a marker marks is in `record`'s counts. */
function inRecord(mark: CountedMark | null, record: SalesDay): boolean {
  if (mark === null) return false;
  // A marker of the inline count is of an event in the record from before the fold.
  return mark.day === undefined || mark.day <= (record.version ?? 0);
}

export type { SalesDay, PlanSales, Money } from './sales-day.ts';
