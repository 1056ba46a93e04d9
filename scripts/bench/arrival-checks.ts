/**
 * The re-drive's install reminders and no-data rescue over 1,000 delivered eSIMs, in-process,
 * simulated provider at 0 ms: each step runs as the re-drive wires it until every eSIM was looked
 * at or 15 s are spent; paces are kept but never waited for. Alone: `node
 * --experimental-strip-types scripts/bench/arrival-checks.ts [eSIMs]`.
 */
import { fileURLToPath } from 'node:url';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { scheduleInstallReminders } from '../../src/features/esims/reminders/install-reminder-index.server.ts';
import { remindToInstall } from '../../src/features/esims/reminders/install-reminders.server.ts';
import { providerCallBudget } from '../../src/features/esims/provider-call-budget.ts';
import {
  REMINDER_CHECKS_PER_RUN,
  reminderPace,
} from '../../src/features/esims/reminders/reminder-pace.ts';
import {
  checkArrivals,
  RESCUE_REQUESTS_PER_RUN,
  RESCUE_REQUESTS_PER_SECOND,
} from '../../src/features/esims/rescue/rescue-check.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { addSimulatedBundle } from '../../src/features/provisioning/providers/simulated-esims.server.ts';
import { redriveSteps, type RedriveRun } from '../../src/features/provisioning/redrive.server.ts';
import { startLocalBlobs } from '../../tests/support/blobs-server.ts';
import { withDirectBlobs } from '../../tests/support/direct-blobs.ts';
import { seedShop } from '../../tests/support/seeded-shop.ts';
import { simulatorAt } from '../../tests/support/refund-orders.ts';
import { watchForArrival } from '../../src/features/esims/rescue/rescue-watch.server.ts';
import { percentile } from './stats.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** netlify/functions/redrive-orders.mts runs every 5 minutes. */
const RUNS_PER_MINUTE = 1 / 5;
/** eSIM Go's rate limit, per IP (docs/esim-go/esimgo-api.md). */
const PROVIDER_REQUESTS_PER_SECOND = 10;
/** A usage call is two eSIM Go requests (the eSIM, then its bundles); a location call one. */
const REQUESTS = { usage: 2, location: 1 } as const;
/** The step's time in a run before the re-drive's 20 s budget stops starting work. */
const RUN_SECONDS = 20;
/** Each step's share of the section's minute; what it leaves unchecked is counted, not run. */
const STEP_BUDGET_MS = 15_000;

/** The simulated provider on a moved clock, counting eSIM Go requests. */
function countingProvider(clock: { now: number }) {
  const simulator = simulatorAt(clock, 365 * DAY);
  const count = { requests: 0 };
  const provider: EsimProvider = {
    ...simulator,
    usage: (iccid) => ((count.requests += REQUESTS.usage), simulator.usage(iccid)),
    location: (iccid) => ((count.requests += REQUESTS.location), simulator.location(iccid)),
  };
  return { provider, count };
}

/**
 * `count` delivered eSIMs among a seeded shop's orders (tests/support/seeded-shop.ts, some failed or
 * refunded), each with its bundle on the simulator, listed for its reminder and watched, as
 * delivery does; written straight to the server's files. Answers the latest delivery time.
 */
async function deliverEsims(directory: string, count: number): Promise<number> {
  // One order in 20 fails and one in 25 is refunded: a tenth more orders leaves `count` delivered.
  const shop = await seedShop(directory, {
    orders: Math.ceil(count * 1.1),
    customers: Math.ceil(count / 40),
    days: 1,
  });
  const delivered = shop.orders
    .filter((order) => order.deliveredAt !== null && order.refundedAt === null)
    .slice(0, count);
  if (delivered.length < count) throw new Error('The seeded shop has too few delivered eSIMs');
  await withDirectBlobs(directory, async () => {
    for (let start = 0; start < count; start += 50)
      await Promise.all(
        delivered.slice(start, start + 50).map(async (order) => {
          const assignedAt = Date.parse(order.deliveredAt!);
          const bundle = order.plan.bundle ?? 'esim_1GB_7D_JP_V2';
          await addSimulatedBundle(order.iccid!, {
            bundle,
            providerReference: order.providerReference!,
            assignedAt,
          });
          await scheduleInstallReminders(order);
          await watchForArrival(order, assignedAt);
        }),
      );
  });
  return Math.max(...delivered.map((order) => Date.parse(order.deliveredAt!)));
}

interface StepFigures {
  checks: number[];
  requests: number[];
  wallMs: number[];
  /** Runs to look at every eSIM: measured, plus those the step's `left` still called for. */
  runsToAll: number;
}

/**
 * Runs the step until every eSIM was looked at, or until `budgetMs` is spent: then the runs still
 * needed are counted from what the step says is left, at the checks per run measured.
 */
async function runUntilDone(
  step: (cursor: string | null) => Promise<{ cursor: string | null; checks: number; left: number }>,
  count: { requests: number },
  budgetMs: number,
): Promise<StepFigures> {
  const figures: StepFigures = { checks: [], requests: [], wallMs: [], runsToAll: 0 };
  const began = performance.now();
  let cursor: string | null = null;
  for (;;) {
    const before = count.requests;
    const started = performance.now();
    const run = await step(cursor);
    figures.wallMs.push(performance.now() - started);
    figures.requests.push(count.requests - before);
    figures.checks.push(run.checks);
    if (run.checks === 0) throw new Error('A run checked nothing: the bench would never end');
    cursor = run.cursor;
    if (run.left === 0 && cursor === null) break;
    if (performance.now() - began > budgetMs) {
      figures.runsToAll = Math.ceil(run.left / percentile(figures.checks, 50));
      break;
    }
  }
  figures.runsToAll += figures.checks.length;
  return figures;
}

