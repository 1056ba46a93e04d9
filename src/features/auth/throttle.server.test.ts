import { describe, expect, test } from 'vitest';
import { useLocalBlobs } from '../../../tests/support/use-local-blobs.ts';
import { openStore } from '../../lib/blobs.ts';
import {
  delayAfter,
  deviceAttemptTrusted,
  FREE_ATTEMPTS,
  networkOf,
  startDeviceAttempt,
  startUntrustedAttempt,
  untrustedAttemptWait,
  untrustedWait,
  withdrawAttempt,
} from './throttle.server.ts';

useLocalBlobs();

const throttleKeys = async () =>
  (await openStore('users').list({ prefix: 'throttle/' })).blobs.map(({ key }) => key).sort();

describe('sign-in throttling', () => {
  test('5 free failures, then waits that double from 15 s up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 30].map(delayAfter)).toEqual([
      0,
      0,
      15_000,
      30_000,
      60_000,
      15 * 60_000,
    ]);
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

describe('attempts recorded before the password is checked', () => {
  /** Four failed attempts one after another, a second apart: each was free. */
  async function fourFailures(email: string, ip: string | undefined, start: number): Promise<void> {
    for (let i = 0; i < FREE_ATTEMPTS - 1; i++) {
      const attempt = await startUntrustedAttempt(email, ip, start + i * 1000);
      expect(await untrustedAttemptWait(email, ip, attempt, start + i * 1000)).toBe(0);
    }
  }

  test('one after another: 5 free attempts, the 6th waits 15 s, a withdrawn success does not count', async () => {
    const email = 'sequence@example.com';
    const now = Date.now();
    const success = await startUntrustedAttempt(email, undefined, now - 10_000);
    await withdrawAttempt(success);
    await fourFailures(email, undefined, now - 9000);
    const fifth = await startUntrustedAttempt(email, undefined, now - 1000);
    expect(await untrustedAttemptWait(email, undefined, fifth, now - 1000)).toBe(0);
    expect(await untrustedWait(email, undefined, now)).toBe(14_000);
    const sixth = await startUntrustedAttempt(email, undefined, now);
    expect(await untrustedAttemptWait(email, undefined, sixth, now)).toBe(14_000);
  });

  test("an attempt that writes and lists between another attempt's write and list: not both take the last free check", async () => {
    const email = 'interleaved@example.com';
    const now = Date.now();
    await fourFailures(email, undefined, now - 10_000);
    // A writes; B writes and lists; A lists. Each sees the other's key besides the 4 failures.
    const a = await startUntrustedAttempt(email, undefined, now);
    const b = await startUntrustedAttempt(email, undefined, now + 1);
    const bWait = await untrustedAttemptWait(email, undefined, b, now + 2);
    const aWait = await untrustedAttemptWait(email, undefined, a, now + 3);
    expect([aWait, bWait].filter((wait) => wait === 0).length).toBeLessThanOrEqual(1);
    expect([aWait, bWait]).toEqual([15_000 - 2, 15_000 - 2]);
  });

  test('an attempt whose write lands late, with an earlier time than an attempt that already listed, is still held back', async () => {
    // Ranking by the time in the key would let both through: the late attempt's key sorts first,
    // and the attempt that listed before it landed never saw it.
    const email = 'late-write@example.com';
    const now = Date.now();
    await fourFailures(email, undefined, now - 10_000);
    const fast = await startUntrustedAttempt(email, undefined, now + 50);
    const fastWait = await untrustedAttemptWait(email, undefined, fast, now + 51);
    const late = await startUntrustedAttempt(email, undefined, now);
    const lateWait = await untrustedAttemptWait(email, undefined, late, now + 52);
    expect(fastWait).toBe(0);
    expect(lateWait).toBeGreaterThan(0);
  });

  test('per IP: of two interleaved attempts at the 20th failure, not both pass', async () => {
    const ip = '198.51.100.240';
    const now = Date.now();
    for (let i = 0; i < 19; i++)
      await startUntrustedAttempt(`ip-spray-${i}@example.com`, ip, now - 60_000 + i);
    const a = await startUntrustedAttempt('ip-spray-a@example.com', ip, now);
    const b = await startUntrustedAttempt('ip-spray-b@example.com', ip, now + 1);
    const waits = [
      await untrustedAttemptWait('ip-spray-b@example.com', ip, b, now + 2),
      await untrustedAttemptWait('ip-spray-a@example.com', ip, a, now + 3),
    ];
    expect(waits.filter((wait) => wait === 0).length).toBeLessThanOrEqual(1);
  });

  test("per device cookie: of two interleaved attempts at the cookie's 5th failure, not both stay trusted", async () => {
    const nonce = 'interleaved-device-nonce';
    const now = Date.now();
    for (let i = 0; i < 4; i++) await startDeviceAttempt(nonce, now - 10_000 + i);
    const a = await startDeviceAttempt(nonce, now);
    const b = await startDeviceAttempt(nonce, now + 1);
    const trusted = [
      await deviceAttemptTrusted(nonce, b, now + 2),
      await deviceAttemptTrusted(nonce, a, now + 3),
    ];
    expect(trusted.filter(Boolean).length).toBeLessThanOrEqual(1);
  });

  test('the pre-check writes nothing', async () => {
    const email = 'pre-check@example.com';
    const now = Date.now();
    await fourFailures(email, '192.0.2.240', now - 10_000);
    await startUntrustedAttempt(email, '192.0.2.240', now - 5000);
    const before = await throttleKeys();
    expect(await untrustedWait(email, '192.0.2.240', now)).toBeGreaterThan(0);
    expect(await throttleKeys()).toEqual(before);
  });
});
