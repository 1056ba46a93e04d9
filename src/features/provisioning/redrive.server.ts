/**
 * The scheduled re-drive: finishes what a lost trigger or webhook, a crash or a mail outage left.
 * With 30 seconds it only triggers the background function, never buys; its steps run side by side,
 * each bounded (docs/decisions/0015, 0035).
 */
import { walkFrom, type WalkInput } from '../../lib/walk-from.ts';
import { sellerDetails } from '../legal/seller.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { cancelExpiredQuotesFrom } from '../payments/open-quotes.server.ts';
import { repairOrderIndexes } from '../orders/order-index-repair.server.ts';
import { findOrder, listActiveOrderIds } from '../orders/orders.server.ts';
import { recountRequestedDays } from '../orders/sales/sales-recount.server.ts';
import { runSalesFold } from '../orders/sales/sales-fold-step.server.ts';
import { REMINDER_CHECKS_PER_RUN } from '../esims/reminders/reminder-pace.ts';
import { fulfilOrphanedPayments } from './orphaned-payments.server.ts';
import { tellLateDeliveries, type LateDeliveryDeps } from './late-deliveries.server.ts';
import {
  runStep,
  wholeStep,
  type RedriveStep,
  type StepInput,
  type StepOutcome,
} from './redrive-steps.server.ts';
import { fulfilUnindexedPayments } from './unindexed-payments.server.ts';

export const STUCK_AFTER_MS = 10 * 60 * 1000;
/** New work starts only this long into a run: a scheduled function is killed at 30 s. */
export const REDRIVE_BUDGET_MS = 20_000;
/** What one run of a step looks at, at most (8 at a time). */
const PER_RUN = {
  ...{ mail: 100, stuckOrders: 100, quotes: 200, refunds: 50, documents: 100 },
  withdrawals: 50,
  rescues: 200,
};
/** In-flight orders past the delivery cut-off one run looks at, at most. */
const LATE_DELIVERIES_PER_RUN = 100;
/** Orders from before invoices one run drafts invoices for, at most. */
const ORDERS_TO_INVOICE_PER_RUN = 50;

export interface RedriveDeps {
  /** Starts provisioning of one order: on Netlify the signed trigger to the background function. */
  trigger: (orderId: string) => Promise<void>;
  /** True once the run must start no new work; never, when absent. */
  outOfTime?: () => boolean;
}

/**
 * A budget of `ms` from now, on `clock` (real time: tests shift the re-drive's `now`, not this).
 */
export function timeBudget(
  ms: number,
  clock: () => number = () => performance.now(),
): () => boolean {
  const deadline = clock() + ms;
  return () => clock() >= deadline;
}

/**
 * The stuck-orders step: from after `cursor`, reads at most `limit` active orders and triggers
 * each untouched for 10 minutes, first writing again its index entries a crash may have left out.
 */
async function triggerStuckOrders(
  deps: RedriveDeps,
  { now, cursor, limit, outOfTime }: WalkInput,
): Promise<StepOutcome> {
  let triggered = 0;
  const walked = await walkFrom(
    await listActiveOrderIds(),
    cursor,
    { limit, outOfTime },
    async (id) => {
      try {
        const order = await findOrder(id);
        if (!order || now - Date.parse(order.updatedAt) < STUCK_AFTER_MS) return;
        await repairOrderIndexes(order);
        await deps.trigger(id);
        triggered++;
      } catch (error) {
        // One order's fault must not hold up the others; it is still active for the next pass.
        console.error(`Re-drive: stuck order ${id} could not be triggered: ${error}`);
      }
    },
  );
  return { cursor: walked.cursor, left: walked.left, result: triggered };
}

/** Triggers every active order untouched for 10 minutes until `outOfTime`; returns how many. */
export async function redriveStuckOrders(deps: RedriveDeps, now = Date.now()): Promise<number> {
  const input = { now, cursor: null, limit: Infinity, outOfTime: deps.outOfTime };
  return (await triggerStuckOrders(deps, input)).result as number;
}

export interface RedriveRun extends RedriveDeps {
  gateway: () => Promise<PaymentGateway>;
  /** Sends queued mail that is due, a batch from a cursor (mail-queue.server.ts). */
  sendQueuedMail: (input: WalkInput) => Promise<unknown>;
  /**
   * Finishes refunds a failure or crash left part way, a batch from a cursor
   * (src/features/refunds/refund-redrive.server.ts).
   */
  finishRefunds: (input: WalkInput) => Promise<unknown>;
  /**
   * Refunds a late eSIM in full when LATE_DELIVERY_REFUND is automatic
   * (refunds.server.ts `refundLateAutomatically`); late orders are only told and offered it when
   * absent.
   */
  refundLate?: LateDeliveryDeps['refundLate'];
  /**
   * Settles withdrawals a crash left without an outcome, a batch from a cursor
   * (src/features/withdrawal/withdrawal-redrive.server.ts); the step is skipped when absent.
   */
  settleWithdrawals?: (input: WalkInput) => Promise<unknown>;
  /**
   * Checks watched eSIMs whose look is due for no data on arrival, a batch within its share of the
   * provider's rate; `memo` is the oldest hour it may find due
   * (src/features/esims/rescue/rescue-check.server.ts); the step is skipped when absent.
   */
  checkArrivals?: (input: WalkInput & { memo: string | null }) => Promise<ArrivalChecks>;
  /**
   * Mails the install reminders that are due, a batch within the step's share of the provider's
   * rate (src/features/esims/reminders/install-reminders.server.ts); the step is skipped when absent.
   */
  remindInstalls?: (input: WalkInput) => Promise<StepOutcome>;
  /** Reads the provider balance for the owners' low-balance alert (provider-balance.server.ts). */
  checkProviderBalance?: () => Promise<unknown>;
  /** The run's time (ms); now when absent. */
  now?: number;
}

