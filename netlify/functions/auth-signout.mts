import type { Config } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { signOut } from '../../src/features/auth/auth.server.ts';
import {
  clearedSessionCookies,
  withCookies,
} from '../../src/features/auth/sessions/session-cookie.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { requireSameSite } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** POST /api/auth/signout: deletes the session record and clears the cookies. */
export default withRequestLog('auth-signout', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const sameSite = requireSameSite(req);
  if (!sameSite.ok) return sameSite.response;
  await signOut(req);
  const { t } = await visitorLanguage(req);
  return withCookies(
    jsonResponse({ message: t('api.auth.signedOut') }),
    clearedSessionCookies(req),
  );
});

export const config: Config = { path: '/api/auth/signout' };
