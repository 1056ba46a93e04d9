import type { Config } from '@netlify/functions';
import { getPaymentGateway } from '../../src/features/payments/payments.server.ts';
import { verifyStripeEvent } from '../../src/features/payments/stripe.server.ts';
import { fulfilAndStartProvisioning } from '../../src/features/checkout/fulfil.server.ts';
import { requestProvisioning } from '../../src/features/provisioning/provisioning-trigger.server.ts';
import { readWebhookEvent } from '../../src/features/checkout/webhook-events.ts';
import {
  isEventProcessed,
  markEventProcessed,
  recordWebhookReceived,
} from '../../src/features/checkout/webhook-events.server.ts';
import { stripeWebhookSecret } from '../../src/lib/env.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readText } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** Stripe's events are a few kilobytes; a quarter megabyte is far past any real one. */
const MAX_WEBHOOK_BYTES = 256 * 1024;

/**
 * POST /api/stripe/webhook: `payment_intent.succeeded` creates the order too, so a customer who
 * closes the tab after paying loses nothing. The signature is checked on the raw body, read up
 * to a cap.
 */
export default withRequestLog('stripe-webhook', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const secret = stripeWebhookSecret();
  if (!secret) return errorResponse(404, 'Not found');
  // Capped before anything is read past it: a stranger can POST here, signed or not.
  const raw = await readText(req, MAX_WEBHOOK_BYTES);
  if (!raw.ok) return raw.response;
  let event;
  try {
    event = await verifyStripeEvent(raw.text, req.headers.get('stripe-signature') ?? '', secret);
  } catch {
    return errorResponse(400, 'Invalid signature');
  }
  const read = readWebhookEvent(event);
  if (!read.ok)
    return read.reason === 'malformed'
      ? errorResponse(400, 'Unexpected event payload')
      : jsonResponse({ received: true });
  if (await isEventProcessed(read.eventId))
    return jsonResponse({ received: true, duplicate: true });

  const fulfilled = await fulfilAndStartProvisioning(
    await getPaymentGateway(),
    { paymentIntentId: read.paymentIntentId },
    requestProvisioning,
  );
  // Not ours (no checkout record) or not matching: acknowledged, so Stripe stops retrying.
  if (!fulfilled.ok)
    console.warn(
      `Webhook ${read.eventId} for ${read.paymentIntentId} ignored: ${fulfilled.reason}`,
    );
  else await recordWebhookReceived(read.eventId, read.paymentIntentId, fulfilled.created);
  await markEventProcessed(read.eventId);
  return jsonResponse({ received: true });
});

export const config: Config = { path: '/api/stripe/webhook' };
