/**
 * `install-reminder/<due UTC day>/<due ms>-<orderId>`: the next reminder of each delivered eSIM not
 * known to be installed. The re-drive reads only due days and replaces each entry with the next
 * reminder, if any, so the family never holds history (docs/decisions/0052-install-reminders.md).
 */
import * as z from 'zod';
import { isoDay } from '../../orders/travel-date.ts';
import { esimsStoreFamily } from '../esims-store.server.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { reminderKinds, remindersFor, type Reminder } from './install-reminder-schedule.ts';

const reminderSchema = z.object({ kind: z.enum(reminderKinds), at: z.number() });
const entrySchema = z.object({
  orderId: z.string(),
  kind: z.enum(reminderKinds),
  /** The reminder after this one, when there is one. */
  later: reminderSchema.nullable(),
});
/** A due entry as its name tells: its key and when it is due. */
export interface DueReminder {
  name: string;
  at: number;
}
export type ReminderEntry = z.infer<typeof entrySchema> & DueReminder;

const entries = esimsStoreFamily('install-reminder/', entrySchema);

/** The entry's name: sorted by due time within its day folder. */
const nameOf = (orderId: string, at: number) =>
  `${isoDay(at)}/${String(at).padStart(15, '0')}-${orderId}`;

/** Lists the reminders of an eSIM just delivered (not a top-up's, which installs nothing new). */
export async function scheduleInstallReminders(order: OrderRecord): Promise<void> {
  if (order.topUpOf !== null || !order.iccid || !order.lpa || order.deliveredAt === null) return;
  await listReminders(order.id, remindersFor(Date.parse(order.deliveredAt), order.travelDate));
}

/** Lists the first of `reminders` (the rest ride on it); none when empty. */
export async function listReminders(orderId: string, reminders: Reminder[]): Promise<void> {
  const [first, second = null] = reminders;
  if (!first) return;
  await entries.write(nameOf(orderId, first.at), {
    orderId,
    kind: first.kind,
    later: second,
  });
}

/** The day folders due by `now`, oldest first: one listing (a year of days at most). */
export async function dueReminderDays(now: number): Promise<string[]> {
  const today = isoDay(now);
  return (await entries.listFolders()).filter((day) => day <= today).sort();
}

/** The entries of `day` due by `now`, oldest first, by name alone (no read). */
export async function dueRemindersOf(day: string, now: number): Promise<DueReminder[]> {
  const due: DueReminder[] = [];
  for (const name of (await entries.listNames(`${day}/`)).sort()) {
    const match = /^(\d{15})-(.+)$/.exec(name);
    if (!match) continue;
    const at = Number(match[1]);
    if (at > now) break;
    due.push({ name: `${day}/${name}`, at });
  }
  return due;
}

/** The entry's record; null when it is gone (another run took it) or damaged. */
export async function readReminder(due: DueReminder): Promise<ReminderEntry | null> {
  const entry = await entries.readIfValid(due.name);
  return entry && { ...entry, ...due };
}

/** Takes `entry` off the index (after its reminder was sent, or is no longer wanted). */
export function dropReminder(entry: DueReminder): Promise<void> {
  return entries.remove(entry.name);
}
