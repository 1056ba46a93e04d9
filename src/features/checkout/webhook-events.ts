/**
 * What the Stripe webhook reads of an event whose signature checked out: its id, its type and,
 * for `payment_intent.succeeded`, the intent id. A signed body of any other shape is refused
 * with a 400 by the function, never met with a crash.
 */
import * as z from 'zod';
import type { Failure } from '../../lib/result.ts';
import { INTENT_ID_PATTERN } from '../payments/gateway.ts';

const eventSchema = z.object({ id: z.string().regex(/^evt_\w{1,255}$/), type: z.string() });
const paidIntentSchema = z.object({
  data: z.object({ object: z.object({ id: z.string().regex(INTENT_ID_PATTERN) }) }),
});

/**
 * A paid intent's event, or why there is none: another event type, or a body of a shape we never
 * expect.
 */
export type PaidEvent =
  { ok: true; eventId: string; paymentIntentId: string } | Failure<'not-a-payment' | 'malformed'>;

export function readWebhookEvent(event: unknown): PaidEvent {
  const base = eventSchema.safeParse(event);
  if (!base.success) return { ok: false, reason: 'malformed' };
  if (base.data.type !== 'payment_intent.succeeded') return { ok: false, reason: 'not-a-payment' };
  const paid = paidIntentSchema.safeParse(event);
  return paid.success
    ? { ok: true, eventId: base.data.id, paymentIntentId: paid.data.data.object.id }
    : { ok: false, reason: 'malformed' };
}
