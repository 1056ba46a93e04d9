import type { Config } from '@netlify/functions';
import { authMessages } from '../../src/features/auth/auth-messages.ts';
import { sessionUserOf, toCurrentUser } from '../../src/features/auth/auth.server.ts';
import { clearedSessionCookies, withCookies } from '../../src/features/auth/session-cookie.ts';
import { staffRightsOf } from '../../src/features/staff/staff-rights.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** GET /api/auth/user: the signed-in user with its staff role, or 401 (and stale cookies cleared). */
export default withRequestLog('auth-user', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const current = await sessionUserOf(req);
  if (!current)
    return withCookies(errorResponse(401, authMessages.notSignedIn), clearedSessionCookies(req));
  // A staff sign-in waiting for its code: not signed in yet, but its cookie must stay.
  if (current.session.pendingSecondFactor) return errorResponse(401, authMessages.notSignedIn);
  const staffRole = await staffRightsOf(current.user, current.session);
  return jsonResponse(toCurrentUser(current.user, staffRole), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

export const config: Config = { path: '/api/auth/user' };
