/** Stripe delivers an event at least once: processed event ids are remembered to skip repeats. */
import { openStore } from '../../lib/blobs.ts';

const key = (eventId: string) => `webhook-event/${eventId.replace(/[^A-Za-z0-9_]/g, '')}`;

export async function isEventProcessed(eventId: string): Promise<boolean> {
  return (await openStore('orders').get(key(eventId))) !== null;
}

export async function markEventProcessed(eventId: string): Promise<void> {
  await openStore('orders').setJSON(key(eventId), { at: new Date().toISOString() });
}
