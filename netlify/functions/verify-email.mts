import type { Config } from '@netlify/functions';
import { authMessages } from '../../src/features/auth/auth-messages.ts';
import { verifyEmail } from '../../src/features/auth/auth.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** GET /api/verify-email?token=…: consumes a single-use verification token. */
export default withRequestLog('verify-email', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const token = new URL(req.url).searchParams.get('token') ?? '';
  const verified = await verifyEmail(token);
  if (!verified.ok) return errorResponse(400, authMessages.verificationInvalid);
  return jsonResponse({ message: authMessages.verified });
});

export const config: Config = { path: '/api/verify-email' };
