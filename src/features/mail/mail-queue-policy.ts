/**
 * When the mail queue sends a message again: a pure decision over its attempts so far, so the
 * rules (at most once per claim, backoff, a cap, stale claims) are readable and unit-tested.
 */

/** A claim with no outcome after this long is a crash mid-send (SMTP gives up within seconds). */
export const STALE_CLAIM_MS = 10 * 60 * 1000;
/** After this many failed attempts (about a day with the backoff below) support is told instead. */
export const MAX_ATTEMPTS = 10;

const FIRST_RETRY_MS = 60 * 1000;
const LONGEST_WAIT_MS = 4 * 60 * 60 * 1000;

/** Wait after failed attempt n: 1 min, 4 min, 16 min, 64 min, then every 4 hours. */
export function backoffMs(attempt: number): number {
  return Math.min(FIRST_RETRY_MS * 4 ** (attempt - 1), LONGEST_WAIT_MS);
}

export interface AttemptSoFar {
  attempt: number;
  claimedAt: number;
  outcome?: 'sent' | 'failed' | undefined;
  finishedAt?: number | undefined;
  error?: string | undefined;
}

export type NextStep =
  | { kind: 'done' }
  | { kind: 'wait' }
  | { kind: 'give-up'; lastError: string | undefined }
  | { kind: 'attempt'; attempt: number };

export function nextStep(
  sentMarked: boolean,
  attempts: readonly AttemptSoFar[],
  now: number,
): NextStep {
  if (sentMarked || attempts.some((claim) => claim.outcome === 'sent')) return { kind: 'done' };
  const last = attempts.at(-1);
  if (last === undefined) return { kind: 'attempt', attempt: 1 };
  const due =
    last.outcome === 'failed'
      ? now >= (last.finishedAt ?? last.claimedAt) + backoffMs(last.attempt)
      : now - last.claimedAt >= STALE_CLAIM_MS;
  if (!due) return { kind: 'wait' };
  if (last.attempt >= MAX_ATTEMPTS) return { kind: 'give-up', lastError: last.error };
  return { kind: 'attempt', attempt: last.attempt + 1 };
}
