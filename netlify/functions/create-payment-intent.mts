import { randomUUID } from 'node:crypto';
import type { Config } from '@netlify/functions';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { createIntentSchema } from '../../src/features/checkout/checkout.ts';
import {
  createPaymentIntent,
  type IntentRefusal,
} from '../../src/features/checkout/checkout.server.ts';
import {
  getPaymentGateway,
  PaymentsNotConfiguredError,
} from '../../src/features/payments/payments.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const refusals: Record<IntentRefusal, [number, string]> = {
  'plan-not-found': [404, 'Plan not found'],
  // Another customer's eSIM is answered like a missing one.
  'esim-not-found': [404, 'eSIM not found'],
  'plan-does-not-fit': [400, 'This plan does not fit this eSIM'],
  'not-the-esim-currency': [400, 'Data for an eSIM is paid in the currency the eSIM was bought in'],
};

/**
 * POST /api/create-payment-intent { planId, topUpOf?, currency? }: priced from the live catalogue
 * in `currency` (USD when absent); `topUpOf` adds data to that eSIM, in the eSIM's currency.
 */
export default withRequestLog('create-payment-intent', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const payload = await readJson(req, createIntentSchema);
  if (!payload.ok) return payload.response;
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  try {
    const created = await createPaymentIntent(
      await getPaymentGateway(),
      auth.user.id,
      payload.data,
      randomUUID(),
    );
    if (created.ok) return jsonResponse(created.intent);
    const [status, message] = refusals[created.reason];
    return errorResponse(status, message);
  } catch (error) {
    if (error instanceof PaymentsNotConfiguredError)
      return errorResponse(503, 'Payments are not available right now.');
    throw error;
  }
});

/**
 * Per IP: a customer pays a few times a minute at most, while every intent is a Stripe object
 * (its API limit is shared with the webhook and the re-drive) and a record in our store.
 */
export const config: Config = { path: '/api/create-payment-intent', rateLimit: perIpRateLimit(20) };
