/**
 * When an eSIM not installed yet is reminded of: a day after delivery, and the day before the
 * trip when the buyer gave its date; never two within a day, so at most two in all
 * (docs/decisions/0052-install-reminders.md). Pure.
 */
import { dayStart } from '../../orders/travel-date.ts';

export const reminderKinds = ['day-after', 'before-travel'] as const;
export type ReminderKind = (typeof reminderKinds)[number];

export interface Reminder {
  kind: ReminderKind;
  /** When it is due (ms). */
  at: number;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** The eve of a trip, in UTC: morning in Europe, evening in Japan, before dawn in the Americas. */
const EVE_HOUR_UTC = 9;
/** A reminder is never sooner than this after the 'eSIM ready' mail itself. */
const FIRST_AFTER_MS = 2 * HOUR_MS;

/** The reminders of an eSIM delivered at `deliveredAt`, oldest first. */
export function remindersFor(deliveredAt: number, travelDate: string | null): Reminder[] {
  const dayAfter: Reminder = { kind: 'day-after', at: deliveredAt + DAY_MS };
  const start = travelDate === null ? NaN : dayStart(travelDate);
  if (Number.isNaN(start)) return [dayAfter];
  const eve = start - DAY_MS + EVE_HOUR_UTC * HOUR_MS;
  // A trip far enough ahead gets both, a day apart at least.
  if (eve >= dayAfter.at + DAY_MS) return [dayAfter, { kind: 'before-travel', at: eve }];
  // The eve falls within a day of the first reminder: that one reminder is enough.
  if (eve >= dayAfter.at) return [dayAfter];
  // The trip comes before the day-after reminder would: one, on its eve (soon after delivery when
  // that has passed).
  return [{ kind: 'before-travel', at: Math.max(eve, deliveredAt + FIRST_AFTER_MS) }];
}

/** The mail queue's key of each reminder an order can get: one per kind, so each is sent once. */
export function installReminderMailKeys(orderId: string): string[] {
  return reminderKinds.map((kind) => installReminderMailKey(orderId, kind));
}

export const installReminderMailKey = (orderId: string, kind: ReminderKind) =>
  `install-reminder/${orderId}-${kind}`;
