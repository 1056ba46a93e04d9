import { expect, test } from 'vitest';
import { forEachInterleaving } from '../../../tests/support/faults-blobs.ts';
import { useLocalBlobs } from '../../../tests/support/use-local-blobs.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { ACCOUNT_MAILS_PER_HOUR, takeAccountMailAllowance } from './account-mail-cap.server.ts';

useLocalBlobs();

const NOON = Date.UTC(2026, 10, 20, 12);

test('the hour slides: a mail is allowed again once the oldest counted one is an hour old', async () => {
  const email = 'sliding@example.com';
  for (let i = 0; i < ACCOUNT_MAILS_PER_HOUR; i++)
    expect(await takeAccountMailAllowance(email, 'account', NOON + i * 60_000)).toBe(true);
  expect(await takeAccountMailAllowance(email, 'account', NOON + 59 * 60_000)).toBe(false);
  // Reset links have an allowance of their own.
  expect(await takeAccountMailAllowance(email, 'password-reset', NOON + 59 * 60_000)).toBe(true);
  expect(await takeAccountMailAllowance(email, 'account', NOON + 60 * 60_000)).toBe(true);
});

test('an hour across midnight UTC counts the mails of the day before', async () => {
  const email = 'midnight-mails@example.com';
  const midnight = Date.UTC(2026, 10, 21);
  for (let i = 0; i < ACCOUNT_MAILS_PER_HOUR; i++)
    expect(await takeAccountMailAllowance(email, 'account', midnight - 30 * 60_000 + i)).toBe(true);
  expect(await takeAccountMailAllowance(email, 'account', midnight + 10 * 60_000)).toBe(false);
});

test('of two mails taken at once for the last place, one is sent, at every step', async () => {
  let addresses = 0;
  const tries = await forEachInterleaving({
    setup: async () => {
      const email = `last-place-${++addresses}@example.com`;
      for (let i = 0; i < ACCOUNT_MAILS_PER_HOUR - 1; i++)
        await takeAccountMailAllowance(email, 'account', NOON - 60_000 + i);
      return { email };
    },
    matches: ({ email }, key) => key.endsWith(`/account-${sha256Hex(email)}`),
    holdAfterReads: 'getWithMetadata',
    runA: ({ email }) => takeAccountMailAllowance(email, 'account', NOON),
    runB: ({ email }) => takeAccountMailAllowance(email, 'account', NOON + 1),
    check: async ({ fixture, a, b, step }) => {
      expect([a, b].filter(Boolean), `step ${step}`).toHaveLength(1);
      expect(await takeAccountMailAllowance(fixture.email, 'account', NOON + 2)).toBe(false);
    },
  });
  expect(tries).toBeGreaterThanOrEqual(2);
});
