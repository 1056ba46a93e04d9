import type { Config } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { verifyEmail } from '../../src/features/auth/auth.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** GET /api/verify-email?token=…: consumes a single-use verification token. */
export default withRequestLog('verify-email', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const token = new URL(req.url).searchParams.get('token') ?? '';
  const verified = await verifyEmail(token);
  const { t } = await visitorLanguage(req);
  if (!verified.ok) return errorResponse(400, t('api.auth.verificationInvalid'));
  return jsonResponse({ message: t('auth.verify.verified') });
});

export const config: Config = { path: '/api/verify-email' };
