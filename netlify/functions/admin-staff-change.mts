import type { Config } from '@netlify/functions';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { changeStaffRole, removeStaff } from '../../src/features/staff/staff-team.server.ts';
import {
  inviteStaffSchema,
  removeStaffSchema,
  teamMessages,
} from '../../src/features/staff/staff.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/admin/staff/role `{ email, role }` and /api/admin/staff/remove `{ email }`, owners
 * only: an invited member's role changes, or they leave the team and their sessions end.
 */
export default withRequestLog('admin-staff-change', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const auth = await requireStaff(req, 'owner');
  if (!auth.ok) return auth.response;
  if (new URL(req.url).pathname.endsWith('/role')) {
    const payload = await readJson(req, inviteStaffSchema);
    if (!payload.ok) return payload.response;
    const changed = await changeStaffRole(auth, payload.data.email, payload.data.role);
    if (!changed.ok) return errorResponse(409, teamMessages[changed.reason]);
    return jsonResponse({ message: `${payload.data.email} is now ${payload.data.role}` });
  }
  const payload = await readJson(req, removeStaffSchema);
  if (!payload.ok) return payload.response;
  const removed = await removeStaff(auth, payload.data.email);
  if (!removed.ok) return errorResponse(409, teamMessages[removed.reason]);
  return jsonResponse({ message: `${payload.data.email} was removed from the team` });
});

export const config: Config = { path: ['/api/admin/staff/role', '/api/admin/staff/remove'] };
