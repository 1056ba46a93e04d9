import type { Config } from '@netlify/functions';
import { salesQuerySchema } from '../../src/features/admin/sales/sales-report.ts';
import { salesReport } from '../../src/features/admin/sales/sales-report.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readQuery } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/admin/sales?from=&to=: orders, revenue, deliveries, failures, refunds and checkouts per
 * day (the last 30 days by default, 366 at most), the top destinations and plans, the rates and the
 * funnel. Owners only: the shop's takings are the owners' business, not support's.
 */
export default withRequestLog('admin-sales', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'owner');
  if (!auth.ok) return auth.response;
  const query = readQuery(req, salesQuerySchema);
  if (!query.ok) return query.response;
  return jsonResponse(await salesReport(query.data), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

export const config: Config = { path: '/api/admin/sales' };
