/**
 * Removes the `counted/` markers of days past MARKERS_KEPT_DAYS, oldest first, a bounded number a
 * run: such a day's orders are no longer recorded again (COUNTED_FOR_DAYS), so no replay needs them
 * (docs/decisions/0036-sales-counted-off-the-request-path.md).
 */
import { mapBounded } from '../../../lib/map-bounded.ts';
import { firstKeptMarkerDay } from './sales-event.ts';
import { countedEvents } from './sales-store.server.ts';

const PER_RUN = 500;
const AT_ONCE = 16;

/** One run: lists the day folders (one per day kept, about 400), then one old day's markers. */
export async function sweepOldMarkers({
  now,
  outOfTime,
  limit = PER_RUN,
}: {
  now: number;
  outOfTime: () => boolean;
  limit?: number;
}): Promise<{ removed: number; oldDaysLeft: number }> {
  const firstKept = firstKeptMarkerDay(now);
  const old = (await countedEvents.listFolders()).filter((day) => day < firstKept).sort();
  if (old.length === 0 || outOfTime()) return { removed: 0, oldDaysLeft: old.length };
  const names = (await countedEvents.listNames(`${old[0]}/`)).slice(0, limit);
  await mapBounded(names, AT_ONCE, (name) => countedEvents.remove(`${old[0]}/${name}`));
  return { removed: names.length, oldDaysLeft: old.length - (names.length < limit ? 1 : 0) };
}
