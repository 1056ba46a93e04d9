/**
 * For /api/admin/* functions: the staff member and their role, or the 401 / 403 answer. Checked on
 * the server for every call; the console hiding a button is comfort, not security.
 */
import { errorResponse } from '../../lib/http.ts';
import type { Guarded } from '../../lib/result.ts';
import { sessionUserOf } from '../auth/auth.server.ts';
import type { UserRecord } from '../auth/users.server.ts';
import { staffRightsOf } from './staff-rights.server.ts';
import { roleAllows, type StaffRole } from './staff.ts';

export async function requireStaff(
  req: Request,
  needed: StaffRole,
): Promise<Guarded<{ user: UserRecord; role: StaffRole }>> {
  const current = await sessionUserOf(req);
  if (!current) return { ok: false, response: errorResponse(401, 'Authentication required') };
  // A password without its second factor: known, and refused.
  const role = current.session.pendingSecondFactor
    ? null
    : await staffRightsOf(current.user, current.session);
  if (!role || !roleAllows(role, needed))
    return { ok: false, response: errorResponse(403, 'Access denied') };
  return { ok: true, user: current.user, role };
}
