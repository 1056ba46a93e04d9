import type { Config, Context } from '@netlify/functions';
import { addToCustomerDirectory } from '../../src/features/auth/customer-directory.server.ts';
import { registerSchema } from '../../src/features/auth/auth.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { mailAfterRegistration, registerAccount } from '../../src/features/auth/auth.server.ts';
import { afterAnswer } from '../../src/lib/after-answer.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/auth/register: the same answer, in the same time, whether or not the e-mail already
 * has an account: the account is created before the answer; the mail (verification or notice)
 * is sent after it, and a new account is listed in staff's directory after it too
 * (`repairCustomerDirectory` lists again one a crash left out).
 */
export default withRequestLog('auth-register', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const { t, describe } = await visitorLanguage(req);
  const payload = await readJson(req, registerSchema, { describe });
  if (!payload.ok) return payload.response;
  const registration = await registerAccount(payload.data);
  if (registration.ok) afterAnswer(context, () => addToCustomerDirectory(registration.user));
  afterAnswer(context, () => mailAfterRegistration(registration));
  return jsonResponse({ message: t('api.auth.registered') }, { status: 201 });
});

export const config: Config = { path: '/api/auth/register', rateLimit: perIpRateLimit(10) };
