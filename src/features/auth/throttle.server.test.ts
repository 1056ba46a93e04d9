import { describe, expect, test } from 'vitest';
import { delayAfter, networkOf } from './throttle.server.ts';

describe('sign-in throttling', () => {
  test('5 free failures, then waits that double from 15 s up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 30].map(delayAfter)).toEqual([0, 0, 15_000, 30_000, 60_000, 15 * 60_000]);
  });

  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::198.51.100.7', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
  ])('%s counts for %s', (ip, network) => {
    expect(networkOf(ip)).toBe(network);
  });
});
