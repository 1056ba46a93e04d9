import type { Config, Context } from '@netlify/functions';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { qrCodeOf } from '../../src/features/my-orders/customer-order.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { qrFileName, qrPng } from '../../src/features/orders/qr.server.ts';
import { errorResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/orders/{id}/qr: the eSIM's QR code as PNG, only for the order's owner. It is a bearer
 * credential (whoever scans it first installs the eSIM), so no cache ever keeps it, and a refunded
 * eSIM's is no longer served (410).
 */
export default withRequestLog('order-qr', async (req: Request, context: Context) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  const order = await findOrder(context.params.id ?? '');
  // Another customer's order is answered like a missing one.
  if (!order || order.userId !== auth.user.id)
    return errorResponse(404, (await visitorLanguage(req)).t('api.orders.notFound'));
  const qr = qrCodeOf(order);
  if (!qr.ok) {
    const { t } = await visitorLanguage(req);
    // A refunded eSIM's plan was paid back and revoked: installing it now would only make a support
    // case.
    return qr.reason === 'refunded'
      ? errorResponse(410, t('api.orders.qrRefunded'))
      : errorResponse(409, t('api.orders.notReady'));
  }
  return new Response(new Uint8Array(await qrPng(qr.lpa)), {
    headers: {
      'Content-Type': 'image/png',
      'Content-Disposition': `inline; filename="${qrFileName(order.plan.name, order.id)}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

export const config: Config = { path: '/api/orders/:id/qr' };
