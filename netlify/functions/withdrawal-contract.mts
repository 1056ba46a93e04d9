import type { Config } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { withdrawalContractSchema } from '../../src/features/withdrawal/withdrawal.ts';
import {
  withdrawalAccess,
  refusalAnswer,
} from '../../src/features/withdrawal/withdrawal-access.server.ts';
import { withdrawalContract } from '../../src/features/withdrawal/withdrawals.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/withdrawal/contract: what the confirm step shows (plan, date, order number, the
 * account's name), for the holder of the mailed link or the signed-in owner.
 */
export default withRequestLog('withdrawal-contract', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const { t, describe } = await visitorLanguage(req);
  const payload = await readJson(req, withdrawalContractSchema, { describe });
  if (!payload.ok) return payload.response;
  const access = await withdrawalAccess(req, payload.data);
  if (!access.ok) return access.response;
  const found = await withdrawalContract(access.access, t);
  if (!found.ok) return refusalAnswer(found.reason, t);
  return jsonResponse({ contract: found.contract });
});

export const config: Config = { path: '/api/withdrawal/contract', rateLimit: perIpRateLimit(20) };
