/**
 * One page of a newest-first list kept as an exact-key index in day folders
 * (`<day>/<time>-<id>`, list-position.ts): the days are read newest first, and only as many records
 * as the page needs. `readAt` checks each entry against its record (null: skipped).
 */
import {
  dayOf,
  isAfter,
  newestFirst,
  positionInEntryName,
  type ListPosition,
} from './list-position.ts';

export interface DayIndex {
  listDays(): Promise<string[]>;
  listEntries(day: string): Promise<string[]>;
}

export interface PageBounds {
  /** The position of the previous page's last row; null for the first page. */
  after: ListPosition | null;
  limit: number;
  /** Days (`YYYY-MM-DD`, UTC), both included; null for no bound. */
  from: string | null;
  to: string | null;
}

export interface Page<T> {
  items: T[];
  /** True when at least one more record follows the last one. */
  more: boolean;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const isWithin = (day: string, { from, to }: Pick<PageBounds, 'from' | 'to'>): boolean =>
  (from === null || day >= from) && (to === null || day <= to);

/** The entry names that are positions, sorted newest first. */
export function positionsIn(names: readonly string[]): ListPosition[] {
  return names
    .map(positionInEntryName)
    .filter((position): position is ListPosition => position !== null)
    .sort(newestFirst);
}

/** One page cut from records already found, newest first. */
export function pageFromFound<T>(
  records: readonly T[],
  positionOfRecord: (record: T) => ListPosition,
  bounds: Pick<PageBounds, 'after' | 'limit'>,
): Page<T> {
  const listed = records
    .filter((record) => isAfter(positionOfRecord(record), bounds.after))
    .sort((a, b) => newestFirst(positionOfRecord(a), positionOfRecord(b)));
  return { items: listed.slice(0, bounds.limit), more: listed.length > bounds.limit };
}

export async function newestFirstPage<T>(
  index: DayIndex,
  bounds: PageBounds,
  readAt: (position: ListPosition) => Promise<T | null>,
): Promise<Page<T>> {
  const lastDay = bounds.after ? dayOf(bounds.after) : null;
  const days = (await index.listDays())
    .filter((day) => DAY.test(day) && isWithin(day, bounds) && (lastDay === null || day <= lastDay))
    .sort()
    .reverse();
  const found: T[] = [];
  for (const day of days) {
    const positions = positionsIn(await index.listEntries(day)).filter(
      (position) => dayOf(position) === day && isAfter(position, bounds.after),
    );
    while (positions.length > 0) {
      const batch = positions.splice(0, bounds.limit + 1 - found.length);
      const records = await Promise.all(batch.map(readAt));
      found.push(...records.filter((record): record is Awaited<T> => record !== null));
      if (found.length > bounds.limit) return { items: found.slice(0, bounds.limit), more: true };
    }
  }
  return { items: found, more: false };
}
