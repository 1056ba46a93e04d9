/**
 * Refunded eSIMs whose bundle went back to our eSIM Go inventory, not to our balance
 * (`balance-credit-pending/<orderId>` in the orders store), for the operators: they credit it from
 * the eSIM Go console (`POST /inventory/refund`) and mark it credited, or leave it for reuse.
 */
import * as z from 'zod';
import type { OrderRecord } from '../orders/order.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import { recordBalanceCredited } from './refund-records.server.ts';
import { bundleOf } from './refund-rules.ts';

const pendingCreditSchema = z.object({
  orderId: z.string(),
  bundle: z.string(),
  iccid: z.string(),
  refundedAt: z.string(),
});
export type PendingBalanceCredit = z.infer<typeof pendingCreditSchema>;

const pendingCredits = ordersStoreFamily('balance-credit-pending/', pendingCreditSchema);

/**
 * Lists a refunded order whose bundle's value is not back on our balance (the same entry again is
 * the same).
 */
export async function listPendingBalanceCredit(
  order: OrderRecord,
  refundedAt: string,
): Promise<void> {
  await pendingCredits.write(order.id, {
    orderId: order.id,
    bundle: bundleOf(order),
    iccid: order.iccid ?? '',
    refundedAt,
  });
}

/** The pending credits, oldest refund first. */
export async function pendingBalanceCredits(): Promise<PendingBalanceCredit[]> {
  const names = await pendingCredits.listNames();
  const entries = await Promise.all(names.map((orderId) => pendingCredits.readIfValid(orderId)));
  return entries
    .filter((entry) => entry !== null)
    .sort((a, b) => a.refundedAt.localeCompare(b.refundedAt));
}

/**
 * An operator credited the bundle's value to our balance: the refund record says so, then the
 * entry goes. The entry this call settled; null when none is pending, also to the second of two
 * operators marking at once.
 */
export async function settleBalanceCredit(
  orderId: string,
  now = Date.now(),
): Promise<PendingBalanceCredit | null> {
  const pending = await pendingCredits.readIfValid(orderId);
  if (!pending) return null;
  const mark = await recordBalanceCredited(orderId, now);
  if (mark === 'not-pending') return null;
  // Marked before: the mark that wrote it stopped before this removal, or is about to make it.
  await pendingCredits.remove(orderId);
  return mark === 'marked' ? pending : null;
}
