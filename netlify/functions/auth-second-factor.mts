import type { Config } from '@netlify/functions';
import { toCurrentUser } from '../../src/features/auth/auth.server.ts';
import { sessionCookies, withCookies } from '../../src/features/auth/sessions/session-cookie.ts';
import { tooManySignInAttempts } from '../../src/features/auth/sessions/throttled-response.ts';
import { staffTranslator } from '../../src/features/auth/visitor-language.server.ts';
import { secondFactorSchema, staffMessages } from '../../src/features/staff/staff.ts';
import { enrolmentView } from '../../src/features/staff/enrolment-view.server.ts';
import {
  giveSecondFactor,
  pendingStaffSignInOf,
} from '../../src/features/staff/second-factor.server.ts';
import { staffRightsOf } from '../../src/features/staff/staff-rights.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * /api/auth/second-factor, for a staff sign-in that gave its password. GET: whether the account
 * has an authenticator, or the secret and QR code to enrol one. POST `{ code }`: completes the
 * sign-in with a new session that carries the staff rights.
 */
export default withRequestLog('auth-second-factor', async (req: Request) => {
  if (req.method !== 'GET' && req.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  const pending = await pendingStaffSignInOf(req);
  if (req.method === 'GET') {
    if (!pending) return errorResponse(401, staffMessages.noPendingSignIn);
    return jsonResponse(await enrolmentView(pending), { headers: PRIVATE });
  }
  const payload = await readJson(req, secondFactorSchema);
  if (!payload.ok) return payload.response;
  if (!pending) return errorResponse(401, staffMessages.noPendingSignIn);

  const result = await giveSecondFactor(pending, payload.data.code);
  if (!result.ok) {
    if (result.reason === 'throttled')
      return tooManySignInAttempts(await staffTranslator(), result.retryAfterMs);
    if (result.reason === 'not-enrolling') return errorResponse(409, staffMessages.enrolFirst);
    return errorResponse(401, staffMessages.wrongCode);
  }
  const staffRole = await staffRightsOf(result.user, result.session);
  return withCookies(
    jsonResponse(toCurrentUser(result.user, staffRole), { headers: PRIVATE }),
    sessionCookies(req, result.token),
  );
});

export const config: Config = { path: '/api/auth/second-factor', rateLimit: perIpRateLimit(20) };
