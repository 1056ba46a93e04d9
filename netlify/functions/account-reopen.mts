import type { Config } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { undoClosure } from '../../src/features/data-rights/account-closure.server.ts';
import { undoClosureSchema } from '../../src/features/data-rights/data-rights.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson, requireSameSite } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/account/reopen `{ token }`: the mailed link undoes a closure within its seven days,
 * before the erasure begins; the customer then signs in with their password.
 */
export default withRequestLog('account-reopen', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const sameSite = requireSameSite(req);
  if (!sameSite.ok) return sameSite.response;
  const { t, describe } = await visitorLanguage(req);
  const body = await readJson(req, undoClosureSchema, { describe });
  if (!body.ok) return body.response;
  const reopened = await undoClosure(body.data.token);
  if (!reopened.ok) return errorResponse(400, t('api.account.reopenInvalid'));
  return jsonResponse({ message: t('api.account.reopened') });
});

export const config: Config = { path: '/api/account/reopen' };
