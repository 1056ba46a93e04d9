import { describe, expect, test } from 'vitest';
import { atomicConditionalWrites } from '../../../../tests/support/atomic-blobs.ts';
import { afterReads, forEachInterleaving } from '../../../../tests/support/faults-blobs.ts';
import { useLocalBlobs } from '../../../../tests/support/use-local-blobs.ts';
import { openStore } from '../../../lib/blobs.ts';
import { sha256Hex } from '../../../lib/hash.ts';
import {
  claimDeviceTrust,
  claimUntrustedAttempt,
  delayAfter,
  FREE_ATTEMPTS,
  untrustedWait,
  withdrawAttempt,
} from './throttle.server.ts';
import { networkOf } from './ip-network.server.ts';

useLocalBlobs();

/** Noon UTC: the records of one day only, unless a test says otherwise. */
const NOON = Date.UTC(2026, 10, 20, 12);
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
  /** `times` failed attempts one after another, a second apart: each was free. */
  async function failures(email: string, ip: string | undefined, start: number, times = 4) {
    for (let i = 0; i < times; i++) {
      const { waitMs, attempt } = await claimUntrustedAttempt(email, ip, start + i * 1000);
      expect([waitMs, attempt === null]).toEqual([0, false]);
    }
  }
  const endsWithCount = (kind: string, value: string) => (key: string) =>
    key.endsWith(`/${kind}-${sha256Hex(value)}`);

  test('one after another: 5 free attempts, the 6th waits 15 s unrecorded, a withdrawn success does not count', async () => {
    const email = 'sequence@example.com';
    const { attempt: success } = await claimUntrustedAttempt(email, undefined, NOON - 10_000);
    await withdrawAttempt(success!);
    await failures(email, undefined, NOON - 9000, FREE_ATTEMPTS);
    expect(await untrustedWait(email, undefined, NOON - 4000)).toBe(14_000);
    const before = await throttleKeys();
    expect(await claimUntrustedAttempt(email, undefined, NOON)).toEqual({
      waitMs: 10_000,
      attempt: null,
    });
    expect(await throttleKeys()).toEqual(before);
  });

  test('an attempt held between its read and its write while another is recorded: not both take the last free check, at every step', async () => {
    let accounts = 0;
    const tries = await forEachInterleaving({
      setup: async () => {
        const email = `interleaved-${++accounts}@example.com`;
        await failures(email, undefined, NOON - 10_000);
        return { email };
      },
      matches: ({ email }, key) => endsWithCount('account', email)(key),
      holdAfterReads: 'getWithMetadata',
      // A is the earlier attempt whose write lands late: a rank by time would let both through.
      runA: ({ email }) => claimUntrustedAttempt(email, undefined, NOON),
      runB: ({ email }) => claimUntrustedAttempt(email, undefined, NOON + 1),
      check: async ({ fixture, a, b, step }) => {
        expect(
          [a.waitMs, b.waitMs].filter((wait) => wait === 0),
          `step ${step}`,
        ).toHaveLength(1);
        // Every recorded attempt counts: B, recorded, makes 6 failures (30 s from NOON + 1); B
        // turned away at its read (after A's write) is not recorded (15 s from A's NOON).
        expect(a.attempt).not.toBeNull();
        expect(await untrustedWait(fixture.email, undefined, NOON + 2)).toBe(
          b.attempt ? 30_000 - 1 : 15_000 - 2,
        );
      },
    });
    expect(tries).toBeGreaterThanOrEqual(2);
  });

  test('per IP: of two interleaved attempts at the 20th failure, not both pass, at every step', async () => {
    let ips = 0;
    const tries = await forEachInterleaving({
      setup: async () => {
        const ip = `198.51.100.${++ips}`;
        for (let i = 0; i < 19; i++)
          await claimUntrustedAttempt(`ip-spray-${ips}-${i}@example.com`, ip, NOON - 60_000 + i);
        return { ip };
      },
      matches: ({ ip }, key) => endsWithCount('ip', networkOf(ip))(key),
      holdAfterReads: 'getWithMetadata',
      runA: ({ ip }) => claimUntrustedAttempt(`ip-spray-a-${ip}@example.com`, ip, NOON),
      runB: ({ ip }) => claimUntrustedAttempt(`ip-spray-b-${ip}@example.com`, ip, NOON + 1),
      check: ({ a, b, step }) => {
        expect(
          [a.waitMs, b.waitMs].filter((wait) => wait === 0),
          `step ${step}`,
        ).toHaveLength(1);
      },
    });
    expect(tries).toBeGreaterThanOrEqual(2);
  });

  test("per device cookie: of two interleaved attempts at the cookie's 5th failure, not both stay trusted, at every step", async () => {
    let devices = 0;
    const tries = await forEachInterleaving({
      setup: async () => {
        const nonce = `interleaved-device-${++devices}`;
        for (let i = 0; i < 4; i++)
          expect(await claimDeviceTrust(nonce, NOON - 10_000 + i)).toBe(true);
        return { nonce };
      },
      matches: ({ nonce }, key) => endsWithCount('device', nonce)(key),
      holdAfterReads: 'getWithMetadata',
      runA: ({ nonce }) => claimDeviceTrust(nonce, NOON),
      runB: ({ nonce }) => claimDeviceTrust(nonce, NOON + 1),
      check: ({ a, b, step }) => {
        expect([a, b].filter(Boolean), `step ${step}`).toHaveLength(1);
      },
    });
    expect(tries).toBeGreaterThanOrEqual(2);
  });

  test('a burst across midnight UTC lines up on one record: not both take the last free check, at every step', async () => {
    const midnight = Date.UTC(2026, 10, 21);
    let accounts = 0;
    const tries = await forEachInterleaving({
      setup: async () => {
        const email = `midnight-${++accounts}@example.com`;
        await failures(email, undefined, midnight - 10_000);
        return { email };
      },
      matches: ({ email }, key) => endsWithCount('account', email)(key),
      holdAfterReads: 'getWithMetadata',
      runA: ({ email }) => claimUntrustedAttempt(email, undefined, midnight - 10),
      runB: ({ email }) => claimUntrustedAttempt(email, undefined, midnight + 10),
      check: ({ a, b, step }) => {
        expect(
          [a.waitMs, b.waitMs].filter((wait) => wait === 0),
          `step ${step}`,
        ).toHaveLength(1);
      },
    });
    expect(tries).toBeGreaterThanOrEqual(2);
  });

  test('an attempt whose write keeps losing is answered with the longest wait after 64 tries', async () => {
    const email = 'always-loses@example.com';
    const key = `throttle/2026-11-20/account-${sha256Hex(email)}`;
    const users = openStore('users');
    // After each of its reads another writer changes the record: created, deleted, created… so
    // each write back at the version read fails, whatever the local etags' clock.
    let present = false;
    let reads = 0;
    const rival = afterReads(async (_store, read) => {
      if (read !== key) return;
      reads += 1;
      present = !present;
      if (present) await users.setJSON(key, { entries: [{ at: NOON - 1, id: `rival-${reads}` }] });
      else await users.delete(key);
    }, 'getWithMetadata');
    const claim = await claimUntrustedAttempt(email, undefined, NOON).finally(rival.restore);
    expect(claim.waitMs).toBe(15 * 60_000);
    expect(claim.attempt).not.toBeNull();
    // The pre-check's read, then a read after each of 63 lost writes.
    expect(reads).toBe(64);
  });

  test('30 attempts that all read before any writes: every one is counted, and at most 5 pass', async () => {
    const email = 'gathered-burst@example.com';
    const isCount = endsWithCount('account', email);
    // Each attempt's first read is held until all 30 have read: the worst case for a count.
    const held: (() => void)[] = [];
    const gathered = afterReads(async (_store, key) => {
      if (!isCount(key) || held.length >= 30) return;
      await new Promise<void>((release) => {
        held.push(release);
        if (held.length === 30) for (const go of held) go();
      });
    }, 'getWithMetadata');
    const atomic = atomicConditionalWrites();
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => claimUntrustedAttempt(email, undefined, NOON + i)),
    ).finally(() => {
      gathered.restore();
      atomic.restore();
    });
    expect(burst.filter(({ waitMs }) => waitMs === 0).length).toBeLessThanOrEqual(FREE_ATTEMPTS);
    expect(burst.every(({ attempt }) => attempt !== null)).toBe(true);
    // 30 counted failures: the longest wait, from the newest.
    expect(await untrustedWait(email, undefined, NOON + 30)).toBe(15 * 60_000 - 1);
  });
});
