import type { Config, Context } from '@netlify/functions';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import {
  clearedSessionCookies,
  withCookies,
} from '../../src/features/auth/sessions/session-cookie.ts';
import { tooManySignInAttempts } from '../../src/features/auth/sessions/throttled-response.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { closeOwnAccount } from '../../src/features/data-rights/account-closure.server.ts';
import { closeAccountSchema } from '../../src/features/data-rights/data-rights.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson, requireSameSite } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/account/close `{ password }`: the signed-in customer closes their account. It is
 * signed out at once and mailed a link that reopens it for seven days; then it is erased. The
 * password is throttled like a sign-in's: 429 with Retry-After.
 */
export default withRequestLog('account-close', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const sameSite = requireSameSite(req);
  if (!sameSite.ok) return sameSite.response;
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  const { t, describe } = await visitorLanguage(req);
  const body = await readJson(req, closeAccountSchema, { describe });
  if (!body.ok) return body.response;
  const closed = await closeOwnAccount(auth.user, body.data.password, { req, ip: context?.ip });
  if (!closed.ok && closed.reason === 'throttled')
    return tooManySignInAttempts(t, closed.retryAfterMs);
  if (!closed.ok && closed.reason === 'wrong-password')
    return errorResponse(403, t('api.account.wrongPassword'));
  if (!closed.ok) return errorResponse(409, t('api.account.alreadyClosed'));
  return withCookies(
    jsonResponse({ message: t('api.account.closed') }),
    clearedSessionCookies(req),
  );
});

export const config: Config = { path: '/api/account/close' };
