/**
 * Sign-in must not tell, by its time, whether an e-mail has an account
 * (docs/decisions/0007-same-answer-same-time.md). Looking up an unknown e-mail makes the same Blobs
 * reads as a known one (the password check already costs the same: unknown e-mails are checked
 * against a decoy hash).
 */
import { getStore } from '@netlify/blobs';
import { expect, test, vi } from 'vitest';
import { findUserByEmail } from '../../src/features/auth/users.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs();
useCustomers({ known: 'known@example.com' });

/** Counts the reads the real Blobs client makes while `work` runs. */
async function readsDuring(work: () => Promise<unknown>): Promise<number> {
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-users' })) as {
    get: (...args: unknown[]) => Promise<unknown>;
  };
  const spy = vi.spyOn(prototype, 'get');
  try {
    await work();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

test('looking up an unknown e-mail makes as many Blobs reads as a known one', async () => {
  const known = await readsDuring(() => findUserByEmail('known@example.com'));
  const unknown = await readsDuring(() => findUserByEmail('nobody-here@example.com'));
  expect(await findUserByEmail('nobody-here@example.com')).toBeNull();
  expect(unknown).toBe(known);
  recordAttack({
    item: 5,
    attack: 'tell a known e-mail from an unknown one by the reads sign-in makes',
    tries: 2,
    outcome: 'no effect',
  });
});
