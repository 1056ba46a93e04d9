import type { Config } from '@netlify/functions';
import { loadCatalogueStatus } from '../../src/features/admin/catalogue/catalogue-admin.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/admin/catalogue: the live catalogue's version, whether it can be undone, the last
 * rebuild request.
 */
export default withRequestLog('admin-catalogue', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'owner');
  if (!auth.ok) return auth.response;
  return jsonResponse(await loadCatalogueStatus(), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

export const config: Config = { path: '/api/admin/catalogue' };
