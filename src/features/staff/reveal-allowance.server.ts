/**
 * How many activation codes a staff member may reveal: `reveal-allowance/<userId>` keeps their
 * reveals of the last window, taken only by a write at the version read, so parallel reveals are
 * all counted (docs/decisions/0034-activation-code-reveals.md).
 */
import * as z from 'zod';
import type { Failure } from '../../lib/result.ts';
import { storeFamily } from '../../lib/store-family.ts';

/**
 * A support call needs one reveal and takes minutes: ten in a quarter hour is more than a busy
 * agent reaches, and holds a stolen or curious session to 40 codes an hour, not thousands.
 */
export const REVEALS_PER_WINDOW = 10;
export const REVEAL_WINDOW_MS = 15 * 60_000;

const allowanceSchema = z.object({ revealedAt: z.array(z.number()) });
const allowances = storeFamily('staff', 'reveal-allowance/', allowanceSchema);

/**
 * Every failed write means another reveal was taken, and after REVEALS_PER_WINDOW of them the
 * window is full: more tries than that are a store misbehaving.
 */
const TRIES = REVEALS_PER_WINDOW * 3;

export type RevealTaken = { ok: true } | (Failure<'too-many-reveals'> & { retryAfterMs: number });

/** Takes one reveal from the member's allowance, or says how long until one is free. */
export async function takeReveal(staffId: string, now = Date.now()): Promise<RevealTaken> {
  for (let tries = 0; tries < TRIES; tries++) {
    const { record, etag } = await allowances.readVersioned(staffId);
    const recent = (record?.revealedAt ?? []).filter((at) => now - at < REVEAL_WINDOW_MS);
    if (recent.length >= REVEALS_PER_WINDOW) {
      // Free again when the oldest reveal that keeps the window full leaves it.
      const freedAt = recent.sort((a, b) => a - b)[recent.length - REVEALS_PER_WINDOW]!;
      return {
        ok: false,
        reason: 'too-many-reveals',
        retryAfterMs: freedAt + REVEAL_WINDOW_MS - now,
      };
    }
    if (await allowances.writeIfUnchanged(staffId, { revealedAt: [...recent, now] }, etag))
      return { ok: true };
  }
  throw new Error(`The reveal allowance of ${staffId} kept changing: ${TRIES} tries`);
}
