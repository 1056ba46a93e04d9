import type { Config } from '@netlify/functions';
import * as z from 'zod';
import {
  restorePreviousCatalogue,
  type RestoreRefusal,
} from '../../src/features/admin/catalogue/catalogue-admin.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/admin/restore-previous (JSON `{}`): the catalogue the live one replaced comes back.
 * Owners only, audited.
 */
export default withRequestLog('admin-restore-previous', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const auth = await requireStaff(req, 'owner');
  if (!auth.ok) return auth.response;
  const body = await readJson(req, z.object({}));
  if (!body.ok) return body.response;

  const change = await restorePreviousCatalogue(auth);
  if (!change.ok) return jsonResponse(change.refusal, { status: refusalStatus[change.reason] });
  return jsonResponse(change.result);
});

/** Both refusals are about the catalogue's state, not the request. */
const refusalStatus: Record<RestoreRefusal, number> = { 'nothing-to-restore': 409, conflict: 409 };

export const config: Config = { path: '/api/admin/restore-previous' };
