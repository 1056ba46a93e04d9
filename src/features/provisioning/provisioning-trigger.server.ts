/**
 * Starts the public background function and proves the call is ours: order id and signing time
 * under an HMAC; an unsigned, wrong or stale call does nothing. A failed trigger is only logged:
 * the re-drive picks the order up
 * (docs/decisions/0015-background-provisioning-and-the-re-drive.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as z from 'zod';
import { signingSecret, siteUrl } from '../../lib/env.ts';
import { ORDER_ID_PATTERN } from '../orders/orders.server.ts';
import type { Failure } from '../../lib/result.ts';

export const PROVISION_FUNCTION_PATH = '/.netlify/functions/provision-order-background';
export const TRIGGER_SIGNATURE_HEADER = 'X-Roamly-Signature';
/** A signed trigger is about 80 bytes; the function reads no more than this. */
export const MAX_TRIGGER_BYTES = 2 * 1024;
/** Netlify starts a background run within seconds; an older trigger is a replay. */
export const TRIGGER_MAX_AGE_MS = 15 * 60 * 1000;
/** Clocks of two function instances may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;

const triggerSchema = z.object({
  orderId: z.string().regex(ORDER_ID_PATTERN),
  issuedAt: z.number().int(),
});

/** Its own key, so a signature made for another purpose (device cookies …) never passes here. */
function triggerKey(): Buffer {
  return createHmac('sha256', signingSecret()).update('roamly provisioning trigger v1').digest();
}

const signatureOf = (body: string) =>
  `v1=${createHmac('sha256', triggerKey()).update(body).digest('hex')}`;

/** The body and signature header of a trigger for `orderId`. */
export function signTrigger(
  orderId: string,
  now = Date.now(),
): { body: string; headers: Record<string, string> } {
  const body = JSON.stringify({ orderId, issuedAt: now });
  return {
    body,
    headers: { 'Content-Type': 'application/json', [TRIGGER_SIGNATURE_HEADER]: signatureOf(body) },
  };
}

/** Why a trigger is refused, in the words the log gives. */
export const triggerRefusals = {
  unsigned: 'unsigned',
  'bad-signature': 'bad signature',
  'not-json': 'signed body is not JSON',
  'wrong-shape': 'signed body has the wrong shape',
  expired: 'expired',
} as const;

export type TriggerCheck = { ok: true; orderId: string } | Failure<keyof typeof triggerRefusals>;

/** Checks a trigger's signature (in constant time) and age; the order id when both hold. */
export function verifyTrigger(
  body: string,
  signature: string | null,
  now = Date.now(),
): TriggerCheck {
  if (!signature) return { ok: false, reason: 'unsigned' };
  const expected = Buffer.from(signatureOf(body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'bad-signature' };
  let parsed;
  try {
    parsed = triggerSchema.safeParse(JSON.parse(body));
  } catch {
    return { ok: false, reason: 'not-json' };
  }
  if (!parsed.success) return { ok: false, reason: 'wrong-shape' };
  const age = now - parsed.data.issuedAt;
  if (age > TRIGGER_MAX_AGE_MS || age < -CLOCK_SKEW_MS) return { ok: false, reason: 'expired' };
  return { ok: true, orderId: parsed.data.orderId };
}

/**
 * Asks the background function, at the configured site address (never a request's Host), to
 * provision an order.
 */
export async function requestProvisioning(
  orderId: string,
  { timeoutMs = 15_000 } = {},
): Promise<void> {
  try {
    const { body, headers } = signTrigger(orderId);
    const response = await fetch(`${siteUrl()}${PROVISION_FUNCTION_PATH}`, {
      method: 'POST',
      headers,
      body,
      // Netlify answers 202 at once; the local emulator can take seconds when busy. The
      // scheduled re-drive passes less, to end within its 30 seconds.
      signal: AbortSignal.timeout(timeoutMs),
    });
    // Read the answer to its end: an unread body is still open when the timeout fires, and
    // undici then fails on a closed stream outside of this try.
    await response.arrayBuffer();
    if (!response.ok)
      console.error(`Provisioning trigger for order ${orderId} answered ${response.status}`);
  } catch (error) {
    console.error(
      `Provisioning trigger for order ${orderId} failed; the re-drive will start it`,
      error instanceof Error ? error.message : error,
    );
  }
}
