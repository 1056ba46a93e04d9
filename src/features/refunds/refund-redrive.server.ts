/**
 * The re-drive's part of refunds: a refund whose run stopped part way (the payment refund failed
 * after the bundle was revoked, or the function died between steps) is finished from the step
 * its record says. A refund touched in the last minutes is left alone: its own run may still be
 * going (a synchronous function lives at most 26 s).
 */
import { findRefund, forgetOpenRefund, listOpenRefunds } from './refund-records.server.ts';
import { finishRefund, type RefundDeps } from './refunds.server.ts';

export const REFUND_STALE_MS = 5 * 60 * 1000;

/** Finishes every refund left part way for 5 minutes; returns how many it finished. */
export async function finishStalledRefunds(deps: RefundDeps & { outOfTime?: () => boolean }, now = Date.now()): Promise<number> {
  let finished = 0;
  for (const { orderId, listedAt } of await listOpenRefunds()) {
    if (deps.outOfTime?.()) break;
    const refund = await findRefund(orderId);
    // Listed without a record: a request that crashed before the gate, or one about to write it.
    if (!refund) {
      if (listedAt === null || now - listedAt > REFUND_STALE_MS) await forgetOpenRefund(orderId);
      continue;
    }
    if (refund.step === 'done') await forgetOpenRefund(orderId);
    if (refund.step === 'done' || now - Date.parse(refund.updatedAt) < REFUND_STALE_MS) continue;
    try {
      if ((await finishRefund(orderId, deps))?.step === 'done') finished++;
    } catch (error) {
      // One refund's fault must not hold up the others; its record keeps the step for the next run.
      console.error(`Re-drive: refund of order ${orderId} could not be finished: ${error instanceof Error ? error.message : error}`);
    }
  }
  return finished;
}
