import type { Config } from '@netlify/functions';
import { testConfirmSchema } from '../../src/features/checkout/checkout.ts';
import { isTestGatewayAllowed } from '../../src/features/payments/payments.server.ts';
import { confirmTestPayment } from '../../src/features/payments/test-gateway.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** POST /api/test-payments/confirm: the local test gateway's stand-in for Stripe.js's confirm. */
export default withRequestLog('test-payments-confirm', async (req: Request) => {
  if (!isTestGatewayAllowed()) return errorResponse(404, 'Not found');
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const payload = await readJson(req, testConfirmSchema);
  if (!payload.ok) return payload.response;
  const confirmed = await confirmTestPayment(payload.data.clientSecret, payload.data.cardNumber);
  return confirmed.ok ? jsonResponse(confirmed.outcome) : errorResponse(404, 'Payment not found');
});

export const config: Config = { path: '/api/test-payments/confirm' };
