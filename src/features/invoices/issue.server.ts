/**
 * Drafting an order's documents: the invoice when it is delivered, a credit note when it is
 * refunded, an invoice issued again with the buyer's company. Each draft is written once under an
 * id of its own, so a retry, the re-drive or a second path drafts the same document again, never a
 * second one; numbering (numbering.server.ts) follows.
 */
import { findUserById } from '../auth/users.server.ts';
import { planWordsIn } from '../catalogue/plan-words.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import type { BusinessBuyer, OrderRecord } from '../orders/order.ts';
import {
  sellerSnapshot,
  seriesOf,
  type BillingDocument,
  type DocumentKind,
  type Seller,
} from './billing-document.ts';
import {
  documentId,
  documentsOfOrder,
  findDocument,
  saveDraft,
} from './billing-documents.server.ts';
import { numberDocument } from './numbering.server.ts';

interface DraftOptions {
  kind: DocumentKind;
  k: number | 'refund';
  business: BusinessBuyer | null;
  cancels: string | null;
  replaces: string | null;
  /** Null on a refund's path: the numbering adds it. */
  seller: Seller | null;
  /** The delivery, when the document is issued later than it (an order from before invoices). */
  suppliedAt?: string | null;
  now?: Date;
}

export async function draftOf(order: OrderRecord, options: DraftOptions): Promise<BillingDocument> {
  const buyer = await findUserById(order.userId);
  const t = await loadTranslator(buyer?.locale);
  const words = planWordsIn(order.plan, t);
  const at = options.now ?? new Date();
  return {
    id: documentId(order.id, options.kind, options.k),
    kind: options.kind,
    orderId: order.id,
    userId: order.userId,
    series: seriesOf(options.kind, at),
    number: null,
    issuedAt: at.toISOString(),
    suppliedAt: options.suppliedAt ?? null,
    locale: t.locale,
    seller: options.seller && sellerSnapshot(options.seller, order.tax?.scheme),
    buyer: { email: buyer?.email ?? '', business: options.business },
    plan: { name: words.plan, data: words.data, duration: words.duration },
    topUp: order.topUpOf !== null,
    total: order.amountCents,
    currency: order.currency,
    tax: order.tax,
    paymentMethod: 'card',
    paymentCard: order.paymentCard,
    cancels: options.cancels,
    replaces: options.replaces,
  };
}

/** The order's first invoice, drafted if needed and numbered. */
export async function issueInvoice(order: OrderRecord, seller: Seller): Promise<BillingDocument> {
  const id = documentId(order.id, 'invoice', 1);
  const draft = await draftOf(order, {
    kind: 'invoice',
    k: 1,
    business: order.businessBuyer,
    cancels: null,
    replaces: null,
    seller,
  });
  await saveDraft({ ...draft, id });
  return numberDocument(id, seller);
}

/**
 * The first invoice of a delivered order that has none (delivered before invoices existed): drafted
 * now, dated today and printing its delivery as the date of supply, with the tax the order
 * recorded; the re-drive numbers it. The stored one when there is one; null when not delivered.
 */
export async function draftMissingInvoice(order: OrderRecord): Promise<BillingDocument | null> {
  if (order.deliveredAt === null) return null;
  const existing = await findDocument(documentId(order.id, 'invoice', 1));
  if (existing) return existing;
  return saveDraft(
    await draftOf(order, {
      kind: 'invoice',
      k: 1,
      business: order.businessBuyer,
      cancels: null,
      replaces: null,
      seller: null,
      suppliedAt: order.deliveredAt,
    }),
  );
}

/** The invoice in force: the latest one not cancelled by a credit note. */
export function currentInvoice(documents: BillingDocument[]): BillingDocument | null {
  const cancelled = new Set(documents.map((document) => document.cancels));
  return documents.filter((d) => d.kind === 'invoice' && !cancelled.has(d.id)).at(-1) ?? null;
}

/**
 * The credit note of a refund: it cancels the invoice in force. Drafted on the refund's path (no
 * counter, no seller yet); the re-drive numbers it. An order delivered before invoices gets its
 * invoice drafted first, so a credit note never cancels nothing; a never delivered one gets none.
 */
export async function draftRefundCreditNote(order: OrderRecord): Promise<BillingDocument | null> {
  const documents = await documentsOfOrder(order.id);
  const drafted = documents.find((d) => d.id === documentId(order.id, 'credit-note', 'refund'));
  if (drafted) return drafted;
  const invoice = currentInvoice(documents) ?? (await draftMissingInvoice(order));
  if (!invoice) return null;
  return saveDraft(
    await draftOf(order, {
      kind: 'credit-note',
      k: 'refund',
      business: invoice.buyer.business,
      cancels: invoice.id,
      replaces: null,
      seller: null,
    }),
  );
}
