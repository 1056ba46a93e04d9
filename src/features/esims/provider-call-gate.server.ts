/**
 * The gate in front of the provider's usage call: never more than one call per eSIM per minute,
 * however many requests arrive on however many function instances (issue 12).
 *
 * The clock is cut into one-minute windows, and a call in window W is allowed only to the request
 * that creates `provider-call/<iccid>/<W>` (onlyIfNew: one creator per window, atomic on Netlify
 * Blobs) after finding the record of window W-1 absent or older than a minute. Windows alone
 * would allow calls at 12:00:59 and 12:01:00; the check of W-1 is what makes the gap a minute.
 * Two edges are closed on purpose:
 * - a request whose write lands in a later window than its clock said (a slow write) gives up,
 *   since a request of that later window may already have read this window as empty;
 * - a request that takes longer than DECISION_MS from its clock reading to its win gives up, and
 *   the next caller waits a minute plus DECISION_MS, so the minute holds between real decisions.
 * A call's outcome is then written on its record, so a request that finds no status yet can tell
 * a call under way from one that failed.
 */
import * as z from 'zod';
import { esimsStoreFamily } from './esims-store.server.ts';

const PROVIDER_CALL_INTERVAL_MS = 60_000;
const DECISION_MS = 10_000;

const providerCallSchema = z.object({ calledAt: z.number(), outcome: z.enum(['ok', 'failed']).optional() });
type ProviderCall = z.infer<typeof providerCallSchema>;

const calls = esimsStoreFamily('provider-call/', providerCallSchema);
const windowOf = (ms: number) => Math.floor(ms / PROVIDER_CALL_INTERVAL_MS);
const nameOf = (iccid: string, window: number) => `${iccid}/${window}`;

export type ProviderCallClaim =
  /** This request, and only it, may call the provider now; it records the outcome with `recordProviderCall`. */
  | { ok: true; window: number; calledAt: number }
  /** A call was made or claimed within the last minute: `lastCall` when known, and when the next is allowed. */
  | { ok: false; reason: 'too-soon'; lastCall: ProviderCall | null; nextCallAt: number };

/** Claims the one provider usage call of this minute for `iccid`, or says when the next is allowed. */
export async function claimProviderCall(iccid: string, now: () => number): Promise<ProviderCallClaim> {
  const calledAt = now();
  const window = windowOf(calledAt);
  const tooSoon = (lastCall: ProviderCall | null): ProviderCallClaim => ({
    ok: false,
    reason: 'too-soon',
    lastCall,
    nextCallAt: Math.max(calledAt, (lastCall?.calledAt ?? calledAt) + PROVIDER_CALL_INTERVAL_MS + DECISION_MS),
  });
  const previous = await calls.readIfValid(nameOf(iccid, window - 1));
  if (previous && calledAt - previous.calledAt < PROVIDER_CALL_INTERVAL_MS + DECISION_MS) return tooSoon(previous);
  if (!(await calls.createIfNew(nameOf(iccid, window), { calledAt }))) return tooSoon(await calls.readIfValid(nameOf(iccid, window)));
  const decidedAt = now();
  if (windowOf(decidedAt) !== window || decidedAt - calledAt > DECISION_MS) return tooSoon({ calledAt });
  // Window W-1 is no longer needed: W is the newest record. A late writer of W-1 gives up above.
  // Best effort and not awaited: it is tidying, and the call should not wait for it.
  void calls.remove(nameOf(iccid, window - 1)).catch(() => undefined);
  return { ok: true, window, calledAt };
}

/** Writes what the claimed call gave (only the request that won the window writes it). */
export async function recordProviderCall(iccid: string, claim: { window: number; calledAt: number }, outcome: 'ok' | 'failed'): Promise<void> {
  await calls.write(nameOf(iccid, claim.window), { calledAt: claim.calledAt, outcome });
}
