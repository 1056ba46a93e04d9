/**
 * The document an order's owner asks for, numbered, or 'preparing'; an order from before invoices
 * gets its missing draft here, with no counter on the request's path, numbered by the re-drive
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
