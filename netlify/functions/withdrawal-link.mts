import type { Config, Context } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { withdrawalLinkSchema } from '../../src/features/withdrawal/withdrawal.ts';
import { mailWithdrawalLink } from '../../src/features/withdrawal/withdrawals.server.ts';
import { afterAnswer } from '../../src/lib/after-answer.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/withdrawal/link: the signed-out first step of 'Withdraw from contract here'. The same
 * answer, in the same time, whatever the order number and e-mail: the look-up and the mail to the
 * order's owner happen after the answer (docs/decisions/0042-withdrawal-function.md).
 */
export default withRequestLog('withdrawal-link', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const { t, describe } = await visitorLanguage(req);
  const payload = await readJson(req, withdrawalLinkSchema, { describe });
  if (!payload.ok) return payload.response;
  const { orderNumber, email } = payload.data;
  afterAnswer(context, () => mailWithdrawalLink(orderNumber, email));
  return jsonResponse({ message: t('api.withdrawal.linkSent') });
});

export const config: Config = { path: '/api/withdrawal/link', rateLimit: perIpRateLimit(5) };
