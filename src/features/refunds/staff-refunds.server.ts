/**
 * Staff refund an order, also past the customer's window, through the customer's refund run.
 * 'provider-refundable' refunds what the provider takes back; 'whole' refunds the payment, revoking
 * the bundle if it still can. A failed order's refund is decided once against a retry.
 */
import type { Failure } from '../../lib/result.ts';
import { utcDateTime } from '../../lib/utc-time.ts';
import { decideFailedOrder } from '../orders/failed-order-decisions.server.ts';
import { isSettled, type OrderRecord } from '../orders/order.ts';
import { findOrder } from '../orders/orders.server.ts';
import { refundRefusals, type RefundRefusal } from './refund-rules.ts';
import { findRefund } from './refund-records.server.ts';
import {
  openRefundOnce,
  providerRefusal,
  refundLateOrder,
  runOpenedRefund,
  type RefundDeps,
} from './refunds.server.ts';
import type { RefundScope } from './refund-scopes.ts';

type StaffRefundRefusal = RefundRefusal | 'not-settled' | 'nothing-delivered' | 'retry-decided';
export type StaffRefundOutcome =
  | { ok: true; order: OrderRecord; finished: boolean }
  | (Failure<StaffRefundRefusal> & { message: string });

const refused = (reason: StaffRefundRefusal, message = refundRefusals[reason as RefundRefusal]) =>
  ({ ok: false, reason, message }) as const;

/** Refunds order `orderId` as staff asked; the window and the owner check do not apply. */
export async function refundAsStaff(
  orderId: string,
  scope: RefundScope,
  deps: RefundDeps,
): Promise<StaffRefundOutcome> {
  const now = (deps.now ?? Date.now)();
  const [order, refund] = await Promise.all([findOrder(orderId), findRefund(orderId)]);
  if (!order) return refused('not-found');
  if (order.refundedAt !== null)
    return refused(
      'already-refunded',
      `This order was refunded on ${utcDateTime(order.refundedAt)}`,
    );
  if (refund) return refused(refund.step === 'done' ? 'already-refunded' : 'under-way');
  if (!isSettled(order) && order.deliveredAt === null) {
    // A late eSIM not delivered is refunded whole, as its customer may (decision 0048).
    const { isLateUndelivered } = await import('./late-orders.server.ts');
    if (isLateUndelivered(order, now)) {
      if (scope !== 'whole')
        return refused(
          'nothing-delivered',
          'This eSIM is late and was never delivered: the provider has nothing to take back. Refund the whole order.',
        );
      return withMessage(await refundLateOrder(order, deps, now));
    }
  }
  if (!isSettled(order))
    return refused(
      'not-settled',
      'This order is still being provisioned: retry provisioning, or wait until it is delivered or has failed',
    );
  const keepsBundle = await mustKeepBundle(order, scope, deps);
  if (typeof keepsBundle === 'object') return keepsBundle;
  const lost = await openRefundOnce(order.id, now, { keepsBundle });
  if (lost) return refused(lost);
  const outcome = await runOpenedRefund(order, deps);
  if (outcome.ok || outcome.reason !== 'not-cancellable' || scope !== 'whole')
    return withMessage(outcome);
  // The phone installed the eSIM between the provider's dry run and the revoke, which took nothing
  // back and dropped the refund: a whole refund goes on, leaving the plan on the eSIM.
  const lostAgain = await openRefundOnce(order.id, now, { keepsBundle: true });
  if (lostAgain) return refused(lostAgain);
  return withMessage(await runOpenedRefund(order, deps));
}

/**
 * Whether the refund leaves the bundle on the eSIM, or why it cannot go on: a failed order has
 * none (decided here against a retry), and an eSIM the provider will not take back is refunded
 * only whole.
 */
async function mustKeepBundle(
  order: OrderRecord,
  scope: RefundScope,
  deps: RefundDeps,
): Promise<boolean | (Failure<StaffRefundRefusal> & { message: string })> {
  if (order.provisioningStatus === 'failed') {
    if (scope !== 'whole')
      return refused(
        'nothing-delivered',
        'This order failed: the provider has nothing to take back. Refund the whole order.',
      );
    const decision = await decideFailedOrder(order.id, order.attempts, 'refund');
    if (decision.next === 'retry')
      return refused('retry-decided', 'Provisioning of this order is being retried');
    return true;
  }
  const refusal = await providerRefusal(order, deps.provider);
  if (refusal === null) return false;
  if (scope === 'whole' && refusal !== 'provider-unavailable') return true;
  return refused(refusal);
}

function withMessage(outcome: Awaited<ReturnType<typeof runOpenedRefund>>): StaffRefundOutcome {
  return outcome.ok ? outcome : refused(outcome.reason);
}
