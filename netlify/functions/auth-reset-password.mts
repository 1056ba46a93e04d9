import type { Config } from '@netlify/functions';
import { resetPasswordSchema } from '../../src/features/auth/auth.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { resetPassword } from '../../src/features/auth/auth.server.ts';
import { deviceCookieFor } from '../../src/features/auth/sessions/device-cookie.server.ts';
import { invitationOpen } from '../../src/features/staff/staff-rights.server.ts';
import { withCookies } from '../../src/features/auth/sessions/session-cookie.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/auth/reset-password: a new password from a single-use reset link; this browser becomes
 * trusted.
 */
export default withRequestLog('auth-reset-password', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const { t, describe } = await visitorLanguage(req);
  const payload = await readJson(req, resetPasswordSchema, { describe });
  if (!payload.ok) return payload.response;
  const reset = await resetPassword(payload.data.token, payload.data.password, invitationOpen);
  if (!reset.ok) return errorResponse(400, t('auth.reset.linkInvalid'));
  return withCookies(jsonResponse({ message: t('auth.reset.doneFallback') }), [
    deviceCookieFor(req, reset.user.email, reset.user.passwordChangedAt),
  ]);
});

export const config: Config = { path: '/api/auth/reset-password', rateLimit: perIpRateLimit(10) };
