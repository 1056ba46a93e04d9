/**
 * What the owner asking for a document gets: the numbered document, or, for a delivered order
 * whose document is not numbered yet, 'preparing'. An order delivered before invoices (or refunded
 * before credit notes) has what it lacks drafted here, with no counter on the request's path; the
 * re-drive's 'documents to number' numbers it within minutes
 * (docs/decisions/0047-invoices-for-orders-from-before-invoices.md).
 */
import type { OrderRecord } from '../orders/order.ts';
import { customerDocument, type CustomerDocumentKind } from './customer-documents.server.ts';
import { draftMissingInvoice, draftRefundCreditNote } from './issue.server.ts';

export async function documentOnRequest(order: OrderRecord, kind: CustomerDocumentKind) {
  const found = await customerDocument(order.id, kind);
  if (found) return found;
  const draft =
    kind === 'invoice'
      ? await draftMissingInvoice(order)
      : order.refundedAt !== null
        ? await draftRefundCreditNote(order)
        : null;
  return draft ? ('preparing' as const) : null;
}
