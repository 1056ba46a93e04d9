/**
 * The scheduled re-drive: what a lost trigger or webhook, a crash or a mail outage left undone.
 * It has 30 seconds, so it never buys an eSIM itself (a killed run would leave a purchase with no
 * outcome): it only triggers the background function, and stops starting work once its budget is
 * spent (docs/decisions/0015-background-provisioning-and-the-re-drive.md).
 */
import { deployContext } from '../../lib/env.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { fulfilAndStartProvisioning } from '../checkout/fulfil.server.ts';
import { cancelExpiredQuotes } from '../payments/open-quotes.server.ts';
import { isRefundedUnsold } from '../checkout/payment-outcomes.server.ts';
import { repairOrderIndexes } from '../orders/order-index-repair.server.ts';
import { findOrder, listActiveOrderIds, orderIdFor } from '../orders/orders.server.ts';
import { recountRequestedDays } from '../orders/sales-recount.server.ts';

export const STUCK_AFTER_MS = 10 * 60 * 1000;
/**
 * How far back a paid payment without an order is looked for (Stripe retries a webhook for 3 days).
 */
const ORPHAN_SEARCH_MS = 48 * 60 * 60 * 1000;
/** New work starts only this long into a run: a scheduled function is killed at 30 s. */
export const REDRIVE_BUDGET_MS = 20_000;

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
 * Triggers every active order untouched for 10 minutes, in random order so a short run starves
 * none, first writing again its index entries a crash may have left out; returns how many.
 */
export async function redriveStuckOrders(deps: RedriveDeps, now = Date.now()): Promise<number> {
  let count = 0;
  for (const id of shuffled(await listActiveOrderIds())) {
    if (deps.outOfTime?.()) break;
    const order = await findOrder(id);
    if (!order || now - Date.parse(order.updatedAt) < STUCK_AFTER_MS) continue;
    await repairOrderIndexes(order);
    await deps.trigger(id);
    count++;
  }
  return count;
}

/**
 * Fulfils every payment of the last 48 hours that succeeded but has no order (the tab closed and
 * the webhook was lost or misconfigured), then triggers its provisioning; returns how many it
 * found.
 */
async function fulfilOrphanedPayments(
  gateway: PaymentGateway,
  deps: RedriveDeps,
  now = Date.now(),
): Promise<number> {
  let found = 0;
  for (const intent of await gateway.listSucceededIntents(new Date(now - ORPHAN_SEARCH_MS))) {
    if (deps.outOfTime?.()) break;
    if (
      !isOurs(intent.metadata) ||
      (await findOrder(orderIdFor(intent.id))) ||
      (await isRefundedUnsold(intent.id))
    )
      continue;
    try {
      const fulfilled = await fulfilAndStartProvisioning(
        gateway,
        { paymentIntentId: intent.id },
        deps.trigger,
      );
      if (!fulfilled.ok) {
        const log = fulfilled.reason === 'payment-refunded' ? console.warn : console.error;
        log(`Re-drive: payment ${intent.id} could not be fulfilled: ${fulfilled.reason}`);
        continue;
      }
      console.warn(
        `Re-drive: payment ${intent.id} had no order; order ${fulfilled.order.id} is made now`,
      );
      found++;
    } catch (error) {
      // A fault on one payment must not hold up the others.
      console.error(
        `Re-drive: payment ${intent.id} could not be fulfilled: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
  return found;
}

export interface RedriveRun extends RedriveDeps {
  gateway: () => Promise<PaymentGateway>;
  sendQueuedMail: () => Promise<unknown>;
  /**
   * Finishes refunds a failure or crash left part way
   * (src/features/refunds/refund-redrive.server.ts).
   */
  finishRefunds: () => Promise<unknown>;
  /** Deletes sign-in failures and mail counts past every window (src/features/auth/). */
  sweepExpiredCounts: () => Promise<unknown>;
  /** Reads the provider balance for the owners' low-balance alert (provider-balance.server.ts). */
  checkProviderBalance?: () => Promise<unknown>;
}

/**
 * One scheduled run: queued mail first (the customer waits for it), then payments without an
 * order, stuck orders, quotes past their hold, refunds left half done, sales days to recount,
 * expired counts, and the provider balance's alert. Each step runs even if one before it failed; a
 * failure is logged.
 */
export async function runRedrive(run: RedriveRun): Promise<void> {
  const steps: [string, () => Promise<unknown>][] = [
    ['queued mail', () => run.sendQueuedMail()],
    ['payments without an order', async () => fulfilOrphanedPayments(await run.gateway(), run)],
    ['stuck orders', () => redriveStuckOrders(run)],
    [
      'quotes past their hold',
      async () => cancelExpiredQuotes(await run.gateway(), Date.now(), run.outOfTime),
    ],
    ['half-done refunds', () => run.finishRefunds()],
    ['sales days whose count failed', () => recountRequestedDays()],
    ['expired sign-in and mail counts', () => run.sweepExpiredCounts()],
    ['provider balance', async () => run.checkProviderBalance?.() ?? 'not checked'],
  ];
  for (const [step, work] of steps) {
    if (step !== 'queued mail' && run.outOfTime?.()) {
      console.warn(`Re-drive step '${step}' left to the next run: the time budget is spent`);
      continue;
    }
    try {
      console.log(JSON.stringify({ route: 'redrive-orders', step, result: await work() }));
    } catch (error) {
      console.error(
        `Re-drive step '${step}' failed: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}

function shuffled<T>(items: T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/**
 * Payments this deploy made: ours carry the customer and plan, and the deploy context, since
 * every preview shares one Stripe test account but keeps its own orders.
 */
function isOurs(metadata: Record<string, string>): boolean {
  return (
    Boolean(metadata.userId && metadata.planId) &&
    (metadata.context ?? deployContext()) === deployContext()
  );
}
