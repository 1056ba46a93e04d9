/**
 * The hourly sweep of what is past its time (docs/retention.md): each step has its own allowance of
 * Blobs calls, so no run grows with the shop and no step starves another; steps take turns going
 * first, and one over a day behind is logged as an error.
 */
import { sweepExpiredMailCounts } from '../auth/account-mail-cap.server.ts';
import { backfillSessionExpiry, sweepExpiredSessions } from '../auth/sessions/sessions.server.ts';
import { sweepExpiredFailures } from '../auth/sessions/throttle.server.ts';
import { backfillTokenExpiry, sweepExpiredTokens } from '../auth/tokens.server.ts';
import {
  backfillCheckoutExpiry,
  sweepUnpaidCheckouts,
} from '../checkout/unpaid-checkouts.server.ts';
import {
  backfillWebhookEventExpiry,
  sweepOldWebhookEvents,
} from '../checkout/webhook-events.server.ts';
import { removeFromNameSearch } from '../auth/customer-directory.server.ts';
import { eraseClosedAccounts } from '../data-rights/account-erasure.server.ts';
import { sweepMinuteClaims } from '../esims/minute-claims-sweep.server.ts';
import { backfillStateDestinationIndex } from '../orders/order-index-backfill.server.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { backfillInboxIndex } from '../support/contact-inbox-backfill.server.ts';
import { sweepContactRateWindows } from '../support/contact.server.ts';
import { backfillSenderIndex } from '../support/contact-sender-backfill.server.ts';
import { sweepContactHistory } from '../support/contact-history-sweep.server.ts';
import { sweepAnsweredMarks } from '../support/contact-threads.server.ts';
import { sweepBudget, type SweepBudget } from '../../lib/sweep-budget.ts';

/** Blobs calls each step may make in one run. */
export const STEP_ALLOWANCE = 200;
/** Records a backfill step indexes per run (each costs a few calls, within the allowance). */
const BACKFILL_BATCH = 40;
/** A step whose index is this many hours behind is a backlog the owners must hear of. */
const BACKLOG_HOURS = 24;

export interface SweepRun {
  gateway: () => Promise<PaymentGateway>;
  /** True once the run must start no new call. */
  outOfTime?: () => boolean;
  now?: number;
  /** Calls per step (tests lower it to cut a run short). */
  allowance?: number;
}

type Step = [string, (budget: SweepBudget, now: number, run: SweepRun) => Promise<unknown>];

export const SWEEP_STEPS: readonly Step[] = [
  ['expired sessions', (budget, now) => sweepExpiredSessions(budget, now)],
  ['expired tokens', (budget, now) => sweepExpiredTokens(budget, now)],
  ['sign-in failures', (budget, now) => sweepExpiredFailures(budget, now)],
  ['account mail counts', (budget, now) => sweepExpiredMailCounts(budget, now)],
  ['contact rate windows', (budget, now) => sweepContactRateWindows(budget, now)],
  [
    'unpaid checkouts',
    async (budget, now, run) => sweepUnpaidCheckouts(await run.gateway(), budget, now),
  ],
  ['sessions before the index', (budget, now) => backfillSessionExpiry(budget, now)],
  ['tokens before the index', (budget, now) => backfillTokenExpiry(budget, now)],
  ['checkouts before the index', (budget) => backfillCheckoutExpiry(budget)],
  ['webhook events', (budget, now) => sweepOldWebhookEvents(budget, now)],
  ['webhook events before the index', (budget, now) => backfillWebhookEventExpiry(budget, now)],
  ['support history', (budget, now) => sweepContactHistory(budget, now)],
  ['closed accounts', (budget, now) => eraseClosedAccounts(budget, now, removeFromNameSearch)],
  // Keys of shapes no longer written or read, each walked once.
  ['provider call claims by minute', (budget) => sweepMinuteClaims(budget)],
  ['answered marks of the first inbox', (budget) => sweepAnsweredMarks(budget)],
  // Indexes staff's lists read that orders and messages made before them lack.
  [
    'order states by destination before the index',
    (_budget, _now, run) => backfillStateDestinationIndex(BACKFILL_BATCH, run.outOfTime),
  ],
  [
    'inbox before its index',
    (_budget, _now, run) => backfillInboxIndex(BACKFILL_BATCH, run.outOfTime),
  ],
  // The sender index, for the data download and the erasure, that older messages lack.
  ['messages before the sender index', (budget, now) => backfillSenderIndex(budget, now)],
];

/** Runs every step once, from a different first step each hour; returns each step's result. */
export async function runSweeps(run: SweepRun): Promise<Record<string, unknown>> {
  const now = run.now ?? Date.now();
  const first = Math.floor(now / 3_600_000) % SWEEP_STEPS.length;
  const results: Record<string, unknown> = {};
  for (const [name, step] of [...SWEEP_STEPS.slice(first), ...SWEEP_STEPS.slice(0, first)]) {
    try {
      const result = await step(
        sweepBudget(run.allowance ?? STEP_ALLOWANCE, run.outOfTime),
        now,
        run,
      );
      results[name] = result;
      const behind = (result as { hoursBehind?: number }).hoursBehind ?? 0;
      if (behind > BACKLOG_HOURS)
        console.error(`Sweep '${name}' is ${behind} hours behind: records past their time wait`);
    } catch (error) {
      console.error(`Sweep '${name}' failed: ${error instanceof Error ? error.message : error}`);
    }
  }
  return results;
}
