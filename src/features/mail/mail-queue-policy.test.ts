import { describe, expect, test } from 'vitest';
import { backoffMs, MAX_ATTEMPTS, nextStep, STALE_CLAIM_MS } from './mail-queue-policy.ts';

const MINUTE = 60_000;
const t0 = 1_800_000_000_000;

describe('when the mail queue sends again', () => {
  test('a message with no attempt is sent; a sent one never again', () => {
    expect(nextStep(false, [], t0)).toEqual({ kind: 'attempt', attempt: 1 });
    expect(nextStep(true, [], t0)).toEqual({ kind: 'done' });
    const sentThenStale = [
      { attempt: 1, claimedAt: t0, outcome: 'sent' as const },
      { attempt: 2, claimedAt: t0 },
    ];
    expect(nextStep(false, sentThenStale, t0 + 24 * 60 * MINUTE)).toEqual({ kind: 'done' });
  });

  test('an attempt without an outcome is left alone until its claim is stale', () => {
    const running = [{ attempt: 1, claimedAt: t0 }];
    expect(nextStep(false, running, t0 + STALE_CLAIM_MS - 1)).toEqual({ kind: 'wait' });
    expect(nextStep(false, running, t0 + STALE_CLAIM_MS)).toEqual({ kind: 'attempt', attempt: 2 });
  });

  test('a failed attempt waits its backoff: 1, 4, 16, 64 minutes, then 4 hours', () => {
    expect([1, 2, 3, 4, 5, 9].map(backoffMs)).toEqual(
      [1, 4, 16, 64, 240, 240].map((minutes) => minutes * MINUTE),
    );
    const failed = [
      { attempt: 2, claimedAt: t0, outcome: 'failed' as const, finishedAt: t0 + 1000 },
    ];
    expect(nextStep(false, failed, t0 + 1000 + 4 * MINUTE - 1)).toEqual({ kind: 'wait' });
    expect(nextStep(false, failed, t0 + 1000 + 4 * MINUTE)).toEqual({
      kind: 'attempt',
      attempt: 3,
    });
  });

  test(`after ${MAX_ATTEMPTS} attempts it gives up with the last error`, () => {
    const last = [
      {
        attempt: MAX_ATTEMPTS,
        claimedAt: t0,
        outcome: 'failed' as const,
        finishedAt: t0,
        error: '550 mailbox unavailable',
      },
    ];
    expect(nextStep(false, last, t0 + 1)).toEqual({ kind: 'wait' });
    expect(nextStep(false, last, t0 + backoffMs(MAX_ATTEMPTS))).toEqual({
      kind: 'give-up',
      lastError: '550 mailbox unavailable',
    });
  });
});
