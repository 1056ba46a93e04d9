/**
 * At most ACCOUNT_MAILS_PER_HOUR account mails per allowance, address and hour, so nobody floods an
 * inbox through our SMTP; checked after the answer, so it tells nothing of who has an account
 * (docs/decisions/0007-same-answer-same-time.md). One day record per address,
 * src/lib/day-counts.ts.
 */
import { openStore } from '../../lib/blobs.ts';
import {
  addEntry,
  type Count,
  dayCountSchema,
  lastDayPast,
  newEntryId,
  readCount,
  timesIn,
} from '../../lib/day-counts.ts';
import { deletePastDays } from '../../lib/day-walk.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { hexSlices } from '../../lib/key-walk.ts';
import { storeFamily } from '../../lib/store-family.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import { normaliseEmail } from './auth.ts';
import { deleteOldEventKeys } from './event-keys.server.ts';

export const ACCOUNT_MAILS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;
const MAIL_CAP = 'mail-cap/';
const mailCounts = storeFamily('tokens', MAIL_CAP, dayCountSchema);

/** Reset links, and every other account mail (verification, 'you already have an account'). */
export type MailAllowance = 'password-reset' | 'account';
const ALLOWANCES: readonly MailAllowance[] = ['password-reset', 'account'];

/**
 * Takes one mail to `email` from the allowance: false, writing nothing, when the hour's allowance
 * is used up; otherwise the mail is counted, and it is within the allowance when fewer than
 * ACCOUNT_MAILS_PER_HOUR were counted before it.
 */
export async function takeAccountMailAllowance(
  email: string,
  allowance: MailAllowance,
  now = Date.now(),
): Promise<boolean> {
  const count: Count = {
    name: `${allowance}-${sha256Hex(normaliseEmail(email))}`,
    windowMs: HOUR_MS,
  };
  const read = await readCount(mailCounts, count, now);
  if (timesIn(read, count, now).length >= ACCOUNT_MAILS_PER_HOUR) return false;
  const id = newEntryId();
  const seen = await addEntry(mailCounts, count, id, now, read);
  return seen !== null && timesIn(seen, count, now, id).length < ACCOUNT_MAILS_PER_HOUR;
}

/**
 * Deletes the days of mail counts the hour no longer reaches, listing one past day at a time, and
 * the one-key-per-mail keys left from before the day records (docs/retention.md).
 */
export async function sweepExpiredMailCounts(budget: SweepBudget, now = Date.now()) {
  const lastDay = lastDayPast(now, HOUR_MS);
  const days = await deletePastDays(
    openStore('tokens'),
    'mail-count-days',
    MAIL_CAP,
    lastDay,
    budget,
  );
  const slices = ALLOWANCES.flatMap((allowance) => hexSlices(`${MAIL_CAP}${allowance}/`, 1));
  const oldKeys = await deleteOldEventKeys('tokens', 'old-mail-counts', slices, budget);
  return { ...days, oldKeys };
}
