/**
 * Closing an account: blocked from sign-in at once (every session ended in the same conditional
 * write), a mailed single-use link reopens it for CLOSURE_UNDO_DAYS, then the erasure sweep
 * forgets the person (account-erasure.server.ts; docs/decisions/0043-data-rights.md).
 */
import { siteUrl } from '../../lib/env.ts';
import { markExpiry } from '../../lib/expiry-index.ts';
import type { Failure } from '../../lib/result.ts';
import { deleteUserSessions } from '../auth/sessions/sessions.server.ts';
import { confirmPassword } from '../auth/sessions/sign-in.server.ts';
import { consumeToken, issueToken } from '../auth/tokens.server.ts';
import { changeUser, type UserRecord } from '../auth/users.server.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import { pageLink } from '../mail/page-link.ts';
import { accountClosedMail } from './closure-mails.ts';
import { CLOSURE_UNDO_MS } from './closure-window.ts';

/** The users store's own expiry index for closures, so the sweep walks nothing else. */
export const CLOSURE_INDEX = 'closure-expires';

export type Closure =
  { ok: true; user: UserRecord } | Failure<'wrong-password' | 'already-closed' | 'not-found'>;

/**
 * The customer closes their own account: their password again, throttled like a sign-in from
 * `client` (`ip`: Netlify's context.ip), then as staff do.
 */
export async function closeOwnAccount(
  user: UserRecord,
  password: string,
  client: { req: Request; ip: string | undefined },
  now = Date.now(),
): Promise<Closure | Exclude<Awaited<ReturnType<typeof confirmPassword>>, { ok: true }>> {
  const confirmed = await confirmPassword(user, password, client.req, client.ip);
  if (!confirmed.ok) return confirmed;
  return closeAccount(user.id, 'customer', now);
}

/**
 * Marks the account closed (and every session ended) unless it already is, notes its erasure,
 * signs it out and mails the undo link. The expiry entry comes first: a closure whose later steps
 * fail is still erased on time.
 */
export async function closeAccount(
  userId: string,
  by: 'customer' | 'staff',
  now = Date.now(),
): Promise<Closure> {
  const eraseAfter = now + CLOSURE_UNDO_MS;
  await markExpiry('users', userId, eraseAfter, CLOSURE_INDEX);
  const at = new Date(now).toISOString();
  const changed = await changeUser(userId, (user) =>
    user.closure
      ? null
      : {
          closure: {
            requestedAt: at,
            eraseAfter: new Date(eraseAfter).toISOString(),
            by,
            erasedAt: null,
          },
          sessionsEndedAt: at,
        },
  );
  if (!changed) return { ok: false, reason: 'not-found' };
  if (!changed.changed) return { ok: false, reason: 'already-closed' };
  await deleteUserSessions(userId);
  const token = await issueToken('undo-account-closure', userId, now);
  const t = await loadTranslator(changed.user.locale);
  const link = `${pageLink(siteUrl(), t.locale, '/account-reopen')}?token=${token}`;
  await queueMail(
    `account-closed/${userId}.${now}`,
    accountClosedMail(changed.user.email, link, t),
  );
  return { ok: true, user: changed.user };
}

/**
 * Reopens a closed account from its mailed link, before its erasure has begun and within the
 * window; the check and the write are one conditional write, so an erasure that began wins.
 */
export async function undoClosure(
  token: string,
  now = Date.now(),
): Promise<{ ok: true; user: UserRecord } | Failure<'invalid-link'>> {
  const issued = await consumeToken('undo-account-closure', token, now);
  const reopened = issued
    ? await changeUser(issued.userId, (user) => {
        const closure = user.closure;
        if (!closure || closure.erasedAt || now >= Date.parse(closure.eraseAfter)) return null;
        return { closure: null };
      })
    : null;
  if (!reopened?.changed) return { ok: false, reason: 'invalid-link' };
  return { ok: true, user: reopened.user };
}
