/**
 * One order seen whole by staff: the answers of GET /api/admin/orders/{id} and of its reveal. Types
 * only, so the console's islands need no zod. The activation code and install links, bearer
 * credentials, are only in the audited reveal.
 */
import type { EsimStatusAnswer } from '../../esims/esim-status.ts';
import type { BusinessBuyer, OrderRecord } from '../../orders/order.ts';
import type { InstallDetails } from '../../orders/install-links.ts';
import type { OrderState } from '../../orders/order-state.ts';
import type { RefundStep } from '../../refunds/refund-records.server.ts';
import type { TaxEvidence } from '../../tax/order-tax.ts';
import type { TaxScheme } from '../../tax/tax-schemes.ts';
import type { OrderRow } from './order-search.ts';

/** The plan as bought, as staff read it: what was sold, not what it cost the shop. */
interface AdminPlanView {
  id: string;
  name: string;
  country: string;
  countryCode: string;
  data: string;
  duration: string;
  /** eSIM Go's bundle name, when the catalogue had one. */
  bundle: string | null;
}

/** The owners' own figures of an order; support never receives them. */
interface OwnerFigures {
  /**
   * What the shop paid the provider for the plan, in US cents; null when the catalogue had no
   * cost. Converted on the server, so the console loads no more of the money module than the shop.
   */
  costUsdCents: number | null;
  /** Units of the order's currency one US dollar bought at the quote (the owners' rate). */
  exchangeRate: number;
}

/**
 * The order as staff read it, picked field by field from its record: never its activation code,
 * and the owners' figures only in an owner's view.
 */
export interface AdminOrderView {
  id: string;
  userId: string;
  paymentIntentId: string;
  plan: AdminPlanView;
  /** What was paid, in the currency's minor units (JPY: yen). */
  amountCents: number;
  /** Lower case, as the gateway wrote it: 'usd', 'eur', 'jpy'. */
  currency: string;
  state: OrderState;
  provisioningStatus: OrderRecord['provisioningStatus'];
  attempts: number;
  nextAttemptAt: string | null;
  providerReference: string | null;
  providerOrderStartedAt: string | null;
  iccid: string | null;
  lastError: string | null;
  deliveredAt: string | null;
  /** When the re-drive found the eSIM past its delivery promise; null when it never was. */
  lateAt: string | null;
  topUpOf: string | null;
  refundedAt: string | null;
  createdAt: string;
  updatedAt: string;
  /** Whether an activation code exists to reveal (a delivered eSIM, not a top-up). */
  hasActivationCode: boolean;
  /** Owners only. */
  ownerFigures?: OwnerFigures;
  tax: AdminTaxView;
  /** The company the buyer bought for, as given at checkout; null for a private buyer. */
  businessBuyer: BusinessBuyer | null;
  /** When the buyer asked for delivery within the withdrawal period; null on older orders. */
  deliveryConsent: OrderRecord['deliveryConsent'];
}

/**
 * Why the order carries the tax it does: collected under a scheme, reverse-charged to an EU
 * business, not collected where the shop is not registered, or none recorded (an order from before
 * tax).
 */
type AdminTaxStatus = 'charged' | 'reverse-charge' | 'not-registered';

/** The order's tax as decided at checkout (tax/order-tax.ts), for staff answering an auditor. */
export type AdminTaxView =
  | { status: 'before-tax' }
  | {
      status: AdminTaxStatus;
      country: string;
      scheme: TaxScheme | null;
      rateBasisPoints: number;
      /** The tax included in the amount paid, in minor units of `currency`. */
      amount: number;
      currency: string;
      evidence: TaxEvidence;
      /** No two pieces of evidence agreed: the country is the billing country, to review. */
      evidenceConflict: boolean;
      business: boolean;
      /** The buyer's VAT id on a reverse charge (the invoice names it); null otherwise. */
      buyerVatId: string | null;
      calculationId: string | null;
      transactionId: string | null;
    };

/** One invoice or credit note of the order, as listed on its page. */
export interface AdminDocumentRow {
  /** The document's name within the order: `invoice-1`, a credit note's `credit-note-…`. */
  name: string;
  kind: 'invoice' | 'credit-note';
  /** Null until the numbering gives it one. */
  number: string | null;
  issuedAt: string;
  /** Tax included, in minor units of `currency`. */
  total: number;
  currency: string;
  /** The name of the document it cancels (a credit note) or replaces (a re-issued invoice). */
  cancels: string | null;
  replaces: string | null;
  /** Where staff download its PDF (audited); null while it has no number. */
  pdfUrl: string | null;
}

/** The order's refund, when one was asked: how far it got and whether its tax went back. */
export interface AdminRefundView {
  startedAt: string;
  step: RefundStep;
  /**
   * `reversed`: the tax engine outside the shop (Stripe Tax) reversed it; `pending`: not yet;
   * `not-needed`: no engine outside the shop recorded it (the tax report takes the refund off).
   */
  taxReversal: 'reversed' | 'pending' | 'not-needed';
}

/** The customer who placed the order; null in the answer when the account is gone. */
export interface AdminOrderCustomer {
  id: string;
  email: string;
  name: string | null;
  createdAt: string;
  verified: boolean;
  /** Whether staff blocked the account (it cannot sign in). */
  blocked: boolean;
}

/** What happened to the order, oldest first. */
export interface TimelineEntry {
  /** ISO time. */
  at: string;
  /** What kind of event, e.g. `checkout-created`, `provider-error`, `mail-sent`. */
  kind: string;
  /** One line for people. */
  summary: string;
  /** More, when there is more: a provider's error, a mail's subject. */
  detail?: string;
}

/** The eSIM's live status as the customer would read it, or why it could not be read. */
export type AdminEsimView = EsimStatusAnswer | { status: 'unknown'; error: string };

/** GET /api/admin/orders/{id} */
export interface AdminOrderAnswer {
  order: AdminOrderView;
  customer: AdminOrderCustomer | null;
  /** The customer's other orders, newest first, at most 10. */
  otherOrders: OrderRow[];
  timeline: TimelineEntry[];
  /** Null when the order has no eSIM of its own (not delivered yet, failed, or a top-up). */
  esim: AdminEsimView | null;
  /** Its invoices and credit notes, oldest first. */
  documents: AdminDocumentRow[];
  refund: AdminRefundView | null;
}

/** POST /api/admin/orders/{id}/reveal: the activation code, for a support call. */
export type RevealedActivation = InstallDetails & { lpa: string };

/** How many of the customer's other orders the order page lists. */
export const OTHER_ORDERS_SHOWN = 10;
