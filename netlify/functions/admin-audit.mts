import type { Config } from '@netlify/functions';
import { auditPage } from '../../src/features/staff/audit-log.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { auditQuerySchema } from '../../src/features/staff/staff.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { positionInCursor } from '../../src/lib/list-position.ts';
import { readQuery } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** GET /api/admin/audit?cursor=: staff actions, 50 a page, newest first; owners only. */
export default withRequestLog('admin-audit', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'owner');
  if (!auth.ok) return auth.response;
  const query = readQuery(req, auditQuerySchema);
  if (!query.ok) return query.response;
  const after = query.data.cursor ? positionInCursor(query.data.cursor) : null;
  return jsonResponse(await auditPage(after), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

export const config: Config = { path: '/api/admin/audit' };
