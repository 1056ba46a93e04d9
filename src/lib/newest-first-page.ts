/**
 * One page of a newest-first list kept as an exact-key index in day folders: days read newest
 * first, only as many records as the page needs, each checked against its record. A sparse walk
 * stops at a bound and says where to resume, so a page costs the same however long the list.
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
  /** A day's entries; with `listParts`, those of one part of the day. */
  listEntries(day: string, part?: string): Promise<string[]>;
  /**
   * The parts a day's entries are kept in (e.g. its hours), newest sorting last: a page lists only
   * the parts it reaches, so one busy day does not make it cost more. Absent: a day is one listing.
   */
  listParts?(day: string): Promise<string[]>;
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
  /** True when at least one more record may follow the last one. */
  more: boolean;
  /**
   * Where the next page starts (after this position) when `more`: the last row, or the last entry
   * a walk cut short by its bound looked at.
   */
  resumeAfter?: ListPosition;
}

/** Most entries one page checks against their records, and most day folders it lists. */
const WALK_BOUND = { reads: 100, days: 40 };

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
  const items = listed.slice(0, bounds.limit);
  const last = items.at(-1);
  const more = listed.length > bounds.limit;
  return more && last ? { items, more, resumeAfter: positionOfRecord(last) } : { items, more };
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
  const found: { record: T; position: ListPosition }[] = [];
  let reads = 0;
  const pageOf = (more: boolean, resumeAfter?: ListPosition): Page<T> => ({
    items: found.slice(0, bounds.limit).map(({ record }) => record),
    more,
    ...(more ? { resumeAfter } : {}),
  });
  for (const [listed, day] of days.entries()) {
    // Every entry of the days listed so far was looked at: resume before the last one's first.
    if (listed === WALK_BOUND.days) return pageOf(true, startOfDay(days[listed - 1]!));
    const parts = index.listParts ? (await index.listParts(day)).sort().reverse() : [undefined];
    for (const [part, name] of parts.entries()) {
      const positions = positionsIn(await index.listEntries(day, name)).filter(
        (position) => dayOf(position) === day && isAfter(position, bounds.after),
      );
      const lastPart = day === days.at(-1) && part === parts.length - 1;
      while (positions.length > 0) {
        const batch = positions.splice(
          0,
          Math.min(bounds.limit + 1 - found.length, WALK_BOUND.reads - reads),
        );
        const records = await Promise.all(batch.map(readAt));
        reads += batch.length;
        batch.forEach((position, i) => {
          if (records[i] !== null) found.push({ record: records[i] as T, position });
        });
        if (found.length > bounds.limit) return pageOf(true, found[bounds.limit - 1]!.position);
        if (reads === WALK_BOUND.reads && positions.length === 0 && lastPart) return pageOf(false);
        if (reads === WALK_BOUND.reads) return pageOf(true, batch.at(-1)!);
      }
    }
  }
  return pageOf(false);
}

/** A position before every entry of `day` (ids sort after '-'). */
const startOfDay = (day: string): ListPosition => ({
  ms: Date.parse(`${day}T00:00:00.000Z`),
  id: '-',
});
