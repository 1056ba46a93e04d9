/**
 * The gate of every per-eSIM call: the eSIM is named by the id of the order that bought it, and
 * only that order's owner gets it; anything else is absent (null), so a stranger learns nothing,
 * not even that the id exists (docs/decisions/0008-the-api-boundary.md).
 */
import type { OrderRecord } from '../orders/order.ts';
import { findOrder } from '../orders/orders.server.ts';

/** A bought eSIM: its purchase order, with the ICCID and activation code it was delivered with. */
export type OwnedEsim = OrderRecord & { iccid: string; lpa: string };

/** `userId`'s eSIM bought by order `orderId`, or null. */
export async function findOwnedEsim(userId: string, orderId: string): Promise<OwnedEsim | null> {
  const order = await findOrder(orderId);
  if (
    !order ||
    order.userId !== userId ||
    order.topUpOf !== null ||
    order.provisioningStatus !== 'completed' ||
    order.refundedAt !== null
  )
    return null;
  if (!order.iccid || !order.lpa) return null;
  return { ...order, iccid: order.iccid, lpa: order.lpa };
}
