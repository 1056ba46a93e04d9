import type { Config } from '@netlify/functions';
import { authMessages } from '../../src/features/auth/auth-messages.ts';
import { sendVerificationMail } from '../../src/features/auth/auth.server.ts';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { refuseCrossSite } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** POST /api/auth/resend-verification: a fresh verification link for the signed-in user. */
export default withRequestLog('auth-resend-verification', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const crossSite = refuseCrossSite(req);
  if (crossSite) return crossSite;
  const auth = await requireUser(req);
  if ('response' in auth) return auth.response;
  if (auth.user.emailVerifiedAt === null) await sendVerificationMail(auth.user, new URL(req.url).origin);
  return jsonResponse({ message: authMessages.verificationSent });
});

export const config: Config = { path: '/api/auth/resend-verification', rateLimit: perIpRateLimit(5) };
