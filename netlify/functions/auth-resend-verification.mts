import type { Config, Context } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { sendVerificationMail } from '../../src/features/auth/auth.server.ts';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { afterAnswer } from '../../src/lib/after-answer.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { requireSameSite } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/auth/resend-verification: a fresh verification link for the signed-in user, mailed
 * after the answer.
 */
export default withRequestLog(
  'auth-resend-verification',
  async (req: Request, context: Context) => {
    if (req.method !== 'POST') return methodNotAllowed(['POST']);
    const sameSite = requireSameSite(req);
    if (!sameSite.ok) return sameSite.response;
    const auth = await requireUser(req);
    if (!auth.ok) return auth.response;
    const { user } = auth;
    if (user.emailVerifiedAt === null) afterAnswer(context, () => sendVerificationMail(user));
    const { t } = await visitorLanguage(req);
    return jsonResponse({ message: t('account.profile.sentFallback') });
  },
);

export const config: Config = {
  path: '/api/auth/resend-verification',
  rateLimit: perIpRateLimit(5),
};
