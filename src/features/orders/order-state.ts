/**
 * An order's state as staff search it: paid (not yet provisioning), provisioning (bought or being
 * bought, not yet delivered), delivered, failed for good, refunded. Without zod: the console's
 * filter imports the list.
 */
import type { ProvisioningStatus } from './order-status.ts';

export const orderStates = ['paid', 'provisioning', 'delivered', 'failed', 'refunded'] as const;
export type OrderState = (typeof orderStates)[number];

export function orderStateOf(order: {
  provisioningStatus: ProvisioningStatus;
  deliveredAt: string | null;
  refundedAt: string | null;
}): OrderState {
  if (order.refundedAt !== null) return 'refunded';
  if (order.provisioningStatus === 'failed') return 'failed';
  if (order.provisioningStatus === 'completed' && order.deliveredAt !== null) return 'delivered';
  return order.provisioningStatus === 'pending' ? 'paid' : 'provisioning';
}

/** The states an order never leaves (a refund is marked once; a failure is final). */
export const FINAL_STATES = ['failed', 'refunded'] as const satisfies readonly OrderState[];
