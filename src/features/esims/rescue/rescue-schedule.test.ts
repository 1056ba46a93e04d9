import { describe, expect, test } from 'vitest';
import { arrivedLookAt, nextLocationLookAt } from './rescue-schedule.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
const delivered = Date.parse('2026-03-01T10:00:00Z');

describe('when the no-data check next looks', () => {
  test('without a travel date: 6 hours after delivery, every 12 hours for 3 days, then daily', () => {
    const watch = { watchedAt: delivered, travelDate: null };
    expect(nextLocationLookAt(watch, delivered)).toBe(delivered + 6 * HOUR);
    expect(nextLocationLookAt(watch, delivered + 6 * HOUR)).toBe(delivered + 18 * HOUR);
    expect(nextLocationLookAt(watch, delivered + 2 * DAY)).toBe(delivered + 2 * DAY + 12 * HOUR);
    expect(nextLocationLookAt(watch, delivered + 3 * DAY)).toBe(delivered + 4 * DAY);
  });

  test('a trip next month: daily until 12 hours before its day, every 2 hours for 2 days', () => {
    const watch = { watchedAt: delivered, travelDate: '2026-04-10' };
    const tripDay = Date.parse('2026-04-10T00:00:00Z');
    expect(nextLocationLookAt(watch, delivered)).toBe(delivered + DAY);
    // The daily look never jumps over the window's start.
    expect(nextLocationLookAt(watch, tripDay - 20 * HOUR)).toBe(tripDay - 12 * HOUR);
    expect(nextLocationLookAt(watch, tripDay - 12 * HOUR)).toBe(tripDay - 10 * HOUR);
    expect(nextLocationLookAt(watch, tripDay + 47 * HOUR)).toBe(tripDay + 49 * HOUR);
    expect(nextLocationLookAt(watch, tripDay + 2 * DAY)).toBe(tripDay + 3 * DAY);
  });

  test('delivered during the trip: every 2 hours from delivery', () => {
    const watch = { watchedAt: delivered, travelDate: '2026-03-01' };
    expect(nextLocationLookAt(watch, delivered)).toBe(delivered + 2 * HOUR);
  });

  test('a date that is no calendar day counts as none', () => {
    const watch = { watchedAt: delivered, travelDate: '2026-02-30' };
    expect(nextLocationLookAt(watch, delivered)).toBe(delivered + 6 * HOUR);
  });

  test('an arrived eSIM: once its delay has passed', () => {
    expect(arrivedLookAt(delivered, 2 * HOUR)).toBe(delivered + 2 * HOUR);
  });
});
