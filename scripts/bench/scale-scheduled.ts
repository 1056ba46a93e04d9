/**
 * The scheduled work `npm run bench:scale` measures: each re-drive step as one scheduled run runs
 * it, and each hourly sweep step within its allowance. Provider, payments, mail and the
 * provisioning trigger are local stand-ins, so what is measured is the step's own work in Blobs.
 */
import type { Mailer } from '../../src/features/mail/mail.ts';
import { sendQueuedMailFrom } from '../../src/features/mail/mail-queue.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { checkProviderBalanceAlert } from '../../src/features/provisioning/provider-balance.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import {
  REDRIVE_BUDGET_MS,
  redriveSteps,
  timeBudget,
} from '../../src/features/provisioning/redrive.server.ts';
import { runStep, type RedriveStep } from '../../src/features/provisioning/redrive-steps.server.ts';
import { SWEEP_STEPS, STEP_ALLOWANCE } from '../../src/features/retention/sweeps.server.ts';
import { finishStalledRefundsFrom } from '../../src/features/refunds/refund-redrive.server.ts';
import { sweepBudget } from '../../src/lib/sweep-budget.ts';
import { withDirectBlobs } from '../../tests/support/direct-blobs.ts';
import type { ScaleOperation } from './scale-operations.ts';

/** Steps run as a run half an hour from now would: queued mail, quotes and stuck orders due. */
const RUN_AHEAD_MS = 31 * 60_000;
/** A sweep step stops starting calls after this, as the hourly run does (each step its own). */
const SWEEP_BUDGET_MS = 20_000;
const SALES_FOLD = 'sales-fold';

const sink: Mailer = { name: 'outbox', send: async () => {} };
const provider = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });

function benchSteps(): RedriveStep[] {
  return redriveSteps({
    gateway: async () => testGateway,
    trigger: async () => {},
    sendQueuedMail: (input) => sendQueuedMailFrom(input, { mailer: sink }),
    finishRefunds: (input) => finishStalledRefundsFrom({ provider, gateway: testGateway }, input),
    checkProviderBalance: () => checkProviderBalanceAlert(() => provider),
  });
}

export function scheduledOperations(): ScaleOperation[] {
  const redrive: ScaleOperation[] = benchSteps().map((step) => ({
    name: `re-drive: ${step.name}`,
    kind: 'scheduled',
    next: async () => () => runStep(step, Date.now() + RUN_AHEAD_MS, timeBudget(REDRIVE_BUDGET_MS)),
  }));
  const sweeps: ScaleOperation[] = SWEEP_STEPS.map(([name, sweep]) => ({
    name: `sweep: ${name}`,
    kind: 'scheduled',
    next: async () => () =>
      sweep(sweepBudget(STEP_ALLOWANCE, timeBudget(SWEEP_BUDGET_MS)), Date.now(), {
        gateway: async () => testGateway,
      }),
  }));
  return [...redrive, ...sweeps];
}

/**
 * Folds every sales event seeding left, as the re-drive keeps doing between checkouts, so the
 * shop is measured as it stands in production rather than with its whole history unfolded.
 * Straight to the local server's files; answers the events folded and the runs it took.
 */
export async function catchUpSalesFold(
  directory: string,
): Promise<{ runs: number; folded: number } | null> {
  const step = benchSteps().find((candidate) => candidate.slug === SALES_FOLD);
  if (!step) return null;
  let folded = 0;
  let memo: string | null = null;
  for (let runs = 1; runs <= 100_000; runs++) {
    const outcome = await withDirectBlobs(directory, () =>
      step.run({ cursor: null, now: Date.now(), outOfTime: () => false, memo }),
    );
    memo = outcome.memo ?? memo;
    folded += (outcome.result as { fold?: { folded?: number } }).fold?.folded ?? 0;
    if (outcome.left === 0 && !outcome.more) return { runs, folded };
  }
  throw new Error('The sales events would not fold');
}
