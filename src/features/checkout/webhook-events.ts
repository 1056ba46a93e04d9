/**
 * What the Stripe webhook reads of an event whose signature checked out: its id, its type and,
 * for `payment_intent.succeeded`, the intent id. A signed body of any other shape is refused
 * with a 400 by the function, never met with a crash.
 */
import { z } from 'zod';
import { INTENT_ID_PATTERN } from './payments/gateway.ts';

const eventSchema = z.object({ id: z.string().regex(/^evt_\w{1,255}$/), type: z.string() });
const paidIntentSchema = z.object({ data: z.object({ object: z.object({ id: z.string().regex(INTENT_ID_PATTERN) }) }) });

export type WebhookEvent = { kind: 'paid'; eventId: string; paymentIntentId: string } | { kind: 'other' } | { kind: 'malformed' };

export function readWebhookEvent(event: unknown): WebhookEvent {
  const base = eventSchema.safeParse(event);
  if (!base.success) return { kind: 'malformed' };
  if (base.data.type !== 'payment_intent.succeeded') return { kind: 'other' };
  const paid = paidIntentSchema.safeParse(event);
  return paid.success ? { kind: 'paid', eventId: base.data.id, paymentIntentId: paid.data.data.object.id } : { kind: 'malformed' };
}
