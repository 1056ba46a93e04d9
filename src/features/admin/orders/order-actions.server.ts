/**
 * The console's order actions as staff take them: refund, resend the delivery mail, retry
 * provisioning. Each writes its audit entry as soon as its change is made, in the same call
 * (docs/decisions/0029-staff-roles-and-second-factor.md).
 */
import { findOrder } from '../../orders/orders.server.ts';
import {
  resendDeliveryMail,
  type ResendOutcome,
} from '../../provisioning/delivery-resend.server.ts';
import { requestProvisioning } from '../../provisioning/provisioning-trigger.server.ts';
import { retryProvisioning, type RetryOutcome } from '../../provisioning/staff-retry.server.ts';
import type { RefundDeps } from '../../refunds/refunds.server.ts';
import type { RefundScope } from '../../refunds/refund-scopes.ts';
import { refundAsStaff, type StaffRefundOutcome } from '../../refunds/staff-refunds.server.ts';
import { auditAction, type StaffCaller } from '../../staff/audited-action.server.ts';
import { orderActionFields } from './order-actions.ts';

/** Refunds the order as staff asked, for the reason they gave. */
export async function refundOrderAsStaff(
  caller: StaffCaller,
  orderId: string,
  { reason, scope }: { reason: string; scope: RefundScope },
  deps: RefundDeps,
): Promise<StaffRefundOutcome> {
  const before = await findOrder(orderId);
  const refunded = await refundAsStaff(orderId, scope, deps);
  if (!refunded.ok || !before) return refunded;
  await auditAction(caller, {
    action: 'order.refund',
    target: { kind: 'order', id: orderId },
    before: orderActionFields(before),
    after: { ...orderActionFields(refunded.order), scope },
    reason,
  });
  return refunded;
}

/** Queues the order's delivery mail again, to the customer's own address. */
export async function resendDeliveryAsStaff(
  caller: StaffCaller,
  orderId: string,
): Promise<ResendOutcome> {
  const resent = await resendDeliveryMail(orderId);
  if (!resent.ok) return resent;
  await auditAction(caller, {
    action: 'order.resend-delivery',
    target: { kind: 'order', id: orderId },
    after: { sentTo: resent.to },
  });
  return resent;
}

/**
 * Starts provisioning of a failed or stuck order again, through the signed trigger: audited once
 * the order may run again, before the trigger (which can take seconds).
 */
export async function retryProvisioningAsStaff(
  caller: StaffCaller,
  orderId: string,
): Promise<RetryOutcome> {
  const before = await findOrder(orderId);
  return retryProvisioning(orderId, async () => {
    const after = await findOrder(orderId);
    if (before && after)
      await auditAction(caller, {
        action: 'order.retry-provisioning',
        target: { kind: 'order', id: orderId },
        before: orderActionFields(before),
        after: orderActionFields(after),
      });
    await requestProvisioning(orderId);
  });
}
