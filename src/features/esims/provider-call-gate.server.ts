/**
 * The gate in front of the provider's usage call: at most one call per eSIM per minute, however
 * many requests and instances. A call in minute window W goes to the request that creates
 * `provider-call/<iccid>/<W>` after finding W-1's record absent or a minute old
 * (docs/decisions/0016-status-cache-and-provider-cap.md).
 */
import * as z from 'zod';
import { providerCallPace } from '../../lib/env.ts';
import { esimsStoreFamily } from './esims-store.server.ts';

/**
 * The product's minute between calls, and how long a claim may take to be decided; the test pace
 * lets the browser tests' trip watch the simulated phone (env.ts refuses it outside a test run).
 */
const PACES = {
  production: { intervalMs: 60_000, decisionMs: 10_000 },
  test: { intervalMs: 5_000, decisionMs: 2_000 },
};

const providerCallSchema = z.object({
  calledAt: z.number(),
  outcome: z.enum(['ok', 'failed']).optional(),
});
type ProviderCall = z.infer<typeof providerCallSchema>;

const calls = esimsStoreFamily('provider-call/', providerCallSchema);
const nameOf = (iccid: string, window: number) => `${iccid}/${window}`;

export type ProviderCallClaim =
  /**
   * This request, and only it, may call the provider now; it records the outcome with
   * `recordProviderCall`.
   */
  | { ok: true; window: number; calledAt: number }
  /**
   * A call was made or claimed within the last minute: `lastCall` when known, and when the next is
   * allowed.
   */
  | { ok: false; reason: 'too-soon'; lastCall: ProviderCall | null; nextCallAt: number };

/**
 * Claims the one provider usage call of this minute for `iccid`, or says when the next is allowed.
 */
export async function claimProviderCall(
  iccid: string,
  now: () => number,
): Promise<ProviderCallClaim> {
  const { intervalMs, decisionMs } = PACES[providerCallPace()];
  const windowOf = (ms: number) => Math.floor(ms / intervalMs);
  const calledAt = now();
  const window = windowOf(calledAt);
  const tooSoon = (lastCall: ProviderCall | null): ProviderCallClaim => ({
    ok: false,
    reason: 'too-soon',
    lastCall,
    nextCallAt: Math.max(calledAt, (lastCall?.calledAt ?? calledAt) + intervalMs + decisionMs),
  });
  const previous = await calls.readIfValid(nameOf(iccid, window - 1));
  if (previous && calledAt - previous.calledAt < intervalMs + decisionMs) return tooSoon(previous);
  if (!(await calls.createIfNew(nameOf(iccid, window), { calledAt })))
    return tooSoon(await calls.readIfValid(nameOf(iccid, window)));
  const decidedAt = now();
  if (windowOf(decidedAt) !== window || decidedAt - calledAt > decisionMs)
    return tooSoon({ calledAt });
  // Window W-1 is no longer needed: W is the newest record. A late writer of W-1 gives up above.
  // Best effort and not awaited: it is tidying, and the call should not wait for it.
  void calls.remove(nameOf(iccid, window - 1)).catch(() => undefined);
  return { ok: true, window, calledAt };
}

/** Writes what the claimed call gave (only the request that won the window writes it). */
export async function recordProviderCall(
  iccid: string,
  claim: { window: number; calledAt: number },
  outcome: 'ok' | 'failed',
): Promise<void> {
  await calls.write(nameOf(iccid, claim.window), { calledAt: claim.calledAt, outcome });
}
