/**
 * The order record and what the customer sees of it (docs/product.md#entity-order, #order-states).
 * Shared by the orders functions and the orders and account islands.
 */
import * as z from 'zod';
import { provisioningStatuses, type OrderStatus, type ProvisioningStatus } from './order-status.ts';
import type { InstallDetails } from './install-links.ts';
import { orderTaxSchema } from '../tax/order-tax.ts';
import { phoneFamilies } from './phone-family.ts';

/** The plan as bought: a later catalogue upload never changes what a customer paid for. */
export const planSnapshotSchema = z.object({
  id: z.string(),
  name: z.string(),
  country: z.string(),
  countryCode: z.string(),
  data: z.string(),
  duration: z.string(),
  price: z.number(),
  bundle: z.string().optional(),
  /** What the shop paid the provider for it, in the price's currency, when the catalogue knew. */
  cost: z.number().optional(),
});
export type PlanSnapshot = z.infer<typeof planSnapshotSchema>;

type PlanBasics = Pick<
  PlanSnapshot,
  'id' | 'name' | 'country' | 'countryCode' | 'data' | 'duration'
>;

/** A plan's name and what it gives, picked field by field: for a snapshot, and a view of one. */
export const planBasicsOf = (plan: PlanBasics): PlanBasics => ({
  id: plan.id,
  name: plan.name,
  country: plan.country,
  countryCode: plan.countryCode,
  data: plan.data,
  duration: plan.duration,
});

/** A business buyer's details, printed on its invoice. */
export const businessBuyerSchema = z.object({
  name: z.string().min(1).max(200),
  address: z.string().max(500),
  /** As entered, upper-cased without spaces; its first two letters are the country prefix. */
  vatId: z.string().max(20).nullable(),
  country: z.string().regex(/^[A-Z]{2}$/),
});
export type BusinessBuyer = z.infer<typeof businessBuyerSchema>;

/** The card that paid, as the gateway names it ('visa', '4242'): printed on the invoice. */
export const paymentCardSchema = z.object({
  brand: z.string().max(40),
  last4: z.string().regex(/^\d{4}$/),
});
export type PaymentCard = z.infer<typeof paymentCardSchema>;

export const orderRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  paymentIntentId: z.string(),
  planId: z.string(),
  plan: planSnapshotSchema,
  /** What was paid, in the currency's minor units (cents; yen for JPY), whatever the name says. */
  amountCents: z.number().int(),
  /** Lower case, as the gateway wrote it: 'usd', 'eur', 'jpy'. */
  currency: z.string(),
  /**
   * Units of `currency` one US dollar bought when the order was quoted, for sales in one reporting
   * currency; orders from before currencies were all USD.
   */
  exchangeRate: z.number().positive().default(1),
  provisioningStatus: z.enum(provisioningStatuses),
  /** Provisioning attempts so far, and when the next may run (retries with backoff). */
  attempts: z.number().int().min(0),
  nextAttemptAt: z.string().nullable(),
  /**
   * The provider's reference of the bought eSIM, for lookups (its purchase record has it first).
   */
  providerReference: z.string().nullable(),
  /**
   * When the purchase was started, for support; the purchase records
   * (esim-provider/purchases.server.ts), not this copy, gate buying.
   */
  providerOrderStartedAt: z.string().nullable(),
  iccid: z.string().nullable(),
  lpa: z.string().nullable(),
  lastError: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /**
   * A top-up: the id of the order that bought the eSIM this order adds data to (its ICCID is
   * copied into `iccid` when the order is made). Null for an order that buys a new eSIM. Records
   * stored before top-ups existed have none.
   */
  topUpOf: z.string().nullable().default(null),
  /** When the payment was refunded (docs/product.md#refund-window); null while it was not. */
  refundedAt: z.string().nullable().default(null),
  /**
   * The attempts made before staff re-opened the failed order (0 when never): provisioning's
   * attempt limit counts from here, and a re-opening is decided once per failure.
   */
  attemptsBeforeRetry: z.number().int().min(0).default(0),
  /** The tax included in the amount (tax/order-tax.ts); null on orders from before tax. */
  tax: orderTaxSchema.nullable().default(null),
  /**
   * The company the buyer bought for, as given at checkout (an invoice re-issued later carries its
   * own copy); null for a private buyer.
   */
  businessBuyer: businessBuyerSchema.nullable().default(null),
  /**
   * When the buyer asked, at checkout, for the eSIM to be delivered within the withdrawal period,
   * and the wording they agreed to (its catalogue key and language); null on older orders.
   */
  deliveryConsent: z
    .object({ at: z.string(), textKey: z.string(), locale: z.string() })
    .nullable()
    .default(null),
  /** The card that paid, when the gateway said; null for other methods and on older orders. */
  paymentCard: paymentCardSchema.nullable().default(null),
  /**
   * When the re-drive found the eSIM late, past the delivery promise and its margin (decided once
   * by `late-delivery/<orderId>`, provisioning/late-deliveries.server.ts); null while it was not.
   */
  lateAt: z.string().nullable().default(null),
  /**
   * The trip's first day the buyer gave at checkout (`YYYY-MM-DD`), for the install reminder; null
   * when not given and on older orders.
   */
  travelDate: z.string().nullable().default(null),
  /** The phone the buyer paid from, so a reminder leads with its link; null on older orders. */
  buyerPhone: z.enum(phoneFamilies).nullable().default(null),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;

/** Delivered, or failed for good: final, off the re-drive's list, never changed again. */
export function isSettled(order: OrderRecord): boolean {
  return (
    order.provisioningStatus === 'failed' ||
    (order.provisioningStatus === 'completed' && order.deliveredAt !== null)
  );
}

/** An order as GET /api/orders returns it to its owner. */
export interface CustomerOrder {
  id: string;
  planId: string;
  status: OrderStatus;
  provisioningStatus: ProvisioningStatus;
  iccid: string | null;
  lastError: string | null;
  /** A top-up: the id of the eSIM order it adds data to; null for an order that bought an eSIM. */
  topUpOf: string | null;
  /**
   * Where the owner's browser fetches the QR image; null until the eSIM is ready, and once
   * refunded.
   */
  qrCodeUrl: string | null;
  /**
   * One-tap links and manual details (bearer credentials, like the QR): a delivered eSIM only,
   * never a top-up.
   */
  install: InstallDetails | null;
  /** When the payment was refunded; null while it was not. */
  refundedAt: string | null;
  /** Until when 'Cancel and refund' is offered (the server re-checks); null when it is not. */
  refundableUntil: string | null;
  /**
   * An eSIM on its way: the latest time it is promised for, when it was found late, and whether
   * 'Refund now' is offered (the server re-checks); null once delivered, failed or refunded.
   */
  delivery: { dueBy: string; lateAt: string | null; refundOffered: boolean } | null;
  /**
   * The eSIM reached its destination and used no data: where, the plan's networks there and the
   * one last seen, for the banner (src/features/esims/rescue/rescue-sent.server.ts); absent otherwise.
   */
  noData?: { countryCode: string | null; networks: string[]; seenNetwork: string | null };
  createdAt: string;
  /** What the customer paid: minor units (yen for JPY) of `currency` ('usd', 'eur'). */
  paid: { amount: number; currency: string };
  plan: PlanSnapshot & { flag: string | null };
}
