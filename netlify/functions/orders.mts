import type { Config } from '@netlify/functions';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { withNoDataBanners } from '../../src/features/esims/rescue/rescue-sent.server.ts';
import { toCustomerOrder } from '../../src/features/my-orders/customer-order.ts';
import { listUserOrders } from '../../src/features/orders/orders.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/orders: the signed-in customer's orders, newest first, each with its plan snapshot and,
 * for an eSIM that arrived without data, what its banner says.
 */
export default withRequestLog('orders', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  const orders = await listUserOrders(auth.user.id);
  const answer = await withNoDataBanners(auth.user.id, orders.map(toCustomerOrder), Date.now());
  return jsonResponse(answer, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

export const config: Config = { path: '/api/orders' };
