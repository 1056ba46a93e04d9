/**
 * Sign-in failures and account-mail counts are one Blobs key per event, pruned only when counted
 * again, so a key seen once would stay for ever: the hourly sweep deletes every key past the
 * longest window it could count in. Real local Blobs; the sweep as Netlify calls it.
 */
import { expect, test } from 'vitest';
import sweepExpired from '../../netlify/functions/sweep-expired.mts';
import { takeAccountMailAllowance } from '../../src/features/auth/account-mail-cap.server.ts';
import {
  FREE_ATTEMPTS,
  startUntrustedAttempt,
  untrustedWait,
} from '../../src/features/auth/throttle.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { ORIGIN } from '../support/call.ts';
import { functionContext } from '../support/netlify-context.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const HOUR = 60 * 60_000;
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

test('the hourly sweep deletes sign-in failures and mail counts no window counts any more, and keeps the ones that still count', async () => {
  const now = Date.now();
  // Failures on one account in the last seconds (it is throttled) and a mail a minute ago: these
  // still count.
  for (let i = 0; i < FREE_ATTEMPTS; i++)
    await startUntrustedAttempt('guessed@example.com', '203.0.113.50', now - 5_000 + i * 1000);
  await takeAccountMailAllowance('asked-now@example.com', 'account', now - 60_000);
  const stillCounting = {
    failures: await keysUnder('users', 'throttle/'),
    mails: await keysUnder('tokens', 'mail-cap/'),
  };
  expect(stillCounting.failures).toHaveLength(2 * FREE_ATTEMPTS);
  // Yesterday's spray from an IP never seen again, and mails two hours ago to an address never
  // asked for again.
  for (let i = 0; i < 3; i++)
    await startUntrustedAttempt(`sprayed-${i}@example.com`, '198.51.100.9', now - 25 * HOUR);
  await takeAccountMailAllowance('asked-once@example.com', 'password-reset', now - 2 * HOUR);
  // Not an event key (a record from before per-event keys): not the sweep's to delete.
  await openStore('users').set('throttle/legacy-record', '{}');
  expect(await keysUnder('users', 'throttle/')).toHaveLength(2 * FREE_ATTEMPTS + 2 * 3 + 1);
  expect(await keysUnder('tokens', 'mail-cap/')).toHaveLength(2);

  await runSweep();

  expect(await keysUnder('users', 'throttle/')).toEqual(
    [...stillCounting.failures, 'throttle/legacy-record'].sort(),
  );
  // At the test's own time: the lock runs 15 s from the last failure, and the test may take longer.
  expect(await untrustedWait('guessed@example.com', '203.0.113.50', now)).toBeGreaterThan(0);
  expect(await keysUnder('tokens', 'mail-cap/')).toEqual(stillCounting.mails);
});
