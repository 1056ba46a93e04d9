/**
 * What the customer sees of an order's state (docs/product.md#order-labels), without zod: the
 * orders and account islands import these rules, and zod would add ~27 KB gzip to their pages.
 * order.ts builds its schema on `provisioningStatuses`.
 */
import type { MessageKey, Translator } from '../i18n/translate.ts';

export const provisioningStatuses = ['pending', 'provisioning', 'completed', 'failed'] as const;
export type ProvisioningStatus = (typeof provisioningStatuses)[number];

export type OrderStatus = 'pending' | 'completed' | 'failed' | 'refunded';

/**
 * The account view's status (docs/product.md#order-labels): completed, failed, or pending while it
 * is on its way; refunded once paid back.
 */
export function orderStatus(
  provisioningStatus: ProvisioningStatus,
  refundedAt: string | null = null,
): OrderStatus {
  if (refundedAt !== null) return 'refunded';
  return provisioningStatus === 'completed' || provisioningStatus === 'failed'
    ? provisioningStatus
    : 'pending';
}

const provisioningLabels: Record<ProvisioningStatus, MessageKey> = {
  pending: 'orders.activating',
  provisioning: 'orders.activating',
  completed: 'orders.ready',
  failed: 'orders.failed',
};

/** 'Activating eSIM...' while on its way, 'Ready', 'Failed' (docs/product.md#order-labels). */
export function provisioningLabel(t: Translator, status: ProvisioningStatus): string {
  return t(provisioningLabels[status]);
}

/** The list polls every 5 s while any order is on its way (docs/product.md#orders-polling). */
export const ORDERS_POLL_INTERVAL_MS = 5000;

export function needsPolling(
  orders: readonly { provisioningStatus: ProvisioningStatus }[],
): boolean {
  return orders.some(
    (order) =>
      order.provisioningStatus === 'pending' || order.provisioningStatus === 'provisioning',
  );
}
