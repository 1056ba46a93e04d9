import type { Config, Context } from '@netlify/functions';
import { signInSchema } from '../../src/features/auth/auth.ts';
import { authMessages } from '../../src/features/auth/auth-messages.ts';
import { toCurrentUser } from '../../src/features/auth/auth.server.ts';
import { signIn, type SignInResult } from '../../src/features/auth/sign-in.server.ts';
import { sessionCookies, withCookies } from '../../src/features/auth/session-cookie.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/auth/signin: a new session token and device cookie at every sign-in; untrusted
 * clients throttled per account and per IP, a browser's own device cookie per cookie.
 */
export default withRequestLog('auth-signin', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const payload = await readJson(req, signInSchema);
  if (!payload.ok) return payload.response;

  const result = await signIn(payload.data, req, context?.ip || undefined);
  if (!result.ok) return refusal(result);
  return withCookies(jsonResponse(toCurrentUser(result.user, result.session)), [
    ...sessionCookies(req, result.token),
    result.deviceCookie,
  ]);
});

function refusal(failure: Exclude<SignInResult, { ok: true }>): Response {
  switch (failure.reason) {
    case 'wrong-credentials':
      return errorResponse(401, authMessages.signInFailed);
    case 'throttled': {
      const seconds = Math.ceil(failure.retryAfterMs / 1000);
      const wait = seconds >= 60 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
      return errorResponse(429, `Too many sign-in attempts. Try again in ${wait}.`, {
        'Retry-After': String(seconds),
      });
    }
  }
}

export const config: Config = { path: '/api/auth/signin', rateLimit: perIpRateLimit(20) };
