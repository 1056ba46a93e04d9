/**
 * Stripe delivers an event at least once: processed event ids are remembered, as
 * `webhook-event/<event id>` in the orders store, to skip repeats.
 */
import * as z from 'zod';
import { recordOrderEvent } from '../orders/order-events.server.ts';
import { orderIdFor } from '../orders/orders.server.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';

const processedEvents = ordersStoreFamily('webhook-event/', z.object({ at: z.string() }));
/** Event ids are `evt_…` (webhook-events.ts checks them); anything else is dropped from the key. */
const nameOf = (eventId: string) => eventId.replace(/[^A-Za-z0-9_]/g, '');

/**
 * True once the event was handled; a damaged mark counts as not handled (handling again is
 * idempotent).
 */
export async function isEventProcessed(eventId: string): Promise<boolean> {
  return (await processedEvents.readIfValid(nameOf(eventId))) !== null;
}

/** Puts Stripe's word that the payment succeeded on its order's timeline (never throws). */
export function recordWebhookReceived(
  eventId: string,
  paymentIntentId: string,
  created: boolean,
): Promise<void> {
  return recordOrderEvent(orderIdFor(paymentIntentId), {
    kind: 'webhook-received',
    summary: `Stripe webhook: payment succeeded (${created ? 'it made the order' : 'the order existed already'})`,
    detail: `Event ${nameOf(eventId)}`,
  });
}

export async function markEventProcessed(eventId: string): Promise<void> {
  await processedEvents.write(nameOf(eventId), { at: new Date().toISOString() });
}
