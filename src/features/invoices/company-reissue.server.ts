/**
 * A company's details added after the purchase: the invoice in force is never edited. A new
 * invoice naming the company replaces it, and a credit note cancels it; both are drafted here (no
 * counter on the request's path) and numbered by the re-drive, each under a number of its own
 * (EU VAT Directive Art. 219; docs/decisions/0040-invoices-and-credit-notes.md).
 */
import type { Failure } from '../../lib/result.ts';
import { findOrder } from '../orders/orders.server.ts';
import type { BusinessBuyer, OrderRecord } from '../orders/order.ts';
import type { BillingDocument } from './billing-document.ts';
import { documentsOfOrder, findDocument, saveDraft } from './billing-documents.server.ts';
import { currentInvoice, draftOf } from './issue.server.ts';

/** Why a re-issue is refused: a refunded order, or an invoice not issued (or re-issued) yet. */
export type ReissueRefusal = 'refunded' | 'not-issued';

const indexOf = (document: BillingDocument) =>
  Number(document.id.slice(document.id.lastIndexOf('-') + 1));

export async function reissueWithCompany(
  order: OrderRecord,
  business: BusinessBuyer,
): Promise<{ ok: true; invoice: BillingDocument } | Failure<ReissueRefusal>> {
  if (order.refundedAt !== null) return { ok: false, reason: 'refunded' };
  const invoice = currentInvoice(await documentsOfOrder(order.id));
  // A change still waiting for its numbers is finished first: documents are chained one by one.
  if (!invoice || invoice.number === null) return { ok: false, reason: 'not-issued' };
  // The replacement first: a run that dies before the credit note leaves it to the re-drive
  // (`ensureCancellation`), never an invoice cancelled with nothing in its place.
  // Two requests at once draft the same id: the first one's details stand, never a second copy.
  const next = await saveDraft(
    await draftOf(order, {
      kind: 'invoice',
      k: indexOf(invoice) + 1,
      business,
      cancels: null,
      replaces: invoice.id,
      seller: null,
    }),
  );
  await ensureCancellation(next, order);
  return { ok: true, invoice: next };
}

/** For an invoice that replaces another: the credit note cancelling the one it replaces. */
export async function ensureCancellation(invoice: BillingDocument, known?: OrderRecord) {
  if (invoice.kind !== 'invoice' || invoice.replaces === null) return;
  const replaced = await findDocument(invoice.replaces);
  const order = known ?? (await findOrder(invoice.orderId));
  if (!replaced || !order) return;
  await saveDraft(
    await draftOf(order, {
      kind: 'credit-note',
      k: indexOf(replaced),
      business: replaced.buyer.business,
      cancels: replaced.id,
      replaces: null,
      seller: null,
    }),
  );
}
