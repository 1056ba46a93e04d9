/**
 * The re-drive's 'withdrawals without an outcome': a withdrawal a crash left undecided is settled
 * as the confirm request would have, walking only the pending entries, never every withdrawal
 * (docs/decisions/0042-withdrawal-function.md).
 */
import { walkFrom, type WalkInput, type Walked } from '../../lib/walk-from.ts';
import { findOrder } from '../orders/orders.server.ts';
import type { RefundDeps } from '../refunds/refunds.server.ts';
import {
  forgetPendingWithdrawal,
  pendingWithdrawalIds,
  pendingWithdrawalListedAt,
} from './withdrawal-pending.server.ts';
import { findWithdrawal } from './withdrawal-records.server.ts';
import { settleWithdrawal } from './withdrawal-settle.server.ts';

/** A confirm request ends well within this; a withdrawal still pending after it was left. */
const WITHDRAWAL_STALE_MS = 5 * 60 * 1000;

/** From after `cursor`, at most `limit` pending withdrawals, 8 at a time; how many it settled. */
export async function settleStalledWithdrawalsFrom(
  deps: RefundDeps,
  { now, cursor, limit, outOfTime }: WalkInput,
): Promise<Walked & { settled: number }> {
  let settled = 0;
  const walked = await walkFrom(
    await pendingWithdrawalIds(),
    cursor,
    { limit, outOfTime },
    async (orderId) => {
      try {
        if (await settleStalled(orderId, { ...deps, now: () => now })) settled++;
      } catch (error) {
        // One withdrawal's fault must not hold up the others; it stays pending for the next run.
        console.error(
          `Re-drive: the withdrawal of order ${orderId} could not be settled: ${error}`,
        );
      }
    },
  );
  return { ...walked, settled };
}

/** Settles one pending withdrawal left for 5 minutes; true when this call settled it. */
async function settleStalled(orderId: string, deps: RefundDeps & { now: () => number }) {
  const now = deps.now();
  const record = await findWithdrawal(orderId);
  if (!record) {
    // Listed without a record: a request that stopped before recording, or one about to.
    const listedAt = await pendingWithdrawalListedAt(orderId);
    if (listedAt === null || now - listedAt > WITHDRAWAL_STALE_MS)
      await forgetPendingWithdrawal(orderId);
    return false;
  }
  if (now - Date.parse(record.receivedAt) < WITHDRAWAL_STALE_MS) return false;
  const order = await findOrder(orderId);
  if (!order) throw new Error('its order is gone');
  await settleWithdrawal(record, order, deps);
  return true;
}
