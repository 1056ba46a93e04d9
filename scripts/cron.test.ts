import { describe, expect, test } from 'vitest';
import { cronMatches } from './cron.ts';

const at = (iso: string) => new Date(iso);

describe('cronMatches', () => {
  test('every five minutes, as the re-drive runs', () => {
    expect(cronMatches('*/5 * * * *', at('2026-03-01T10:05:00Z'))).toBe(true);
    expect(cronMatches('*/5 * * * *', at('2026-03-01T10:00:00Z'))).toBe(true);
    expect(cronMatches('*/5 * * * *', at('2026-03-01T10:07:00Z'))).toBe(false);
  });

  test('numbers, ranges, lists and steps, in UTC', () => {
    expect(cronMatches('30 2 * * *', at('2026-03-01T02:30:00Z'))).toBe(true);
    expect(cronMatches('30 2 * * *', at('2026-03-01T03:30:00Z'))).toBe(false);
    expect(cronMatches('0 9-17/4 * * *', at('2026-03-01T13:00:00Z'))).toBe(true);
    expect(cronMatches('0 9-17/4 * * *', at('2026-03-01T15:00:00Z'))).toBe(false);
    expect(cronMatches('0,15 * * 3,6 *', at('2026-06-01T08:15:00Z'))).toBe(true);
  });

  test('the day fields: Sunday as 0 or 7, and either day field when both are set', () => {
    // 2026-03-01 is a Sunday.
    expect(cronMatches('0 0 * * 7', at('2026-03-01T00:00:00Z'))).toBe(true);
    expect(cronMatches('0 0 * * 1', at('2026-03-01T00:00:00Z'))).toBe(false);
    expect(cronMatches('0 0 15 * 0', at('2026-03-01T00:00:00Z'))).toBe(true);
  });

  test('the shorthands; an expression it cannot read never runs', () => {
    expect(cronMatches('@hourly', at('2026-03-01T04:00:00Z'))).toBe(true);
    expect(cronMatches('@daily', at('2026-03-01T04:00:00Z'))).toBe(false);
    expect(cronMatches('every 5 minutes', at('2026-03-01T04:00:00Z'))).toBe(false);
    expect(cronMatches('61 * * * *', at('2026-03-01T04:01:00Z'))).toBe(false);
  });
});
