/**
 * Sign-in failures and account-mail counts are one record per count and UTC day, so a count seen
 * once would stay for ever: the hourly sweep deletes each day no window reaches any more, listing
 * that day alone, and the one-key-per-event keys left from before the day records. Real local
 * Blobs; the sweep as Netlify calls it.
 */
import { expect, test } from 'vitest';
import sweepExpired from '../../netlify/functions/sweep-expired.mts';
import {
  sweepExpiredMailCounts,
  takeAccountMailAllowance,
} from '../../src/features/auth/account-mail-cap.server.ts';
import {
  claimUntrustedAttempt,
  FREE_ATTEMPTS,
  sweepExpiredFailures,
  untrustedWait,
} from '../../src/features/auth/sessions/throttle.server.ts';
import { STEP_ALLOWANCE } from '../../src/features/retention/sweeps.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { sweepBudget } from '../../src/lib/sweep-budget.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { ORIGIN } from '../support/call.ts';
import { functionContext } from '../support/netlify-context.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;
useLocalBlobs();

const keysUnder = async (store: 'users' | 'tokens', prefix: string) =>
  (await openStore(store).list({ prefix })).blobs.map(({ key }) => key).sort();

const runSweep = () =>
  sweepExpired(
    new Request(`${ORIGIN}/.netlify/functions/sweep-expired`, {
      method: 'POST',
      body: JSON.stringify({ next_run: new Date().toISOString() }),
    }),
    functionContext(),
  );

/** A key as failures and mails were counted before the day records: `<time>-<16 hex>`. */
const oldEventKey = (prefix: string, at: number) =>
  `${prefix}${String(at).padStart(15, '0')}-${'0123456789abcdef'}`;

test('the hourly sweep deletes the days no window counts any more and the keys from before the day records, and keeps what still counts', async () => {
  const now = Date.now();
  // Failures on one account in the last seconds (it is throttled), a failure 20 hours ago (its day
  // is still counted) and a mail a minute ago: these still count.
  for (let i = 0; i < FREE_ATTEMPTS; i++)
    await claimUntrustedAttempt('guessed@example.com', '203.0.113.50', now - 5_000 + i * 1000);
  await claimUntrustedAttempt('yesterday@example.com', '203.0.113.51', now - 20 * HOUR);
  await takeAccountMailAllowance('asked-now@example.com', 'account', now - 60_000);
  const stillCounting = {
    failures: await keysUnder('users', 'throttle/'),
    mails: await keysUnder('tokens', 'mail-cap/'),
  };
  expect(stillCounting.mails).toHaveLength(1);
  // A spray three days ago from an IP never seen again, and a mail two days ago to an address
  // never asked for again.
  for (let i = 0; i < 3; i++)
    await claimUntrustedAttempt(`sprayed-${i}@example.com`, '198.51.100.9', now - 3 * DAY);
  await takeAccountMailAllowance('asked-once@example.com', 'password-reset', now - 2 * DAY);
  // Keys from before the day records, however recent: nothing counts them any more.
  const users = openStore('users');
  for (const kind of ['account', 'ip', 'device'])
    await users.set(oldEventKey(`throttle/${kind}-${'ab'.repeat(32)}/`, now - 1000), '1');
  await openStore('tokens').set(oldEventKey(`mail-cap/account/${'cd'.repeat(32)}/`, now), '1');
  // Not an event key (a record from before per-event keys): not the sweep's to delete.
  await users.set('throttle/legacy-record', '{}');
  expect(await keysUnder('users', 'throttle/')).toHaveLength(stillCounting.failures.length + 8);
  expect(await keysUnder('tokens', 'mail-cap/')).toHaveLength(3);

  await runSweep();

  expect(await keysUnder('users', 'throttle/')).toEqual(
    [...stillCounting.failures, 'throttle/legacy-record'].sort(),
  );
  // At the test's own time: the lock runs 15 s from the last failure, and the test may take longer.
  expect(await untrustedWait('guessed@example.com', '203.0.113.50', now)).toBeGreaterThan(0);
  expect(await keysUnder('tokens', 'mail-cap/')).toEqual(stillCounting.mails);

  // With nothing due, the two steps list nothing, however many counts today holds.
  for (let i = 0; i < 20; i++) await claimUntrustedAttempt(`today-${i}@example.com`, undefined);
  const { calls } = await countBlobsCalls(async () => {
    await sweepExpiredFailures(sweepBudget(STEP_ALLOWANCE));
    await sweepExpiredMailCounts(sweepBudget(STEP_ALLOWANCE));
  });
  expect(calls).toMatchObject({ listPages: 0, writes: 0, deletes: 0 });
});
