/**
 * How long a bought eSIM may be cancelled and refunded (docs/product.md#refund-window), the one
 * home of that number: the rules, My Orders and every text that states it read it from here.
 * Without zod, so the My Orders island can read it to decide whether to offer 'Cancel and refund'.
 */
import type { ProvisioningStatus } from '../orders/order-status.ts';

export const REFUND_WINDOW_DAYS = 14;
export const REFUND_WINDOW_MS = REFUND_WINDOW_DAYS * 24 * 60 * 60 * 1000;

/** How the content files (FAQ, terms, chat answers) write the number of days. */
const DAYS_PLACEHOLDER = '{refundWindowDays}';

/** A content text with the window's number of days put in for `{refundWindowDays}`. */
export function withRefundWindow(text: string): string {
  return text.replaceAll(DAYS_PLACEHOLDER, String(REFUND_WINDOW_DAYS));
}

/** What the window depends on: an order record, or what the customer sees of one. */
interface RefundableFields {
  createdAt: string;
  provisioningStatus: ProvisioningStatus;
  topUpOf: string | null;
  refundedAt: string | null;
}

/**
 * Until when a customer may ask to cancel this order: a delivered eSIM (a top-up is not cancelled
 * on its own), not refunded yet, within the window from purchase; null when never (any more).
 */
export function refundableUntil(order: RefundableFields): string | null {
  if (
    order.provisioningStatus !== 'completed' ||
    order.topUpOf !== null ||
    order.refundedAt !== null
  )
    return null;
  return new Date(Date.parse(order.createdAt) + REFUND_WINDOW_MS).toISOString();
}
