/**
 * At most ACCOUNT_MAILS_PER_HOUR account mails of each allowance per address per hour, whoever
 * asks, so nobody floods an inbox through our SMTP. Reset links have their own allowance; checked
 * after the answer, so the cap tells nothing of which addresses have accounts
 * (docs/decisions/0007-same-answer-same-time.md).
 */
import { openStore } from '../../lib/blobs.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { hexSlices } from '../../lib/key-walk.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import { normaliseEmail } from './auth.ts';
import { eventTimes, newEventKey, sweepEventKeys } from './event-keys.server.ts';

export const ACCOUNT_MAILS_PER_HOUR = 10;
const HOUR_MS = 60 * 60_000;
const MAIL_CAP = 'mail-cap/';

/** Reset links, and every other account mail (verification, 'you already have an account'). */
export type MailAllowance = 'password-reset' | 'account';
const ALLOWANCES: readonly MailAllowance[] = ['password-reset', 'account'];

/**
 * Records one mail to `email` and says whether it is within the allowance. One key per mail,
 * written before the others are counted (event-keys.server.ts), so a burst never gets more than
 * the allowance.
 */
export async function takeAccountMailAllowance(
  email: string,
  allowance: MailAllowance,
  now = Date.now(),
): Promise<boolean> {
  const prefix = `${MAIL_CAP}${allowance}/${sha256Hex(normaliseEmail(email))}/`;
  const own = newEventKey(prefix, now);
  await openStore('tokens').set(own, '1');
  const others = await eventTimes('tokens', prefix, HOUR_MS, now, [own]);
  return others.length < ACCOUNT_MAILS_PER_HOUR;
}

/**
 * Deletes the counts of mails older than the hour they count in (an address asked for once keeps
 * none), a slice at a time within the budget (docs/retention.md).
 */
export function sweepExpiredMailCounts(budget: SweepBudget, now = Date.now()) {
  const slices = ALLOWANCES.flatMap((allowance) => hexSlices(`${MAIL_CAP}${allowance}/`, 1));
  return sweepEventKeys('tokens', 'mail-counts', slices, HOUR_MS, now, budget);
}
