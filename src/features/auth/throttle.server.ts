/**
 * Failed sign-ins per account (DESIGN.md §7): after 5 failures each further attempt waits
 * longer (15 s, 30 s, 1 min … up to 15 min). Never a permanent lock a stranger could trigger,
 * and counted for unknown e-mails too, so the answers do not tell which accounts exist.
 */
import { z } from 'zod';
import { openStore } from '../../lib/blobs.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { normaliseEmail } from './auth.ts';

export const FREE_ATTEMPTS = 5;
const BASE_DELAY_MS = 15_000;
const MAX_DELAY_MS = 15 * 60_000;
/** A quiet day forgets old failures. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

const throttleSchema = z.object({ failures: z.number().int().min(0), lockedUntil: z.number(), lastFailureAt: z.number() });
const key = (email: string) => `throttle/${sha256Hex(normaliseEmail(email))}`;

export function delayAfter(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_ATTEMPTS));
}

/** Milliseconds this account must still wait before another attempt (0 when free). */
export async function signInWait(email: string, now = Date.now()): Promise<number> {
  const raw = await openStore('users').get(key(email), { type: 'json' });
  const state = throttleSchema.safeParse(raw);
  return state.success ? Math.max(0, state.data.lockedUntil - now) : 0;
}

export async function recordSignInFailure(email: string, now = Date.now()): Promise<void> {
  const store = openStore('users');
  const previous = throttleSchema.safeParse(await store.get(key(email), { type: 'json' }));
  const failures = previous.success && now - previous.data.lastFailureAt < FORGET_AFTER_MS ? previous.data.failures + 1 : 1;
  await store.setJSON(key(email), { failures, lockedUntil: now + delayAfter(failures), lastFailureAt: now });
}

export async function clearSignInFailures(email: string): Promise<void> {
  await openStore('users').delete(key(email));
}
