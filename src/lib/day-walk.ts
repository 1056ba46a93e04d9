/**
 * Deletes the past days of a family keyed by UTC day (`<prefix><day>/…`), listing one day at a
 * time behind a cursor (`walk-cursor/<walk>` in the same store: the next day to delete), within the
 * budget: a run lists only days already over, never the family (docs/retention.md).
 */
import type { Store } from '@netlify/blobs';
import { utcDay } from './day-counts.ts';
import { BudgetSpent, type SweepBudget } from './sweep-budget.ts';

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;
/** How far back a walk with no cursor yet starts: the family is newer than that. */
const FIRST_RUN_DAYS = 7;

export interface DayWalk {
  /** Days deleted in this run. */
  days: number;
  /** How far the oldest day left to delete is behind the last day due, in hours (0: none left). */
  hoursBehind: number;
}

const nextDay = (day: string): string => utcDay(Date.parse(day) + DAY_MS);

/**
 * Deletes every key of the days up to `lastDay` under `prefix` of `store`; a day is done once a
 * listing of it finds nothing left to delete, so a run cut off goes on where it stopped.
 */
export async function deletePastDays(
  store: Store,
  walk: string,
  prefix: string,
  lastDay: string,
  budget: SweepBudget,
): Promise<DayWalk> {
  const cursorKey = `walk-cursor/${walk}`;
  let day: string | null = null;
  let days = 0;
  try {
    budget.take();
    const cursor = (await store.get(cursorKey, { type: 'json' })) as { day?: unknown } | null;
    day =
      typeof cursor?.day === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(cursor.day)
        ? cursor.day
        : utcDay(Date.parse(lastDay) - FIRST_RUN_DAYS * DAY_MS);
    while (day <= lastDay) {
      budget.take();
      for await (const page of store.list({ prefix: `${prefix}${day}/`, paginate: true })) {
        for (const { key } of page.blobs) {
          budget.take();
          await store.delete(key);
        }
        budget.take();
      }
      day = nextDay(day);
      days++;
      budget.take();
      await store.setJSON(cursorKey, { day });
    }
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
  }
  const left = day !== null && day <= lastDay;
  return {
    days,
    hoursBehind: left ? Math.floor((Date.parse(lastDay) - Date.parse(day!)) / HOUR_MS) : 0,
  };
}