const stepOf = (run: Partial<RedriveRun>, slug: string) =>
  redriveSteps({
    gateway: async () => testGateway,
    trigger: async () => {},
    sendQueuedMail: async () => 0,
    finishRefunds: async () => 0,
    ...run,
  }).find((candidate) => candidate.slug === slug)!;

/** The reminders a day after delivery: every entry is due; the pace's clock moves one check on. */
async function benchReminders(deliveredBy: number) {
  const now = deliveredBy + DAY + MINUTE;
  const { provider, count } = countingProvider({ now });
  let skipped = 0;
  const pace = reminderPace(() => performance.now() + skipped);
  const beforeProviderCall = () => ((skipped += 1_000), pace());
  const step = stepOf(
    {
      remindInstalls: (input) =>
        remindToInstall({ provider: () => provider, beforeProviderCall }, input),
    },
    'install-reminders',
  );
  return runUntilDone(
    async () => {
      const run = await step.run({ cursor: null, now, outOfTime: () => false, memo: null });
      const counts = run.result as Record<'sent' | 'installed' | 'dropped' | 'waiting', number>;
      return {
        cursor: null,
        checks: counts.sent + counts.installed + counts.dropped,
        left: run.left,
      };
    },
    count,
    STEP_BUDGET_MS,
  );
}

/**
 * The rescue check when every eSIM's first look is due (6 hours after delivery, a minute after the
 * last one's), nobody arrived.
 */
async function benchRescue(deliveredBy: number) {
  const now = deliveredBy + 6 * 60 * MINUTE + MINUTE;
  // The oldest hour with due looks, kept between runs as the re-drive keeps it.
  let memo: string | null = null;
  const { provider, count } = countingProvider({ now });
  const step = stepOf(
    {
      checkArrivals: (input) =>
        checkArrivals(
          {
            provider,
            budget: providerCallBudget({
              calls: RESCUE_REQUESTS_PER_RUN,
              perSecond: RESCUE_REQUESTS_PER_SECOND,
              sleep: async () => {},
            }),
            rescueAfterMs: 120 * MINUTE,
          },
          input,
        ),
    },
    'no-data-rescue',
  );
  return runUntilDone(
    async (cursor) => {
      const run = await step.run({ cursor, now, outOfTime: () => false, memo });
      memo = run.memo ?? memo;
      const checks = (run.result as { checked: number }).checked;
      return { cursor: run.cursor, checks, left: run.left };
    },
    count,
    STEP_BUDGET_MS,
  );
}

function row(step: string, figures: StepFigures, paceBound: string, pacedPerSecond: number) {
  const checksPerRun = percentile(figures.checks, 50);
  const requestsPerRun = percentile(figures.requests, 50);
  const averageShare = (requestsPerRun * RUNS_PER_MINUTE) / 60 / PROVIDER_REQUESTS_PER_SECOND;
  return [
    `| ${step}`,
    `${checksPerRun}`,
    `${requestsPerRun}`,
    `${percentile(figures.wallMs, 50).toFixed(0)} ms (${paceBound})`,
    figures.runsToAll === figures.checks.length
      ? `${figures.runsToAll}`
      : `${figures.runsToAll} (${figures.checks.length} run, the rest counted from what was left)`,
    `${(checksPerRun * RUNS_PER_MINUTE).toFixed(1)}`,
    `${((pacedPerSecond / PROVIDER_REQUESTS_PER_SECOND) * 100).toFixed(0)} % while it runs, ${(averageShare * 100).toFixed(2)} % over 5 min |`,
  ].join(' | ');
}

export async function benchArrivalChecks(esims = 1_000): Promise<string> {
  const blobs = await startLocalBlobs();
  const quiet = { log: console.log, error: console.error };
  console.log = () => {}; // the local outbox logs every mail
  console.error = () => {};
  try {
    const deliveredBy = await deliverEsims(blobs.directory, esims);
    // The rescue first: the reminders' usage calls, a day later, pass the same per-eSIM gate.
    const rescue = await benchRescue(deliveredBy);
    const reminders = await benchReminders(deliveredBy);
    const reminderPaceSeconds = REMINDER_CHECKS_PER_RUN; // one check a second
    const rescuePaceSeconds = RESCUE_REQUESTS_PER_RUN / RESCUE_REQUESTS_PER_SECOND;
    return [
      `${esims} delivered eSIMs, none installed or arrived; the re-drive runs every 5 min. Each step's provider pace is kept but not waited for: the wall time is its work, in brackets the time its budget binds a run to. A step is run for at most ${STEP_BUDGET_MS / 1000} s; the runs it still needed are counted from what it left.`,
      '',
      '| step | checks per run | provider requests per run | wall time per run, p50 | runs to check all | checks per minute | share of eSIM Go 10 req/s |',
      '|---|---|---|---|---|---|---|',
      row(
        'install reminders (pace clock moved; 1 check/s)',
        reminders,
        `pace-bound ${reminderPaceSeconds} s for ${REMINDER_CHECKS_PER_RUN} checks`,
        REQUESTS.usage,
      ),
      row(
        `no-data rescue (budget wait skipped; ${RESCUE_REQUESTS_PER_RUN} requests at ${RESCUE_REQUESTS_PER_SECOND}/s)`,
        rescue,
        `pace-bound ${Math.min(rescuePaceSeconds, RUN_SECONDS)} s for ${RESCUE_REQUESTS_PER_RUN} requests`,
        RESCUE_REQUESTS_PER_SECOND,
      ),
    ].join('\n');
  } finally {
    console.log = quiet.log;
    console.error = quiet.error;
    await blobs.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await benchArrivalChecks(Number(process.argv[2] ?? 1_000)));
}
