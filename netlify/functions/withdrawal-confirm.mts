import type { Config } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import {
  getPaymentGateway,
  PaymentsNotConfiguredError,
} from '../../src/features/payments/payments.server.ts';
import {
  EsimProviderNotConfiguredError,
  getEsimProvider,
} from '../../src/features/provisioning/providers/provider.server.ts';
import { withdrawalConfirmSchema } from '../../src/features/withdrawal/withdrawal.ts';
import {
  receivedMessage,
  refusalAnswer,
  withdrawalAccess,
} from '../../src/features/withdrawal/withdrawal-access.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/withdrawal/confirm: 'Confirm withdrawal'. The withdrawal is received once per order;
 * the answer says what happens next (docs/decisions/0042-withdrawal-function.md).
 */
export default withRequestLog('withdrawal-confirm', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const { t, describe } = await visitorLanguage(req);
  const payload = await readJson(req, withdrawalConfirmSchema, { describe });
  if (!payload.ok) return payload.response;
  const access = await withdrawalAccess(req, payload.data);
  if (!access.ok) return access.response;
  let confirmed;
  try {
    // Loaded on a valid request only: the refund machinery is most of this function's code.
    const { confirmWithdrawal } =
      await import('../../src/features/withdrawal/withdrawals.server.ts');
    confirmed = await confirmWithdrawal(
      access.access,
      { name: payload.data.name, timeZone: payload.data.timeZone ?? null, locale: t.locale },
      { provider: getEsimProvider(), gateway: await getPaymentGateway() },
    );
  } catch (error) {
    if (
      error instanceof PaymentsNotConfiguredError ||
      error instanceof EsimProviderNotConfiguredError
    )
      return errorResponse(503, t('api.refunds.unavailable'));
    throw error;
  }
  if (!confirmed.ok) return refusalAnswer(confirmed.reason, t);
  const { withdrawal, order } = confirmed;
  return jsonResponse({
    message: receivedMessage(withdrawal, order, t),
    withdrawal: { receivedAt: withdrawal.receivedAt, outcome: withdrawal.outcome },
  });
});

export const config: Config = { path: '/api/withdrawal/confirm', rateLimit: perIpRateLimit(20) };
