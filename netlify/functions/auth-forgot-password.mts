import type { Config, Context } from '@netlify/functions';
import { forgotPasswordSchema } from '../../src/features/auth/auth.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { requestPasswordReset } from '../../src/features/auth/auth.server.ts';
import { afterAnswer } from '../../src/lib/after-answer.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/auth/forgot-password: the same answer for every e-mail, in the same time: the
 * look-up, the token and the mail all happen after the answer.
 */
export default withRequestLog('auth-forgot-password', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const { t, describe } = await visitorLanguage(req);
  const payload = await readJson(req, forgotPasswordSchema, { describe });
  if (!payload.ok) return payload.response;
  const { email } = payload.data;
  afterAnswer(context, () => requestPasswordReset(email));
  return jsonResponse({ message: t('auth.forgot.sentFallback') });
});

export const config: Config = { path: '/api/auth/forgot-password', rateLimit: perIpRateLimit(5) };