/**
 * One scheduled run: queued mail, payments without an order (and those made before they were
 * indexed), stuck orders, quotes past their hold, refunds left half done, sales days to recount,
 * and the provider balance's alert, side by side. A step's failure is logged and recorded.
 */
export async function runRedrive(run: RedriveRun): Promise<void> {
  const now = run.now ?? Date.now();
  const outOfTime = run.outOfTime ?? (() => false);
  await Promise.all(redriveSteps(run).map((step) => runStep(step, now, outOfTime)));
}

/** The steps of a run, in the order the log names them. */
export function redriveSteps(run: RedriveRun): RedriveStep[] {
  return [
    walking('queued mail', 'queued-mail', PER_RUN.mail, run.sendQueuedMail),
    {
      name: 'payments without an order',
      slug: 'payments-without-order',
      run: async (input) => fulfilOrphanedPayments(await run.gateway(), run.trigger, input),
    },
    {
      name: 'payments made before they were indexed',
      slug: 'payments-before-index',
      run: async (input) => fulfilUnindexedPayments(await run.gateway(), run.trigger, input),
    },
    walking('stuck orders', 'stuck-orders', PER_RUN.stuckOrders, (input) =>
      triggerStuckOrders(run, input),
    ),
    walking('late deliveries', 'late-deliveries', LATE_DELIVERIES_PER_RUN, (input) =>
      tellLateDeliveries({ refundLate: run.refundLate }, input),
    ),
    walking('quotes past their hold', 'expired-quotes', PER_RUN.quotes, async (input) =>
      cancelExpiredQuotesFrom(await run.gateway(), input),
    ),
    walking('half-done refunds', 'half-done-refunds', PER_RUN.refunds, run.finishRefunds),
    ...(run.settleWithdrawals
      ? [
          walking(
            'withdrawals without an outcome',
            'withdrawals-pending',
            PER_RUN.withdrawals,
            run.settleWithdrawals,
          ),
        ]
      : []),
    ...(run.checkArrivals ? [arrivalChecks(run.checkArrivals)] : []),
    ...(run.remindInstalls ? [installReminders(run.remindInstalls)] : []),
    walking('documents to number', 'billing-numbers', PER_RUN.documents, async (input) =>
      (await import('../invoices/numbering-redrive.server.ts')).numberWaitingDocuments(
        input,
        sellerDetails(),
      ),
    ),
    {
      name: 'invoices of orders from before invoices',
      slug: 'invoice-backfill',
      run: async (input) =>
        (await import('../invoices/invoice-backfill.server.ts')).backfillInvoices({
          ...input,
          limit: ORDERS_TO_INVOICE_PER_RUN,
        }),
    },
    { name: 'sales days whose count failed', slug: 'sales-recount', run: recountRequestedDays },
    { name: 'sales events to fold', slug: 'sales-fold', run: runSalesFold },
    wholeStep('provider balance', 'provider-balance', async () => {
      return (await run.checkProviderBalance?.()) ?? 'not checked';
    }),
  ];
}

/** The install reminders: due entries of their own index, `REMINDER_CHECKS_PER_RUN` a run. */
function installReminders(remind: (input: WalkInput) => Promise<StepOutcome>): RedriveStep {
  return {
    name: 'install reminders',
    slug: 'install-reminders',
    run: ({ now, outOfTime }) =>
      remind({ now, cursor: null, limit: REMINDER_CHECKS_PER_RUN, outOfTime }),
  };
}

/** What a run of the no-data check answers: its backlog, since when, and where the next starts. */
interface ArrivalChecks {
  left: number;
  oldestAt: number | null;
  memo: string;
}

/** The no-data check: its due index is its own cursor; the memo keeps the oldest hour to list. */
function arrivalChecks(
  check: (input: WalkInput & { memo: string | null }) => Promise<ArrivalChecks>,
): RedriveStep {
  return {
    name: 'eSIMs arrived without data',
    slug: 'no-data-rescue',
    run: async ({ now, outOfTime, memo }) => {
      const result = await check({ now, cursor: null, limit: PER_RUN.rescues, outOfTime, memo });
      return {
        cursor: null,
        left: result.left,
        oldestAt: result.oldestAt,
        memo: result.memo,
        result,
      };
    },
  };
}

/** A step that walks from its cursor, `limit` items a run; a plain answer is a full pass. */
function walking(
  name: string,
  slug: string,
  limit: number,
  work: (input: WalkInput) => Promise<unknown>,
): RedriveStep {
  return {
    name,
    slug,
    run: async ({ now, cursor, outOfTime }: StepInput) => {
      const result = await work({ now, cursor, limit, outOfTime });
      if (typeof result !== 'object' || result === null || !('left' in result))
        return { cursor: null, left: 0, result };
      const walked = result as { cursor: string | null; left: number };
      return { cursor: walked.cursor, left: walked.left, result };
    },
  };
}
