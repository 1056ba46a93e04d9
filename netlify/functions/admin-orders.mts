import type { Config } from '@netlify/functions';
import { orderSearchQuerySchema } from '../../src/features/admin/orders/order-search.ts';
import { searchOrders } from '../../src/features/admin/orders/order-search.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readQuery } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/admin/orders?q=&status=&from=&to=&destination=&cursor=: 25 orders, newest first, and
 * the cursor of the next page; staff only.
 */
export default withRequestLog('admin-orders', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const query = readQuery(req, orderSearchQuerySchema);
  if (!query.ok) return query.response;
  return jsonResponse(await searchOrders(query.data), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

export const config: Config = { path: '/api/admin/orders' };
