import { randomUUID } from 'node:crypto';
import type { Config, Context } from '@netlify/functions';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
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
import { visitorCountry } from '../../src/lib/visitor-country.ts';
import { phoneFamilyOf } from '../../src/features/orders/phone-family.ts';

const refusals = {
  'plan-not-found': [404, 'api.checkout.planNotFound'],
  // Another customer's eSIM is answered like a missing one.
  'esim-not-found': [404, 'api.esims.notFound'],
  'plan-does-not-fit': [400, 'api.checkout.planDoesNotFit'],
  'not-the-esim-currency': [400, 'api.checkout.notTheEsimCurrency'],
} as const satisfies Record<IntentRefusal, readonly [number, string]>;

/**
 * POST /api/create-payment-intent { planId, topUpOf?, currency?, billingCountry, business?,
 * deliveryConsent, travelDate? }: priced from the live catalogue in `currency` (USD when absent); `topUpOf` adds
 * data to that eSIM, in the eSIM's currency. The tax included is quoted from the billing country
 * and the country Netlify places the caller in.
 */
export default withRequestLog('create-payment-intent', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const { t, describe } = await visitorLanguage(req);
  const payload = await readJson(req, createIntentSchema, { describe });
  if (!payload.ok) return payload.response;
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  try {
    const created = await createPaymentIntent(
      await getPaymentGateway(),
      auth.user.id,
      payload.data,
      randomUUID(),
      {
        ipCountry: visitorCountry(req, context),
        locale: t.locale,
        phone: phoneFamilyOf(req.headers.get('user-agent')),
      },
    );
    if (created.ok) return jsonResponse(created.intent);
    const [status, message] = refusals[created.reason];
    return errorResponse(status, t(message));
  } catch (error) {
    if (error instanceof PaymentsNotConfiguredError)
      return errorResponse(503, t('api.checkout.paymentsUnavailable'));
    throw error;
  }
});

/**
 * Per IP: a customer pays a few times a minute at most, while every intent is a Stripe object
 * (its API limit is shared with the webhook and the re-drive) and a record in our store.
 */
export const config: Config = { path: '/api/create-payment-intent', rateLimit: perIpRateLimit(20) };
