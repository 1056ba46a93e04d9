/**
 * Staff retry provisioning: a stuck order is only triggered again (the claims and the purchase gate
 * keep a second run from buying twice); a failed one is re-opened first, once per failure, through
 * the record a staff refund also claims, so it is never both retried and refunded.
 */
import type { Failure } from '../../lib/result.ts';
import { utcDateTime } from '../../lib/utc-time.ts';
import { decideFailedOrder } from '../orders/failed-order-decisions.server.ts';
import type { OrderRecord } from '../orders/order.ts';
import { findOrder, reopenFailedOrder } from '../orders/orders.server.ts';

/** An order untouched this long is stuck: a run would have saved it in between. */
const STUCK_FOR_MS = 60_000;

type RetryRefusal =
  'not-found' | 'refunded' | 'delivered' | 'refund-decided' | 'running' | 'retried';
export type RetryOutcome =
  | { ok: true; order: OrderRecord; reopened: boolean }
  | (Failure<RetryRefusal> & { message: string });

const refused = (reason: RetryRefusal, message: string) =>
  ({ ok: false, reason, message }) as const;

/** Starts provisioning of the order again through `start` (the signed trigger), if it may. */
export async function retryProvisioning(
  orderId: string,
  start: (orderId: string) => Promise<unknown>,
  now = Date.now(),
): Promise<RetryOutcome> {
  const order = await findOrder(orderId);
  if (!order) return refused('not-found', 'Order not found');
  if (order.refundedAt !== null)
    return refused('refunded', `This order was refunded on ${utcDateTime(order.refundedAt)}`);
  if (order.deliveredAt !== null)
    return refused(
      'delivered',
      `This order was delivered on ${utcDateTime(order.deliveredAt)}: resend the delivery mail instead`,
    );
  if (order.provisioningStatus !== 'failed') {
    if (now - Date.parse(order.updatedAt) < STUCK_FOR_MS)
      return refused(
        'running',
        'This order is being provisioned right now. Try again in a minute if it does not move.',
      );
    await start(order.id);
    return { ok: true, order, reopened: false };
  }
  const decision = await decideFailedOrder(order.id, order.attempts, 'retry');
  if (decision.next === 'refund')
    return refused('refund-decided', 'A refund of this order is under way');
  const reopened = await reopenFailedOrder(order.id, order.attempts);
  if (!reopened) return refused('retried', 'Another retry of this order is already under way');
  await start(order.id);
  return { ok: true, order: reopened, reopened: true };
}
