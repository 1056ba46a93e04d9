/**
 * The checkout record, `checkout/<intentId>` in the orders store: what was sold, to whom, when the
 * payment intent was made, and for a top-up which eSIM it adds data to. Fulfilling a paid intent
 * checks the payment against it, so the price a customer paid is always the price we asked.
 */
import * as z from 'zod';
import { planSnapshotSchema } from '../orders/order.ts';
import { chargeSchema } from '../currency/charge.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';

const checkoutRecordSchema = z.object({
  userId: z.string(),
  plan: planSnapshotSchema,
  /**
   * A top-up: the order that bought the eSIM and the eSIM's ICCID, as checked when the intent was
   * made.
   */
  topUp: z.object({ orderId: z.string(), iccid: z.string() }).optional(),
  /** Until when the price holds (ISO); absent on records made before quotes expired. */
  heldUntil: z.string().optional(),
  /** What the quote charges; absent on records made before currencies (USD, the plan's price). */
  charge: chargeSchema.optional(),
});
export type CheckoutRecord = z.infer<typeof checkoutRecordSchema>;

const checkouts = ordersStoreFamily('checkout/', checkoutRecordSchema);

/** Keeps what `intentId` sells; written when the intent is made. */
export function saveCheckout(intentId: string, record: CheckoutRecord): Promise<void> {
  return checkouts.write(intentId, record);
}

/** What `intentId` sold, or null when it is not ours. */
export function findCheckout(intentId: string): Promise<CheckoutRecord | null> {
  return checkouts.read(intentId);
}
