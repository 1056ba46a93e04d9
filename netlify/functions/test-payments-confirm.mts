import type { Config } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { testConfirmSchema } from '../../src/features/checkout/checkout.ts';
import { isTestGatewayAllowed } from '../../src/features/payments/payments.server.ts';
import { confirmTestPayment } from '../../src/features/payments/test-gateway.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/test-payments/confirm: the local test gateway's stand-in for Stripe.js's confirm, which
 * words a refused card in the payer's language.
 */
export default withRequestLog('test-payments-confirm', async (req: Request) => {
  if (!isTestGatewayAllowed()) return errorResponse(404, 'Not found');
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const { t, describe } = await visitorLanguage(req);
  const payload = await readJson(req, testConfirmSchema, { describe });
  if (!payload.ok) return payload.response;
  const confirmed = await confirmTestPayment(payload.data.clientSecret, payload.data.cardNumber);
  if (!confirmed.ok) return errorResponse(404, t('api.checkout.paymentNotFound'));
  const { outcome } = confirmed;
  return jsonResponse(
    'error' in outcome
      ? { ...outcome, error: { message: describe(outcome.error.message) } }
      : outcome,
  );
});

export const config: Config = { path: '/api/test-payments/confirm' };
