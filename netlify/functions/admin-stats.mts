import type { Config } from '@netlify/functions';
import { loadAdminStats } from '../../src/features/admin/catalogue-admin.server.ts';
import { requireAdmin } from '../../src/features/admin/guard.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** GET /api/admin/stats: totalPlans, totalCountries, totalOrders; admins only. */
export default withRequestLog('admin-stats', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireAdmin(req);
  if (!auth.ok) return auth.response;
  return jsonResponse(await loadAdminStats(), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

export const config: Config = { path: '/api/admin/stats' };
