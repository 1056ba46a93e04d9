import type { Config } from '@netlify/functions';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { inviteStaff, listTeam } from '../../src/features/staff/staff-team.server.ts';
import { inviteStaffSchema, teamMessages } from '../../src/features/staff/staff.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * /api/admin/staff, owners only. GET: the team. POST `{ email, role }`: invites a colleague (again:
 * a new link), who sets their password through the mailed link.
 */
export default withRequestLog('admin-staff', async (req: Request) => {
  if (req.method !== 'GET' && req.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  const auth = await requireStaff(req, 'owner');
  if (!auth.ok) return auth.response;
  if (req.method === 'GET')
    return jsonResponse({ members: await listTeam() }, { headers: PRIVATE });

  const payload = await readJson(req, inviteStaffSchema);
  if (!payload.ok) return payload.response;
  const invited = await inviteStaff(auth, payload.data.email, payload.data.role);
  if (!invited.ok) return errorResponse(409, teamMessages[invited.reason]);
  return jsonResponse(
    { message: `Invitation sent to ${payload.data.email.trim().toLowerCase()}` },
    { headers: PRIVATE },
  );
});

export const config: Config = { path: '/api/admin/staff' };
