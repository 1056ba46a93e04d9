/**
 * How long a bought eSIM may be cancelled and refunded (spec §9: within 14 days of purchase),
 * without zod: the orders island reads it to decide whether to offer 'Cancel and refund'; the
 * server re-checks every rule (src/features/refunds/).
 */
import type { ProvisioningStatus } from './order-status.ts';

export const REFUND_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** What the window depends on: an order record, or what the customer sees of one. */
interface RefundableFields {
  createdAt: string;
  provisioningStatus: ProvisioningStatus;
  topUpOf: string | null;
  refundedAt: string | null;
}

/**
 * Until when a customer may ask to cancel this order: a delivered eSIM (a top-up is not
 * cancelled on its own), not refunded yet, 14 days from purchase; null when never (any more).
 */
export function refundableUntil(order: RefundableFields): string | null {
  if (order.provisioningStatus !== 'completed' || order.topUpOf !== null || order.refundedAt !== null) return null;
  return new Date(Date.parse(order.createdAt) + REFUND_WINDOW_MS).toISOString();
}
