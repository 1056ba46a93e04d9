/**
 * A company's details added after the purchase: the invoice in force is never edited; a new invoice
 * replaces it and a credit note cancels it, drafted here and numbered by the re-drive. A racing
 * refund drafts the same credit note: the first decides
 * (docs/decisions/0040-invoices-and-credit-notes.md).
 */
import type { Failure } from '../../lib/result.ts';
import { findOrder } from '../orders/orders.server.ts';
import type { BusinessBuyer, OrderRecord } from '../orders/order.ts';
import type { BillingDocument } from './billing-document.ts';
import {
  creditNoteIdOf,
  documentsOfOrder,
  dropNeverInForce,
  saveDraft,
} from './billing-documents.server.ts';
import { currentInvoice, isRefundNote, standsIn } from './in-force.ts';
import { creditNoteDraft, invoiceDraft } from './issue.server.ts';

/** Why a re-issue is refused: a refunded order, or an invoice not issued (or re-issued) yet. */
export type ReissueRefusal = 'refunded' | 'not-issued';

const indexOf = (document: BillingDocument) =>
  Number(document.id.slice(document.id.lastIndexOf('-') + 1));

export async function reissueWithCompany(
  order: OrderRecord,
  business: BusinessBuyer,
): Promise<{ ok: true; invoice: BillingDocument } | Failure<ReissueRefusal>> {
  if (order.refundedAt !== null) return { ok: false, reason: 'refunded' };
  const documents = await documentsOfOrder(order.id);
  // A refund under way has drafted its credit note already: the order is being refunded.
  if (documents.some(isRefundNote)) return { ok: false, reason: 'refunded' };
  const invoice = currentInvoice(documents);
  // A change still waiting for its numbers is finished first: documents are chained one by one.
  if (!invoice || invoice.number === null) return { ok: false, reason: 'not-issued' };
  // The replacement first: a run that dies before the credit note leaves it to the re-drive
  // (`ensureCancellation`), never an invoice cancelled with nothing in its place.
  // Two requests at once draft the same id: the first one's details stand, never a second copy.
  const next = await saveDraft(
    await invoiceDraft(order, indexOf(invoice) + 1, {
      business,
      replaces: invoice.id,
      seller: null,
    }),
  );
  if (!(await ensureCancellation(next, { order, documents })))
    return { ok: false, reason: 'refunded' };
  return { ok: true, invoice: next };
}

/**
 * For an invoice that replaces another: the credit note cancelling the one it replaces, unless
 * drafted already. True when the invoice stands in (no replacement, or the note names it); false
 * when a refund's credit note was first: then the invoice never stood in, and is dropped before
 * anyone numbers it.
 */
export async function ensureCancellation(
  invoice: BillingDocument,
  known?: { order: OrderRecord; documents: BillingDocument[] },
): Promise<boolean> {
  if (invoice.kind !== 'invoice' || invoice.replaces === null) return true;
  const documents = known?.documents ?? (await documentsOfOrder(invoice.orderId));
  const replaced = documents.find((d) => d.id === invoice.replaces);
  const order = known?.order ?? (await findOrder(invoice.orderId));
  if (!replaced || !order) return true;
  // A note drafted before notes were named after the invoice they cancel decides as well.
  const earlier = documents.find(
    (d) => d.cancels === replaced.id && d.id !== creditNoteIdOf(replaced.id),
  );
  const note = earlier ?? (await saveDraft(await creditNoteDraft(order, replaced, invoice.id)));
  if (standsIn(invoice, [note])) return true;
  await dropNeverInForce(invoice.id);
  return false;
}
