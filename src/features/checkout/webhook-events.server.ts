/**
 * Stripe delivers an event at least once: processed ids are kept as `webhook-event/<event id>` for
 * 30 days (Stripe retries for three; the rest helps look into a payment), with an expiry index of
 * their own so their sweep never walks the checkouts' (docs/retention.md).
 */
import * as z from 'zod';
import { markExpiry, sweepExpired } from '../../lib/expiry-index.ts';
import { walkSlices } from '../../lib/key-walk.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
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

/** How long a processed event is remembered. */
const EVENT_KEPT_MS = 30 * 24 * 60 * 60 * 1000;
const EXPIRY_INDEX = 'webhook-event-expires';

/** Remembers the event, noted first to be forgotten in 30 days (an entry alone is harmless). */
export async function markEventProcessed(eventId: string, now = Date.now()): Promise<void> {
  await markExpiry('orders', nameOf(eventId), now + EVENT_KEPT_MS, EXPIRY_INDEX);
  await processedEvents.write(nameOf(eventId), { at: new Date(now).toISOString() });
}

/** Deletes an event 30 days after it was marked, or says when to look again. */
async function forgetIfOld(name: string, budget: SweepBudget, now: number) {
  budget.take();
  const event = await processedEvents.readIfValid(name);
  const due = event ? Date.parse(event.at) + EVENT_KEPT_MS : now;
  if (due > now) return { lookAgainAt: due };
  budget.take();
  await processedEvents.remove(name);
  return 'done' as const;
}

/** Forgets the events whose 30 days are over, through their expiry index, within the budget. */
export function sweepOldWebhookEvents(budget: SweepBudget, now = Date.now()) {
  return sweepExpired(
    'orders',
    budget,
    now,
    (name) => forgetIfOld(name, budget, now),
    EXPIRY_INDEX,
  );
}

const ID_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

/**
 * Events marked before their expiry index: walked once by the two characters after `evt_`, each
 * forgotten now if its 30 days are over, else noted for when they are.
 */
export function backfillWebhookEventExpiry(budget: SweepBudget, now = Date.now()) {
  const slices = [...ID_CHARACTERS].flatMap((first) =>
    [...ID_CHARACTERS].map((second) => `webhook-event/evt_${first}${second}`),
  );
  return walkSlices(
    'orders',
    'webhook-event-expiry-backfill',
    slices,
    budget,
    async (key) => {
      const name = key.slice('webhook-event/'.length);
      const outcome = await forgetIfOld(name, budget, now);
      if (outcome === 'done') return;
      budget.take();
      await markExpiry('orders', name, outcome.lookAgainAt, EXPIRY_INDEX);
    },
    true,
  );
}
