/**
 * Drafting an order's documents: the invoice at delivery, a credit note at refund, a re-issue with
 * the buyer's company. Each draft is written once under its own id, so a retry or a second path
 * drafts the same document, never a second; numbering.server.ts numbers it.
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
  creditNoteIdOf,
  documentsOfOrder,
  findDocument,
  invoiceIdOf,
  saveDraft,
} from './billing-documents.server.ts';
import { invoicesInForce, isRefundNote } from './in-force.ts';
import { numberDocument } from './numbering.server.ts';

interface DraftOptions {
  kind: DocumentKind;
  id: string;
  business: BusinessBuyer | null;
  cancels: string | null;
  replaces: string | null;
  replacedBy?: string | null;
  /** Null on a refund's path: the numbering adds it. */
  seller: Seller | null;
  /** The delivery, when the document is issued later than it (an order from before invoices). */
  suppliedAt?: string | null;
  now?: Date;
}

async function draftOf(order: OrderRecord, options: DraftOptions): Promise<BillingDocument> {
  const buyer = await findUserById(order.userId);
  const t = await loadTranslator(buyer?.locale);
  const words = planWordsIn(order.plan, t);
  const at = options.now ?? new Date();
  return {
    id: options.id,
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
    ...(options.kind === 'credit-note' && { replacedBy: options.replacedBy ?? null }),
  };
}

/** The order's k-th invoice; `replaces`: the invoice it is issued again in place of. */
export const invoiceDraft = (
  order: OrderRecord,
  k: number,
  options: Pick<DraftOptions, 'business' | 'replaces' | 'seller' | 'suppliedAt'>,
) => draftOf(order, { ...options, kind: 'invoice', id: invoiceIdOf(order.id, k), cancels: null });

/**
 * The one credit note that may cancel `invoice` (no seller yet: the numbering adds it);
 * `replacedBy`: the invoice issued again in its place, null for a refund's.
 */
export const creditNoteDraft = (
  order: OrderRecord,
  invoice: BillingDocument,
  replacedBy: string | null,
) =>
  draftOf(order, {
    kind: 'credit-note',
    id: creditNoteIdOf(invoice.id),
    business: invoice.buyer.business,
    cancels: invoice.id,
    replaces: null,
    replacedBy,
    seller: null,
  });

/** The order's first invoice, drafted if needed and numbered. */
export async function issueInvoice(order: OrderRecord, seller: Seller): Promise<BillingDocument> {
  const draft = await invoiceDraft(order, 1, {
    business: order.businessBuyer,
    replaces: null,
    seller,
  });
  await saveDraft(draft);
  return numberDocument(draft.id, seller);
}

/**
 * The first invoice of a delivered order that has none (delivered before invoices existed): drafted
 * now, dated today and printing its delivery as the date of supply, with the tax the order
 * recorded; the re-drive numbers it. The stored one when there is one; null when not delivered.
 */
export async function draftMissingInvoice(order: OrderRecord): Promise<BillingDocument | null> {
  if (order.deliveredAt === null) return null;
  const existing = await findDocument(invoiceIdOf(order.id, 1));
  if (existing) return existing;
  return saveDraft(
    await invoiceDraft(order, 1, {
      business: order.businessBuyer,
      replaces: null,
      seller: null,
      suppliedAt: order.deliveredAt,
    }),
  );
}

/** Rounds past the first are taken only while a re-issue races the refund: a handful at most. */
const MAX_ROUNDS = 10;

/**
 * The credit note of a refund: it cancels the invoice in force. Drafted on the refund's path (no
 * counter, no seller yet); the re-drive numbers it. An order delivered before invoices gets its
 * invoice drafted first, so a credit note never cancels nothing; a never delivered one gets none.
 * A re-issue that took the invoice's credit note first put its own invoice in force: that one is
 * cancelled in the next round, so no invoice of a refunded order stays in force.
 */
export async function draftRefundCreditNote(order: OrderRecord): Promise<BillingDocument | null> {
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const documents = await documentsOfOrder(order.id);
    let inForce = invoicesInForce(documents);
    if (inForce.length === 0) {
      // Every invoice cancelled: by this refund, in an earlier run.
      if (documents.some((d) => d.kind === 'invoice')) return documents.find(isRefundNote) ?? null;
      const invoice = await draftMissingInvoice(order);
      if (!invoice) return null;
      inForce = [invoice];
    }
    const notes = await Promise.all(
      inForce.map(async (invoice) => saveDraft(await creditNoteDraft(order, invoice, null))),
    );
    if (notes.every(isRefundNote)) return notes.at(-1)!;
  }
  throw new Error(`The invoices of order ${order.id} kept changing; the refund's re-drive retries`);
}
