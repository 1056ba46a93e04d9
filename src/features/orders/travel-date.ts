/**
 * 'When do you travel?': the optional first day of the trip a shopper gives at checkout, so the
 * install reminder can come the day before. A calendar date without a time zone: the shopper's own
 * day. Pure and zod-free: the island imports it.
 */
const DAY_MS = 86_400_000;
/** How far ahead a trip may be: an eSIM bought a year early is still a trip. */
export const TRAVEL_DATE_MAX_DAYS = 366;

/** `YYYY-MM-DD` of a UTC time. */
export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Midnight UTC of a `YYYY-MM-DD` day, or NaN when it is no calendar day. */
export function dayStart(day: string): number {
  const at = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(at) || isoDay(at) !== day ? NaN : at;
}

/**
 * The days a date input offers from the shopper's today (`min`, `max`): a day's slack each side
 * on the server, whose UTC day may be the shopper's yesterday or tomorrow.
 */
export function travelDateRange(now: number, slackDays = 0) {
  return {
    min: isoDay(now - slackDays * DAY_MS),
    max: isoDay(now + (TRAVEL_DATE_MAX_DAYS + slackDays) * DAY_MS),
  };
}

/** A local calendar date as the date input gives it (`YYYY-MM-DD`), on the device's own day. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
