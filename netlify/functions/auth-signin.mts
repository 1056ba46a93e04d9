import type { Config, Context } from '@netlify/functions';
import { signInSchema } from '../../src/features/auth/auth.ts';
import {
  visitorLanguage,
  type VisitorLanguage,
} from '../../src/features/auth/visitor-language.server.ts';
import { toCurrentUser } from '../../src/features/auth/auth.server.ts';
import { signIn, type SignInResult } from '../../src/features/auth/sessions/sign-in.server.ts';
import { sessionCookies, withCookies } from '../../src/features/auth/sessions/session-cookie.ts';
import { tooManySignInAttempts } from '../../src/features/auth/sessions/throttled-response.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { staffSignInRole } from '../../src/features/staff/staff-rights.server.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/auth/signin: a new session token and device cookie at every sign-in; untrusted
 * clients throttled per account and per IP, a browser's own device cookie per cookie. Staff get
 * `{ needsSecondFactor: true }` and a session that opens nothing until POST
 * /api/auth/second-factor.
 */
export default withRequestLog('auth-signin', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const { t, describe } = await visitorLanguage(req);
  const payload = await readJson(req, signInSchema, { describe });
  if (!payload.ok) return payload.response;

  const result = await signIn(
    payload.data,
    req,
    context?.ip || undefined,
    async (user) => (await staffSignInRole(user)) !== null,
  );
  if (!result.ok) return refusal(t, result);
  const answer = result.needsSecondFactor
    ? { needsSecondFactor: true }
    : toCurrentUser(result.user, null);
  return withCookies(jsonResponse(answer), [
    ...sessionCookies(req, result.token),
    result.deviceCookie,
  ]);
});

function refusal(t: VisitorLanguage['t'], failure: Exclude<SignInResult, { ok: true }>): Response {
  switch (failure.reason) {
    case 'wrong-credentials':
      return errorResponse(401, t('auth.signIn.failedFallback'));
    case 'throttled':
      return tooManySignInAttempts(t, failure.retryAfterMs);
  }
}

export const config: Config = { path: '/api/auth/signin', rateLimit: perIpRateLimit(20) };
