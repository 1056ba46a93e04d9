/**
 * What the customer sees of an order's state (spec §4 "Order provisioningStatus", "Order
 * status"), without zod: the orders and account islands import these rules, and zod would add
 * ~27 KB gzip to their pages. order.ts builds its schema on `provisioningStatuses`.
 */
export const provisioningStatuses = ['pending', 'provisioning', 'completed', 'failed'] as const;
export type ProvisioningStatus = (typeof provisioningStatuses)[number];

export type OrderStatus = 'pending' | 'completed' | 'failed' | 'refunded';

/** The account view's status (spec §4): completed, failed, or pending while it is on its way; refunded once paid back. */
export function orderStatus(provisioningStatus: ProvisioningStatus, refundedAt: string | null = null): OrderStatus {
  if (refundedAt !== null) return 'refunded';
  return provisioningStatus === 'completed' || provisioningStatus === 'failed' ? provisioningStatus : 'pending';
}

/** Spec §4: 'Activating eSIM...' while on its way, 'Ready', 'Failed'. */
export function provisioningLabel(status: ProvisioningStatus): string {
  if (status === 'completed') return 'Ready';
  if (status === 'failed') return 'Failed';
  return 'Activating eSIM...';
}

/** Spec §4: the orders list polls every 5 s while any order is pending or provisioning. */
export const ORDERS_POLL_INTERVAL_MS = 5000;

export function needsPolling(orders: readonly { provisioningStatus: ProvisioningStatus }[]): boolean {
  return orders.some((order) => order.provisioningStatus === 'pending' || order.provisioningStatus === 'provisioning');
}
