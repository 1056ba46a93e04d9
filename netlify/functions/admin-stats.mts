import type { Config } from '@netlify/functions';
import { loadAdminStats } from '../../src/features/admin/catalogue/catalogue-admin.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** GET /api/admin/stats: totalPlans, totalCountries, totalOrders; admins only. */
export default withRequestLog('admin-stats', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  return jsonResponse(await loadAdminStats(), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

export const config: Config = { path: '/api/admin/stats' };
