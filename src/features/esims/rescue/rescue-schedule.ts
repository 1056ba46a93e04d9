/**
 * When the no-data check next looks at a watched eSIM: backing off from delivery, closer around a
 * travel date, once its delay has passed for an eSIM known arrived. Pure, so each rule is tested
 * alone; the rules: docs/decisions/0049-no-data-on-arrival-rescue.md.
 */
import { dayStart } from '../../orders/travel-date.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The first look after delivery, and the backoff after it, without a travel date. */
const FIRST_LOOK_MS = 6 * HOUR_MS;
const EARLY_EVERY_MS = 12 * HOUR_MS;
const EARLY_FOR_MS = 3 * DAY_MS;
/** Around a travel date: from its UTC start minus 12 hours (zones ahead) to 2 days after it. */
const TRIP_EVERY_MS = 2 * HOUR_MS;
const TRIP_LEAD_MS = 12 * HOUR_MS;
const TRIP_AFTER_MS = 2 * DAY_MS;

/** What the schedule needs of a watch entry. */
export interface WatchTimes {
  watchedAt: number;
  /** `YYYY-MM-DD`, the shopper's first day of travel; null or absent when not given. */
  travelDate?: string | null;
}

/** The travel date's polling window, or null without a usable date. */
function tripWindow(travelDate: string | null | undefined): { from: number; to: number } | null {
  const start = travelDate ? dayStart(travelDate) : Number.NaN;
  if (Number.isNaN(start)) return null;
  return { from: start - TRIP_LEAD_MS, to: start + TRIP_AFTER_MS };
}

/** The next location poll of an eSIM not found arrived, looked at (or delivered) at `now`. */
export function nextLocationLookAt(watch: WatchTimes, now: number): number {
  const trip = tripWindow(watch.travelDate);
  if (trip) {
    if (now >= trip.from && now < trip.to) return now + TRIP_EVERY_MS;
    // Before the trip, only the daily look; never past the window's start.
    return now < trip.from ? Math.min(now + DAY_MS, trip.from) : now + DAY_MS;
  }
  const first = watch.watchedAt + FIRST_LOOK_MS;
  if (now < first) return first;
  if (now < watch.watchedAt + EARLY_FOR_MS) return now + EARLY_EVERY_MS;
  return now + DAY_MS;
}

/** The one look an arrived eSIM needs: when its delay without data has passed. */
export function arrivedLookAt(arrivedAt: number, rescueAfterMs: number): number {
  return arrivedAt + rescueAfterMs;
}
