/**
 * `reminders-off/<userId>` in the esims store: the customer unsubscribed from install reminders
 * (the link in each one). Per account, not per order: whoever says 'no more' means every eSIM's
 * (docs/decisions/0052-install-reminders.md). Deleted with the account's personal data.
 */
import * as z from 'zod';
import { esimsStoreFamily } from '../esims-store.server.ts';

const offSchema = z.object({ at: z.string() });
const off = esimsStoreFamily('reminders-off/', offSchema);

/** Records the unsubscription once; a second click changes nothing. */
export async function turnOffReminders(userId: string, now = Date.now()): Promise<void> {
  await off.createIfNew(userId, { at: new Date(now).toISOString() });
}

export async function remindersTurnedOff(userId: string): Promise<boolean> {
  return (await remindersTurnedOffAt(userId)) !== null;
}

/** When the account unsubscribed (ISO), or null: for its data download. */
export async function remindersTurnedOffAt(userId: string): Promise<string | null> {
  return (await off.readIfValid(userId))?.at ?? null;
}

/** Forgets the choice with the account (its erasure). */
export function forgetRemindersChoice(userId: string): Promise<void> {
  return off.remove(userId);
}
