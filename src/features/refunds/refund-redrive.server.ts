/**
 * The re-drive's part of refunds: a refund stopped part way is finished from the step its record
 * says, unless touched in the last minutes; one that keeps failing waits longer each time, and
 * support is mailed once after NEEDS_A_PERSON_AFTER failures
 * (docs/decisions/0017-self-service-refunds.md).
 */
import { walkFrom, type WalkInput, type Walked } from '../../lib/walk-from.ts';
import { backoffMs } from '../mail/mail-queue-policy.ts';
import {
  findRefund,
  forgetOpenRefund,
  listOpenRefundIds,
  listOpenRefunds,
  openRefundListedAt,
  recordRefundFailure,
} from './refund-records.server.ts';
import { finishRefund, queueStuckRefundMail, type RefundDeps } from './refunds.server.ts';

export const REFUND_STALE_MS = 5 * 60 * 1000;
/** About a day of tries with the backoff. */
const NEEDS_A_PERSON_AFTER = 10;

/** How long after its last change (or failure) the re-drive leaves a refund alone. */
const waitAfter = (failures: number) =>
  Math.max(REFUND_STALE_MS, failures > 0 ? backoffMs(failures) : 0);

/** Finishes every refund left part way for 5 minutes; returns how many it finished. */
export async function finishStalledRefunds(
  deps: RefundDeps & { outOfTime?: () => boolean },
  now = Date.now(),
): Promise<number> {
  let finished = 0;
  for (const { orderId, listedAt } of await listOpenRefunds()) {
    if (deps.outOfTime?.()) break;
    if (await finishStalledRefund(orderId, listedAt, deps, now)) finished++;
  }
  return finished;
}

/**
 * The re-drive's step: from after `cursor`, at most `limit` open refunds, 8 at a time; answers
 * where to go on (null: the end was reached) and how many it finished.
 */
export async function finishStalledRefundsFrom(
  deps: RefundDeps,
  { now, cursor, limit, outOfTime }: WalkInput,
): Promise<Walked & { finished: number }> {
  let finished = 0;
  const walked = await walkFrom(
    await listOpenRefundIds(),
    cursor,
    { limit, outOfTime },
    async (orderId) => {
      try {
        const listedAt = await openRefundListedAt(orderId);
        if (await finishStalledRefund(orderId, listedAt, deps, now)) finished++;
      } catch (error) {
        console.error(`Re-drive: refund of order ${orderId} could not be looked at: ${error}`);
      }
    },
  );
  return { ...walked, finished };
}

/** Finishes one refund if it stalled; true when this call finished it. */
async function finishStalledRefund(
  orderId: string,
  listedAt: number | null,
  deps: RefundDeps,
  now: number,
): Promise<boolean> {
  const refund = await findRefund(orderId);
  // Listed without a record: a request that crashed before the gate, or one about to write it.
  if (!refund) {
    if (listedAt === null || now - listedAt > REFUND_STALE_MS) await forgetOpenRefund(orderId);
    return false;
  }
  if (refund.step === 'done') await forgetOpenRefund(orderId);
  if (refund.step === 'done' || now - Date.parse(refund.updatedAt) < waitAfter(refund.failures))
    return false;
  try {
    return (await finishRefund(orderId, deps))?.step === 'done';
  } catch (error) {
    // One refund's fault must not hold up the others; its record keeps the step for the next run.
    const reason = error instanceof Error ? error.message : String(error);
    const failed = await recordRefundFailure(orderId, reason, now);
    console.error(
      `Re-drive: refund of order ${orderId} could not be finished (failure ${failed?.failures ?? '?'}): ${reason}`,
    );
    if (failed?.failures === NEEDS_A_PERSON_AFTER) {
      console.error(
        `Re-drive: refund of order ${orderId} needs a person: stuck at '${failed.step}' after ${NEEDS_A_PERSON_AFTER} failures (last: ${reason}); support is mailed, and it is still tried every 4 hours`,
      );
      await queueStuckRefundMail(failed, reason, deps.mailer).catch((mailError: unknown) =>
        console.error(
          `Re-drive: the stuck-refund mail for order ${orderId} could not be queued: ${mailError}`,
        ),
      );
    }
    return false;
  }
}
