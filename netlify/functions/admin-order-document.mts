import type { Config, Context } from '@netlify/functions';
import { orderDocumentForStaff } from '../../src/features/admin/orders/order-document.server.ts';
import { documentFileName } from '../../src/features/invoices/customer-documents.server.ts';
import { documentPdf } from '../../src/features/invoices/document-pdf.server.ts';
import { ORDER_ID_PATTERN } from '../../src/features/orders/orders.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { errorResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

const refusals = {
  'order-not-found': [404, 'Order not found'],
  'owners-only': [403, "Only an owner can open a staff member's documents"],
  'document-not-found': [404, 'This order has no such document'],
  'not-numbered': [409, 'This document has no number yet: the re-drive numbers it within minutes'],
} as const;

/**
 * GET /api/admin/orders/{id}/documents/{name}: one of the order's invoices or credit notes as the
 * PDF its owner gets, audited; staff only, a staff member's documents to owners only.
 */
export default withRequestLog('admin-order-document', async (req: Request, context: Context) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const orderId = context.params.id ?? '';
  if (!ORDER_ID_PATTERN.test(orderId))
    return errorResponse(400, 'An order id is 24 characters, 0-9 and a-f', PRIVATE);
  const found = await orderDocumentForStaff(orderId, context.params.name ?? '', auth);
  if (!found.ok) {
    const [status, message] = refusals[found.reason];
    return errorResponse(status, message, PRIVATE);
  }
  return new Response(new Uint8Array(await documentPdf(found.lines)), {
    headers: {
      ...PRIVATE,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${documentFileName(found.document)}"`,
    },
  });
});

export const config: Config = { path: '/api/admin/orders/:id/documents/:name' };
