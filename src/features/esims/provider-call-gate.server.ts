/**
 * At most one provider usage call per eSIM per minute, however many requests and instances:
 * `provider-claim/<iccid>` holds the last claim, taken by a write at the version read. Why, and the
 * first shape's `provider-call/` keys, only deleted now:
 * docs/decisions/0016-status-cache-and-provider-cap.md.
 */
import * as z from 'zod';
import { providerCallPace } from '../../lib/env.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
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

const calls = esimsStoreFamily('provider-claim/', providerCallSchema);
const minuteClaims = esimsStoreFamily('provider-call/', providerCallSchema);

export type ProviderCallClaim =
  /**
   * This request, and only it, may call the provider now; it records the outcome with
   * `recordProviderCall`.
   */
  | { ok: true; calledAt: number }
  /**
   * A call was made or claimed within the last minute: `lastCall` when known, and when the next is
   * allowed.
   */
  | { ok: false; reason: 'too-soon'; lastCall: ProviderCall | null; nextCallAt: number };

/**
 * Claims the one provider usage call of this minute for `iccid`, or says when the next is allowed.
 * Claims follow one another on the record's versions, each written only over the one it read, so
 * each is at least a minute and the time to decide after the one before; a winner that took longer
 * than that time to decide gives up, so the calls themselves are a minute apart.
 */
export async function claimProviderCall(
  iccid: string,
  now: () => number,
): Promise<ProviderCallClaim> {
  const { intervalMs, decisionMs } = PACES[providerCallPace()];
  const calledAt = now();
  const tooSoon = (lastCall: ProviderCall | null): ProviderCallClaim => ({
    ok: false,
    reason: 'too-soon',
    lastCall,
    nextCallAt: Math.max(calledAt, (lastCall?.calledAt ?? calledAt) + intervalMs + decisionMs),
  });
  const { record: last, etag } = await calls.readVersioned(iccid);
  if (last && calledAt - last.calledAt < intervalMs + decisionMs) return tooSoon(last);
  if (!(await calls.writeIfUnchanged(iccid, { calledAt }, etag)))
    return tooSoon(await calls.readIfValid(iccid));
  if (now() - calledAt > decisionMs) return tooSoon({ calledAt });
  return { ok: true, calledAt };
}

/**
 * Writes what the claimed call gave on its claim, unless a later claim has taken the record (a
 * call slower than the minute must not put an older time back).
 */
export async function recordProviderCall(
  iccid: string,
  claim: { calledAt: number },
  outcome: 'ok' | 'failed',
): Promise<void> {
  const { record, etag } = await calls.readVersioned(iccid);
  if (record?.calledAt !== claim.calledAt || etag === null) return;
  await calls.writeIfUnchanged(iccid, { calledAt: claim.calledAt, outcome }, etag);
}

/**
 * Deletes the eSIM's per-minute claims of the gate's first shape (`provider-call/<iccid>/<minute>`,
 * no longer written or read), within the budget.
 */
export async function removeMinuteClaims(iccid: string, budget: SweepBudget): Promise<number> {
  budget.take();
  const minutes = await minuteClaims.listNames(`${iccid}/`);
  for (const minute of minutes) {
    budget.take();
    await minuteClaims.remove(`${iccid}/${minute}`);
  }
  return minutes.length;
}
