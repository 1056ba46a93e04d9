import type { Config } from '@netlify/functions';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { completeOrderSchema } from '../../src/features/checkout/checkout.ts';
import { getPaymentGateway } from '../../src/features/payments/payments.server.ts';
import { toCustomerOrder } from '../../src/features/my-orders/customer-order.ts';
import {
  type FulfilRefusal,
  fulfilAndStartProvisioning,
  fulfilRefusals,
  quoteRefusalMessage,
} from '../../src/features/checkout/fulfil.server.ts';
import { requestProvisioning } from '../../src/features/provisioning/provisioning-trigger.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** POST /api/complete-order { paymentIntentId, planId? }: the client's path to its order. */
export default withRequestLog('complete-order', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const { t, describe } = await visitorLanguage(req);
  const payload = await readJson(req, completeOrderSchema, { describe });
  if (!payload.ok) return payload.response;
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  const fulfilled = await fulfilAndStartProvisioning(
    await getPaymentGateway(),
    { ...payload.data, userId: auth.user.id },
    requestProvisioning,
  );
  // A quote that no longer holds says what changed, and the price now, for the page to offer it.
  if (!fulfilled.ok && 'quote' in fulfilled)
    return jsonResponse(
      { message: quoteRefusalMessage(t, fulfilled), quote: fulfilled.quote },
      { status: 409 },
    );
  if (!fulfilled.ok)
    return errorResponse(refusalStatus[fulfilled.reason], t(fulfilRefusals[fulfilled.reason]));
  return jsonResponse(
    { order: toCustomerOrder(fulfilled.order) },
    { status: fulfilled.created ? 201 : 200 },
  );
});

/**
 * Someone else's payment is answered like a missing one (404); a payment still in progress, or on a
 * quote that no longer holds, is a conflict.
 */
const refusalStatus: Record<FulfilRefusal, number> = {
  'payment-not-found': 404,
  'checkout-mismatch': 400,
  'other-plan': 400,
  'not-succeeded': 409,
  'amount-mismatch': 400,
  'quote-cancelled': 409,
  'payment-refunded': 409,
};

export const config: Config = { path: '/api/complete-order' };
