/**
 * Staff block, unblock and sign out a customer's account: a block ends every session in the same
 * conditional write, then deletes the sessions; sign-in and every session check refuse a blocked
 * account. Each block or unblock mails the customer once.
 */
import { siteUrl, supportEmail } from '../../lib/env.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import { pageLink } from '../mail/page-link.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import { accountBlockedMail, accountUnblockedMail } from './account-block-mails.ts';
import { deleteUserSessions } from './sessions/sessions.server.ts';
import { changeUser, type UserChanges, type UserRecord } from './users.server.ts';

/** The account as it is now, and whether this call changed it; null for an unknown account. */
export type AccountChange = { user: UserRecord; changed: boolean } | null;

async function changeAndSignOut(
  userId: string,
  change: (user: UserRecord) => UserChanges | null,
): Promise<AccountChange> {
  const changed = await changeUser(userId, change);
  if (changed?.changed) await deleteUserSessions(userId);
  return changed;
}

export async function blockAccount(userId: string, now = new Date()): Promise<AccountChange> {
  const at = now.toISOString();
  const changed = await changeAndSignOut(userId, (user) =>
    user.blockedAt ? null : { blockedAt: at, sessionsEndedAt: at },
  );
  if (changed?.changed)
    await queueMail(
      `account-blocked/${userId}.${now.getTime()}`,
      accountBlockedMail(
        changed.user.email,
        supportEmail(),
        await loadTranslator(changed.user.locale),
      ),
    );
  return changed;
}

export async function unblockAccount(userId: string, now = new Date()): Promise<AccountChange> {
  const changed = await changeUser(userId, (user) => (user.blockedAt ? { blockedAt: null } : null));
  if (changed?.changed) {
    const t = await loadTranslator(changed.user.locale);
    await queueMail(
      `account-unblocked/${userId}.${now.getTime()}`,
      accountUnblockedMail(changed.user.email, pageLink(siteUrl(), t.locale, '/signin'), t),
    );
  }
  return changed;
}

/** Signs the account out everywhere (a lost phone, a shared computer). */
export function endAccountSessions(userId: string, now = new Date()): Promise<AccountChange> {
  return changeAndSignOut(userId, () => ({ sessionsEndedAt: now.toISOString() }));
}
