/**
 * An order's invoice or credit note, downloaded by staff answering its customer or an auditor: the
 * same document its owner downloads, audited before it is handed over, like a customer's data file
 * (customer-data.server.ts). Support open customers' documents; only owners a staff member's.
 */
import type { Failure } from '../../../lib/result.ts';
import { findUserById } from '../../auth/users.server.ts';
import type { BillingDocument } from '../../invoices/billing-document.ts';
import { orderDocumentOf } from '../../invoices/customer-documents.server.ts';
import type { DocumentLines } from '../../invoices/document-lines.ts';
import { findOrder } from '../../orders/orders.server.ts';
import { auditAction, type StaffCaller } from '../../staff/audited-action.server.ts';
import { staffRoleOf } from '../../staff/staff-rights.server.ts';

/**
 * A document's name within its order (`invoice-1`, a credit note's `credit-note-…`); only the
 * order's own documents are looked up by it, so this only bounds what a caller may send.
 */
const DOCUMENT_NAME_PATTERN = /^(invoice|credit-note)-[a-z0-9-]{1,40}$/;

type Refusal = 'order-not-found' | 'owners-only' | 'document-not-found' | 'not-numbered';

export async function orderDocumentForStaff(
  orderId: string,
  name: string,
  caller: StaffCaller,
): Promise<{ ok: true; document: BillingDocument; lines: DocumentLines } | Failure<Refusal>> {
  const order = await findOrder(orderId);
  if (!order) return { ok: false, reason: 'order-not-found' };
  const customer = await findUserById(order.userId);
  if (caller.role !== 'owner' && customer && (await staffRoleOf(customer.email)) !== null)
    return { ok: false, reason: 'owners-only' };
  const match = DOCUMENT_NAME_PATTERN.exec(name);
  const found = match && (await orderDocumentOf(order.id, `${order.id}/${name}`));
  if (!found) return { ok: false, reason: 'document-not-found' };
  if (!found.lines) return { ok: false, reason: 'not-numbered' };
  await auditAction(caller, {
    action: 'order.document-download',
    target: { kind: 'order', id: order.id },
    after: { document: found.document.number },
  });
  return { ok: true, document: found.document, lines: found.lines };
}
