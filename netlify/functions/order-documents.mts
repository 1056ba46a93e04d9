import type { Config, Context } from '@netlify/functions';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import {
  customerDocument,
  documentFileName,
  printablePage,
  type CustomerDocumentKind,
} from '../../src/features/invoices/customer-documents.server.ts';
import { documentPdf } from '../../src/features/invoices/document-pdf.server.ts';
import { DOCUMENT_PAGE_POLICY } from '../../src/features/invoices/document-page.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { errorResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/orders/{id}/invoice and /api/orders/{id}/credit-note: the order's document as a PDF,
 * or with `?format=html` as a printable page; only for the order's owner, never cached.
 */
export default withRequestLog('order-documents', async (req: Request, context: Context) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  const order = await findOrder(context.params.id ?? '');
  // Another customer's order is answered like a missing one.
  if (!order || order.userId !== auth.user.id)
    return errorResponse(404, (await visitorLanguage(req)).t('api.orders.notFound'));
  const url = new URL(req.url);
  const kind: CustomerDocumentKind = url.pathname.endsWith('/credit-note')
    ? 'credit-note'
    : 'invoice';
  const found = await customerDocument(order.id, kind);
  if (!found) return errorResponse(404, (await visitorLanguage(req)).t('invoice.notIssued'));
  const privately = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
  if (url.searchParams.get('format') === 'html') {
    const page = await printablePage(found.document, found.lines, url.pathname);
    return new Response(page, {
      headers: {
        ...privately,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': DOCUMENT_PAGE_POLICY,
      },
    });
  }
  return new Response(new Uint8Array(await documentPdf(found.lines)), {
    headers: {
      ...privately,
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${documentFileName(found.document)}"`,
    },
  });
});

export const config: Config = {
  path: ['/api/orders/:id/invoice', '/api/orders/:id/credit-note'],
};
