import type { Config, Context } from '@netlify/functions';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import {
  documentFileName,
  printablePage,
  type CustomerDocumentKind,
} from '../../src/features/invoices/customer-documents.server.ts';
import { documentPdf } from '../../src/features/invoices/document-pdf.server.ts';
import { documentOnRequest } from '../../src/features/invoices/documents-on-request.server.ts';
import { DOCUMENT_PAGE_POLICY, preparingPage } from '../../src/features/invoices/document-page.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/orders/{id}/invoice and /api/orders/{id}/credit-note: the order's document as a PDF,
 * or with `?format=html` as a printable page; only for the order's owner, never cached. 202 with
 * `{ message }` (or a page saying so) while a delivered order's document waits for its number.
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
  const found = await documentOnRequest(order, kind);
  if (!found) return errorResponse(404, (await visitorLanguage(req)).t('invoice.notIssued'));
  const privately = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };
  const html = url.searchParams.get('format') === 'html';
  // Drafted, not numbered yet (an order from before invoices): the re-drive numbers it shortly.
  if (found === 'preparing') {
    const { t } = await visitorLanguage(req);
    const message = t(kind === 'invoice' ? 'invoice.preparing' : 'invoice.creditNotePreparing');
    const headers = { ...privately, 'Retry-After': '60' };
    if (!html) return jsonResponse({ message }, { status: 202, headers });
    const title = t(kind === 'invoice' ? 'invoice.title.invoice' : 'invoice.title.creditNote');
    return new Response(preparingPage({ locale: t.locale, title, message }), {
      status: 202,
      headers: {
        ...headers,
        'Content-Type': 'text/html; charset=utf-8',
        'Content-Security-Policy': DOCUMENT_PAGE_POLICY,
      },
    });
  }
  if (html) {
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
