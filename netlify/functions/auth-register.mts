import type { Config } from '@netlify/functions';
import { registerSchema } from '../../src/features/auth/auth.ts';
import { authMessages } from '../../src/features/auth/auth-messages.ts';
import { registerAccount } from '../../src/features/auth/auth.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** POST /api/auth/register: the same answer whether or not the e-mail already has an account. */
export default withRequestLog('auth-register', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const payload = await readJson(req, registerSchema);
  if (!payload.ok) return payload.response;
  await registerAccount(payload.data, new URL(req.url).origin);
  return jsonResponse({ message: authMessages.registered }, { status: 201 });
});

export const config: Config = { path: '/api/auth/register', rateLimit: perIpRateLimit(10) };
