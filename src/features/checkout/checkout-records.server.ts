/**
 * The checkout record, `checkout/<intentId>` in the orders store: what was sold, to whom, when the
 * payment intent was made, and for a top-up which eSIM it adds data to. Fulfilling a paid intent
 * checks the payment against it, so the price a customer paid is always the price we asked.
 */
import * as z from 'zod';
import { businessBuyerSchema, orderRecordSchema, planSnapshotSchema } from '../orders/order.ts';
import { orderTaxSchema } from '../tax/order-tax.ts';
import { chargeSchema } from '../currency/charge.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import { markExpiry } from '../../lib/expiry-index.ts';
import { walkSlices } from '../../lib/key-walk.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';

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
  /** The tax quoted when the intent was made; absent on records made before tax. */
  tax: orderTaxSchema.optional(),
  /** The company the shopper buys for, as they gave it; absent for a private buyer. */
  businessBuyer: businessBuyerSchema.optional(),
  /** The shopper's consent to delivery within the withdrawal period; absent before consent. */
  deliveryConsent: orderRecordSchema.shape.deliveryConsent.unwrap().unwrap().optional(),
  /** 'When do you travel?' and the phone paid from (order.ts); absent when unknown. */
  travelDate: z.string().optional(),
  buyerPhone: orderRecordSchema.shape.buyerPhone.unwrap().unwrap().optional(),
});
export type CheckoutRecord = z.infer<typeof checkoutRecordSchema>;

const checkouts = ordersStoreFamily('checkout/', checkoutRecordSchema);

/**
 * How long after its hold a checkout is looked at again: if it was never paid by then, it is
 * deleted (unpaid-checkouts.server.ts); a paid one stays with its order.
 */
export const UNPAID_CHECKOUT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
/** The hold of records made before quotes expired (decision 0013's 30 minutes). */
const HOLD_MS = 30 * 60 * 1000;

/** The expiry index's name of a checkout record (`expires/<day>/<hour>/checkout/<intentId>`). */
export const CHECKOUT_EXPIRY_PREFIX = 'checkout/';

/**
 * Keeps what `intentId` sells, written when the intent is made, and notes when to ask whether it
 * was ever paid.
 */
export async function saveCheckout(intentId: string, record: CheckoutRecord): Promise<void> {
  await checkouts.write(intentId, record);
  const heldUntil = record.heldUntil ? Date.parse(record.heldUntil) : Date.now() + HOLD_MS;
  await markCheckoutExpiry(intentId, heldUntil + UNPAID_CHECKOUT_KEPT_MS);
}

/** Notes when to ask whether `intentId` was ever paid. */
export function markCheckoutExpiry(intentId: string, at: number): Promise<void> {
  return markExpiry('orders', `${CHECKOUT_EXPIRY_PREFIX}${intentId}`, at);
}

/**
 * Walks the checkout records once, by the characters after `pi_` (`slices`), handing each intent
 * id to `visit` within the budget.
 */
export function walkCheckouts(
  slices: readonly string[],
  budget: SweepBudget,
  visit: (intentId: string) => Promise<void>,
) {
  const prefix = 'checkout/pi_';
  return walkSlices(
    'orders',
    'checkout-expiry-backfill',
    slices.map((slice) => `${prefix}${slice}`),
    budget,
    (key) => visit(key.slice('checkout/'.length)),
    true,
  );
}

/** Deletes the record of an intent that was never paid (unpaid-checkouts.server.ts). */
export function removeCheckout(intentId: string): Promise<void> {
  return checkouts.remove(intentId);
}

/** What `intentId` sold, or null when it is not ours. */
export function findCheckout(intentId: string): Promise<CheckoutRecord | null> {
  return checkouts.read(intentId);
}
