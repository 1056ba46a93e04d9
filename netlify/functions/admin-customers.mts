import type { Config } from '@netlify/functions';
import { customerSearchQuerySchema } from '../../src/features/admin/orders/order-search.ts';
import { searchCustomers } from '../../src/features/admin/customers/customer-search.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readQuery } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** GET /api/admin/customers?q=&cursor=: 25 accounts, newest first, and the next page's cursor; staff only. */
export default withRequestLog('admin-customers', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const query = readQuery(req, customerSearchQuerySchema);
  if (!query.ok) return query.response;
  return jsonResponse(await searchCustomers(query.data), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

export const config: Config = { path: '/api/admin/customers' };
