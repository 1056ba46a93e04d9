/**
 * What the unsubscribe link of the install reminders does: names the account from the signed
 * token and, on a POST only (mail scanners open links), records that it wants no more reminders;
 * the page it shows is in the account's language (docs/decisions/0052-install-reminders.md).
 */
import type { Failure } from '../../../lib/result.ts';
import { findUserById } from '../../auth/users.server.ts';
import { loadTranslator } from '../../i18n/load-translator.ts';
import type { Translator } from '../../i18n/translate.ts';
import { turnOffReminders } from './reminders-off.server.ts';
import { verifyUnsubscribe } from './reminder-unsubscribe-link.server.ts';

type LinkRead = { ok: true; userId: string; t: Translator } | Failure<'link-invalid'>;

/** The account a link names and its language; a forged link, or an erased account, is refused. */
export async function readUnsubscribeLink(token: string): Promise<LinkRead> {
  const userId = verifyUnsubscribe(token);
  const user = userId === null ? null : await findUserById(userId);
  if (!user || user.closure?.erasedAt) return { ok: false, reason: 'link-invalid' };
  return { ok: true, userId: user.id, t: await loadTranslator(user.locale) };
}

/** Turns the account's install reminders off (once; a second click changes nothing). */
export async function unsubscribeFromReminders(token: string): Promise<LinkRead> {
  const link = await readUnsubscribeLink(token);
  if (link.ok) await turnOffReminders(link.userId);
  return link;
}
