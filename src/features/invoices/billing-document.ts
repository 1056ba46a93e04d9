/**
 * An invoice or credit note as issued: everything it prints is copied in when drafted, so no later
 * change to the order, account, catalogue or seller changes it; only its number is added, once
 * (docs/decisions/0040-invoices-and-credit-notes.md). Shared by its page and its PDF.
 */
import * as z from 'zod';
import { businessBuyerSchema, paymentCardSchema } from '../orders/order.ts';
import { orderTaxSchema } from '../tax/order-tax.ts';

const sellerSnapshotSchema = z.object({
  legalName: z.string(),
  addressLines: z.array(z.string()),
  email: z.string(),
  /** The seller's number under the order's tax scheme; null when it collected none. */
  taxId: z.string().nullable(),
  demo: z.boolean(),
});
type SellerSnapshot = z.infer<typeof sellerSnapshotSchema>;

/** The seller as the caller knows it (legal/seller.ts `sellerDetails()`, passed in by the caller). */
export interface Seller {
  legalName: string;
  addressLines: string[];
  email: string;
  taxIds: { scheme: string; number: string }[];
  demo: boolean;
}

/** What a document keeps of the seller: its number under the document's tax scheme only. */
export function sellerSnapshot(seller: Seller, scheme: string | null | undefined): SellerSnapshot {
  const taxId = scheme
    ? (seller.taxIds.find((entry) => entry.scheme === scheme)?.number ?? null)
    : null;
  const { legalName, addressLines, email, demo } = seller;
  return { legalName, addressLines, email, taxId, demo };
}

const documentKinds = ['invoice', 'credit-note'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const billingDocumentSchema = z.object({
  /**
   * `<orderId>/invoice-<k>`: the order's k-th invoice; `<orderId>/credit-note-of-invoice-<k>`: the
   * one credit note cancelling it (earlier ones: `credit-note-<k>`, `credit-note-refund`).
   */
  id: z.string(),
  kind: z.enum(documentKinds),
  orderId: z.string(),
  userId: z.string(),
  /** `INV-<YYYYMMDD>` or `CN-<YYYYMMDD>`: the series of the day it was drafted. */
  series: z.string(),
  /** `INV-20261129-0001`; null until the numbering gives it one. */
  number: z.string().nullable(),
  issuedAt: z.string(),
  /**
   * When the eSIM or top-up was delivered, where that differs from the day of issue (an order from
   * before invoices, invoiced afterwards): printed as the date of supply (Art. 226(7)).
   */
  suppliedAt: z.string().nullable().optional(),
  /** The buyer's language when it was drafted: the document is printed in it. */
  locale: z.string(),
  /** Null only until numbered: a credit note drafted on a refund's path gets it with its number. */
  seller: sellerSnapshotSchema.nullable(),
  buyer: z.object({ email: z.string(), business: businessBuyerSchema.nullable() }),
  plan: z.object({ name: z.string(), data: z.string(), duration: z.string() }),
  topUp: z.boolean(),
  /** What was paid (or, on a credit note, given back), tax included, in minor units. */
  total: z.number().int().min(0),
  currency: z.string(),
  tax: orderTaxSchema.nullable(),
  /** The kind of method: 'card', the only one the shop takes. */
  paymentMethod: z.string(),
  /**
   * The card that paid, copied from the order (printed 'Visa ending 4242'); null when the gateway
   * did not say, absent on documents drafted before it was recorded.
   */
  paymentCard: paymentCardSchema.nullable().optional(),
  /** A credit note: the id of the invoice it cancels (null when the order had none). */
  cancels: z.string().nullable(),
  /** An invoice issued again with the buyer's company: the id of the one it replaces. */
  replaces: z.string().nullable(),
  /**
   * A credit note: the id of the invoice issued again in place of the one it cancels; null for a
   * refund's. Absent on documents drafted before it was kept (in-force.ts reads those by id).
   */
  replacedBy: z.string().nullable().optional(),
});
export type BillingDocument = z.infer<typeof billingDocumentSchema>;

const seriesPrefix: Record<DocumentKind, string> = { invoice: 'INV', 'credit-note': 'CN' };

/** The series of a document drafted at `at`: one per kind and UTC day. */
export const seriesOf = (kind: DocumentKind, at: Date) =>
  `${seriesPrefix[kind]}-${at.toISOString().slice(0, 10).replaceAll('-', '')}`;

/** `INV-20261129-0001`: at least four digits, more past 9,999 a day. */
export const formatNumber = (series: string, n: number) =>
  `${series}-${String(n).padStart(4, '0')}`;
