/**
 * A late eSIM's refund (docs/decisions/0048-delivery-promise-and-late-refund.md): which orders it
 * is for, and its first step, which wins the order from delivery and ends it undelivered.
 */
import { lateDeliverySettings } from '../../lib/env.ts';
import { claimHandover } from '../esim-provider/handover.server.ts';
import type { OrderRecord } from '../orders/order.ts';
import { endUndelivered } from '../orders/orders.server.ts';

/** What the customer reads on My Orders of an order refunded because it was late. */
const LATE_REFUND_REASON =
  'Your eSIM was not delivered in time, so your payment was refunded in full.';

/**
 * A new eSIM paid for, not delivered, failed or refunded, and late: marked so by the re-drive, or
 * past the cut-off already.
 */
export function isLateUndelivered(order: OrderRecord, now: number): boolean {
  return (
    order.topUpOf === null &&
    order.deliveredAt === null &&
    order.refundedAt === null &&
    order.provisioningStatus !== 'failed' &&
    (order.lateAt !== null ||
      now - Date.parse(order.createdAt) >= lateDeliverySettings().lateAfterMs)
  );
}

/**
 * Wins the order's handover for the refund and ends it undelivered; null when its delivery won
 * first (the refund must not go on). Idempotent: a repeat after a crash finds the same answer.
 */
export async function endLateOrder(orderId: string): Promise<OrderRecord | null> {
  if ((await claimHandover(orderId, 'refund')) === 'delivery') return null;
  const ended = await endUndelivered(orderId, LATE_REFUND_REASON);
  return ended?.deliveredAt === null ? ended : null;
}
