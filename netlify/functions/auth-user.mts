import type { Config, Context } from '@netlify/functions';
import { profileChangeSchema } from '../../src/features/auth/auth.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { sessionUserOf, toCurrentUser } from '../../src/features/auth/auth.server.ts';
import { saveProfile } from '../../src/features/auth/profile.server.ts';
import {
  clearedSessionCookies,
  withCookies,
} from '../../src/features/auth/sessions/session-cookie.ts';
import { staffRightsOf } from '../../src/features/staff/staff-rights.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { visitorCountry } from '../../src/lib/visitor-country.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/auth/user: the signed-in user with its staff role, or 401 (and stale cookies cleared).
 * PATCH: the signed-in user changes their own profile (`{ locale }`) and gets it back; the session
 * alone says whose. Both answers carry `visitorCountry`, where Netlify places the request: the
 * checkout, which waits for this call anyway, preselects the billing country from it.
 */
export default withRequestLog('auth-user', async (req: Request, context: Context) => {
  if (req.method !== 'GET' && req.method !== 'PATCH') return methodNotAllowed(['GET', 'PATCH']);
  const current = await sessionUserOf(req);
  // Most calls are the header asking who is signed in: the texts load only for a refusal.
  const notSignedIn = async () =>
    errorResponse(401, (await visitorLanguage(req)).t('api.auth.notSignedIn'));
  if (!current) return withCookies(await notSignedIn(), clearedSessionCookies(req));
  // A staff sign-in waiting for its code: not signed in yet, but its cookie must stay.
  if (current.session.pendingSecondFactor) return notSignedIn();
  let user = current.user;
  if (req.method === 'PATCH') {
    const { describe } = await visitorLanguage(req);
    const change = await readJson(req, profileChangeSchema, { describe });
    if (!change.ok) return change.response;
    const saved = await saveProfile(user.id, change.data);
    if (!saved) return notSignedIn();
    user = saved;
  }
  const staffRole = await staffRightsOf(user, current.session);
  const answer = {
    ...toCurrentUser(user, staffRole),
    visitorCountry: visitorCountry(req, context),
  };
  return jsonResponse(answer, {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

export const config: Config = { path: '/api/auth/user' };
