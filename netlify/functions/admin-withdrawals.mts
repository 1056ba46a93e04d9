import type { Config } from '@netlify/functions';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import {
  findWithdrawal,
  withdrawalsPage,
} from '../../src/features/withdrawal/withdrawal-records.server.ts';
import { withdrawalsQuerySchema } from '../../src/features/withdrawal/withdrawal.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { positionInCursor } from '../../src/lib/list-position.ts';
import { readQuery } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/admin/withdrawals?cursor=: every withdrawal received, 50 a page, newest first, with
 * its outcome; `?order=<id>`: that order's one withdrawal, or null (docs/decisions/0042-withdrawal-function.md); support and owners.
 */
export default withRequestLog('admin-withdrawals', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const query = readQuery(req, withdrawalsQuerySchema);
  if (!query.ok) return query.response;
  const headers = { 'Cache-Control': 'private, no-store' };
  if (query.data.order)
    return jsonResponse({ withdrawal: await findWithdrawal(query.data.order) }, { headers });
  const after = query.data.cursor ? positionInCursor(query.data.cursor) : null;
  return jsonResponse(await withdrawalsPage(after), { headers });
});

export const config: Config = { path: '/api/admin/withdrawals' };
