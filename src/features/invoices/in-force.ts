/**
 * Which of an order's documents are in force: each invoice is cancelled by at most one credit note,
 * created only if new, and a re-issued invoice stands in only once that credit note names it;
 * otherwise it is dropped unnumbered (docs/decisions/0040-invoices-and-credit-notes.md).
 */
import type { BillingDocument } from './billing-document.ts';

/**
 * A refund's credit note, not a re-issue's. Notes drafted before `replacedBy` was kept have none:
 * the refund's was then `<orderId>/credit-note-refund`.
 */
export const isRefundNote = (document: BillingDocument) =>
  document.kind === 'credit-note' &&
  (document.replacedBy === undefined
    ? document.id.endsWith('/credit-note-refund')
    : document.replacedBy === null);

/** True when the invoice replaces nothing, or the credit note of the one it replaces names it. */
export function standsIn(invoice: BillingDocument, documents: BillingDocument[]): boolean {
  if (invoice.replaces === null) return true;
  return documents.some(
    (d) =>
      d.kind === 'credit-note' &&
      d.cancels === invoice.replaces &&
      (d.replacedBy === invoice.id || (d.replacedBy === undefined && !isRefundNote(d))),
  );
}

/** The invoices standing in and not cancelled, oldest first (one, except while a refund runs). */
export function invoicesInForce(documents: BillingDocument[]): BillingDocument[] {
  const cancelled = new Set(documents.map((document) => document.cancels));
  return documents.filter(
    (d) => d.kind === 'invoice' && !cancelled.has(d.id) && standsIn(d, documents),
  );
}

/** The invoice in force: the latest one standing in and not cancelled by a credit note. */
export const currentInvoice = (documents: BillingDocument[]): BillingDocument | null =>
  invoicesInForce(documents).at(-1) ?? null;
