/**
 * What selling lawfully keeps of an order, as staff read it on its page: its tax with the evidence
 * behind it, its invoices and credit notes, and whether its refund took the tax back. Picked field
 * by field like every staff view.
 */
import type { BillingDocument } from '../../invoices/billing-document.ts';
import { documentsOfOrder } from '../../invoices/billing-documents.server.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { findRefund } from '../../refunds/refund-records.server.ts';
import type { AdminDocumentRow, AdminRefundView, AdminTaxView } from './order-view.ts';

export function taxViewOf(order: OrderRecord): AdminTaxView {
  const { tax } = order;
  if (!tax) return { status: 'before-tax' };
  const status = tax.reverseCharge ? 'reverse-charge' : tax.scheme ? 'charged' : 'not-registered';
  const { billingCountry, cardCountry, ipCountry } = tax.evidence;
  return {
    status,
    country: tax.country,
    scheme: tax.scheme,
    rateBasisPoints: tax.rateBasisPoints,
    amount: tax.amount,
    currency: order.currency,
    evidence: { billingCountry, cardCountry, ipCountry },
    evidenceConflict: tax.evidenceConflict === true,
    business: tax.business,
    buyerVatId: tax.reverseCharge ? (order.businessBuyer?.vatId ?? null) : null,
    calculationId: tax.calculationId,
    transactionId: tax.transactionId,
  };
}

/** `<orderId>/invoice-1` → `invoice-1` */
const nameOf = (id: string) => id.slice(id.indexOf('/') + 1);

/** Where staff download a document's PDF (admin-order-document.mts). */
const staffDocumentPath = (orderId: string, name: string) =>
  `/api/admin/orders/${orderId}/documents/${name}`;

function documentRowOf(document: BillingDocument): AdminDocumentRow {
  const name = nameOf(document.id);
  return {
    name,
    kind: document.kind,
    number: document.number,
    issuedAt: document.issuedAt,
    total: document.total,
    currency: document.currency,
    cancels: document.cancels && nameOf(document.cancels),
    replaces: document.replaces && nameOf(document.replaces),
    pdfUrl: document.number === null ? null : staffDocumentPath(document.orderId, name),
  };
}

/** The order's documents, oldest first: a handful per order, read from its own key folder. */
export async function documentRowsOf(orderId: string): Promise<AdminDocumentRow[]> {
  return (await documentsOfOrder(orderId)).map(documentRowOf);
}

export async function refundViewOf(order: OrderRecord): Promise<AdminRefundView | null> {
  const refund = await findRefund(order.id);
  if (!refund) return null;
  // Only a tax committed to an engine outside the shop has a reversal to wait for
  // (refunds/refund-tax.server.ts).
  const taxReversal = refund.taxReversed
    ? 'reversed'
    : order.tax?.transactionId
      ? 'pending'
      : 'not-needed';
  return { startedAt: refund.startedAt, step: refund.step, taxReversal };
}
