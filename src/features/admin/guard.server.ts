/**
 * For /api/admin/* functions: the admin user, or the 401 / 403 answer (checked on the server,
 * with the same rule as the page's `isAdmin`: a listed, verified e-mail whose password came
 * through a mailed link, in a session opened after that).
 */
import { errorResponse } from '../../lib/http.ts';
import type { Guarded } from '../../lib/result.ts';
import { currentUserOf, isAdmin } from '../auth/auth.server.ts';
import type { UserRecord } from '../auth/users.server.ts';

export async function requireAdmin(req: Request): Promise<Guarded<{ user: UserRecord }>> {
  const current = await currentUserOf(req);
  if (!current) return { ok: false, response: errorResponse(401, 'Authentication required') };
  if (!isAdmin(current.user, current.session))
    return { ok: false, response: errorResponse(403, 'Access denied') };
  return { ok: true, user: current.user };
}
