/**
 * Account use cases: registration, the current user, e-mail verification and
 * password reset (sign-in: sign-in.server.ts). Handlers call these; answers never reveal whether
 * an e-mail has an account.
 */
import { randomUUID } from 'node:crypto';
import { siteUrl } from '../../lib/env.ts';
import { noteRequestUser } from '../../lib/request-log.ts';
import type { Failure } from '../../lib/result.ts';
import type { MailMessage } from '../mail/mail.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import { pageLink } from '../mail/page-link.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import { normaliseEmail, type CurrentUser, type RegisterPayload, type StaffRole } from './auth.ts';
import { accountExistsMail, passwordResetMail, verificationMail } from './auth-mails.ts';
import { hashPassword } from './password.server.ts';
import {
  deleteSession,
  deleteUserSessions,
  outlivedBy,
  readSession,
  type Session,
} from './sessions/sessions.server.ts';
import { readSessionToken } from './sessions/session-cookie.ts';
import { clearSignInFailures } from './sessions/throttle.server.ts';
import { consumeToken, issueToken } from './tokens.server.ts';
import {
  changeUser,
  createUser,
  findUserByEmail,
  findUserById,
  type UserRecord,
} from './users.server.ts';
import { ACCOUNT_MAILS_PER_HOUR, takeAccountMailAllowance } from './account-mail-cap.server.ts';
import { translatorForAddress } from './customer-language.server.ts';

/** The account as the browser sees it; `staffRole` is the staff rights of this very session. */
export function toCurrentUser(user: UserRecord, staffRole: StaffRole | null): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt,
    emailVerified: user.emailVerifiedAt !== null,
    locale: user.locale,
    staffRole,
  };
}

const blankToNull = (value: string | undefined) =>
  value && value.trim() !== '' ? value.trim() : null;

/**
 * Account mails go through the durable queue, each under a fresh key. Links come from siteUrl(),
 * never from the request: a forged Host must not send a reset link to another site. Run after the
 * answer, so a known and an unknown e-mail take the same time
 * (docs/decisions/0007-same-answer-same-time.md).
 */
async function queueAccountMail(message: MailMessage): Promise<void> {
  const allowance = message.kind === 'password-reset' ? 'password-reset' : 'account';
  if (!(await takeAccountMailAllowance(message.to, allowance))) {
    console.warn(
      `Account mail '${message.kind}' not sent: its address had ${ACCOUNT_MAILS_PER_HOUR} of its kind in the last hour`,
    );
    return;
  }
  await queueMail(`${message.kind}/${randomUUID()}`, message);
}

/**
 * An address that has an account already is no error to the visitor (same answer), only to the mail
 * sent after.
 */
export type Registration =
  { ok: true; user: UserRecord } | (Failure<'email-taken'> & { email: string });

/** Creates the account before the answer (signing in right after must work); mails nothing. */
export async function registerAccount(payload: RegisterPayload): Promise<Registration> {
  const passwordHash = await hashPassword(payload.password);
  const user = await createUser({
    email: payload.email,
    firstName: blankToNull(payload.firstName),
    lastName: blankToNull(payload.lastName),
    passwordHash,
    ...(payload.locale === undefined ? {} : { locale: payload.locale }),
  });
  return user
    ? { ok: true, user }
    : { ok: false, reason: 'email-taken', email: normaliseEmail(payload.email) };
}

/**
 * After the answer: a verification link to a new account, a notice to an existing owner (in the
 * language of the account, not of the sign-up).
 */
export async function mailAfterRegistration(registration: Registration): Promise<void> {
  if (registration.ok) return sendVerificationMail(registration.user);
  const t = await translatorForAddress(registration.email);
  const link = (path: string) => pageLink(siteUrl(), t.locale, path);
  await queueAccountMail(
    accountExistsMail(registration.email, link('/signin'), link('/forgot-password'), t),
  );
}

export async function sendVerificationMail(user: UserRecord): Promise<void> {
  const token = await issueToken('verify-email', user.id);
  const t = await loadTranslator(user.locale);
  const link = `${pageLink(siteUrl(), t.locale, '/verify-email')}?token=${token}`;
  await queueAccountMail(verificationMail(user.email, link, t));
}

/**
 * The signed-in user of a request, or null. A session the account has ended since it was opened
 * (a sign-in that finished during a reset or a confirmation) is deleted here. A staff sign-in still
 * waiting for its second factor is nobody's yet (see pendingSignInOf).
 */
export async function currentUserOf(
  req: Request,
): Promise<{ user: UserRecord; session: Session } | null> {
  const current = await sessionUserOf(req);
  return current && !current.session.pendingSecondFactor ? current : null;
}

/** The sign-in of a request that waits for its second factor, or null. */
export async function pendingSignInOf(
  req: Request,
): Promise<{ user: UserRecord; session: Session; token: string } | null> {
  const current = await sessionUserOf(req);
  return current?.session.pendingSecondFactor ? current : null;
}

/** The sign-in of a request, finished or waiting for its second factor; null when none. */
export async function sessionUserOf(
  req: Request,
): Promise<{ user: UserRecord; session: Session; token: string } | null> {
  const token = readSessionToken(req);
  if (!token) return null;
  const session = await readSession(token);
  if (!session) return null;
  const user = await findUserById(session.userId);
  if (user && (outlivedBy(session, user) || user.blockedAt || user.closure)) {
    await deleteSession(token, user.id);
    return null;
  }
  if (user) noteRequestUser(user.id);
  return user ? { user, session, token } : null;
}

export async function signOut(req: Request): Promise<void> {
  const token = readSessionToken(req);
  if (!token) return;
  const session = await readSession(token);
  await deleteSession(token, session?.userId);
}

/**
 * Marks the e-mail verified and ends every session opened before: whoever signed in until now
 * had not proved he reads that mailbox. Refused for an unknown, used or expired link.
 */
export async function verifyEmail(token: string): Promise<{ ok: true } | Failure<'invalid-link'>> {
  const issued = await consumeToken('verify-email', token);
  const verified = issued
    ? await changeUser(issued.userId, (user) => {
        if (user.emailVerifiedAt !== null) return null;
        const now = new Date().toISOString();
        return { emailVerifiedAt: now, sessionsEndedAt: now };
      })
    : null;
  if (!verified) return { ok: false, reason: 'invalid-link' };
  // The records of the sessions just ended: they no longer work either way.
  if (verified.changed) await deleteUserSessions(verified.user.id);
  return { ok: true };
}

/**
 * Mails a reset link when the e-mail has an account. Run after the answer: the caller answers the
 * same, at the same time, either way.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  const user = await findUserByEmail(email);
  // A closed account is opened again only by its undo link, never by a new password.
  if (!user || user.closure) return;
  const token = await issueToken('password-reset', user.id);
  const t = await loadTranslator(user.locale);
  const link = `${pageLink(siteUrl(), t.locale, '/reset-password')}?token=${token}`;
  await queueAccountMail(passwordResetMail(user.email, link, t));
}

/**
 * Whether a staff invitation link, issued at `issuedAt` to this address, is still the member's
 * current invitation. Staff decide it (auth does not know the team).
 */
export type InvitationCheck = (email: string, issuedAt: number) => Promise<boolean>;

/**
 * Sets a new password from a reset link and ends everything issued before it: sessions, other
 * reset links, device cookies' trust. The mailed link proves the address, so the password is the
 * owner's (`passwordProvenAt`). Refused for an unknown, used or expired link, and for the link of
 * an invitation that is no longer open (`invitationOpen`).
 */
export async function resetPassword(
  token: string,
  password: string,
  invitationOpen: InvitationCheck,
): Promise<{ ok: true; user: UserRecord } | Failure<'invalid-link'>> {
  // A staff invitation sets the first password the same way: both links prove the mailbox.
  const reset = await consumeToken('password-reset', token);
  const invitation = reset ? null : await consumeToken('staff-invitation', token);
  const issued = reset ?? invitation;
  if (!issued) return { ok: false, reason: 'invalid-link' };
  if (invitation) {
    const invitee = await findUserById(invitation.userId);
    if (!invitee || !(await invitationOpen(invitee.email, invitation.issuedAt)))
      return { ok: false, reason: 'invalid-link' };
  }
  const passwordHash = await hashPassword(password);
  // Checked against the account as it is when written: a reset saved meanwhile voids this link.
  const changed = await changeUser(issued.userId, (user) => {
    if (!issuedAfterLastChange(issued.issuedAt, user) || user.closure) return null;
    const now = new Date().toISOString();
    return {
      passwordHash,
      emailVerifiedAt: user.emailVerifiedAt ?? now,
      passwordChangedAt: now,
      passwordProvenAt: now,
      sessionsEndedAt: now,
      // The invitation's own link starts the member afresh: their rights date from it, and an
      // authenticator enrolled before it (by whoever knew an older password) is dropped.
      ...(invitation
        ? { staffInvitationIssuedAt: new Date(invitation.issuedAt).toISOString(), totp: null }
        : {}),
    };
  });
  if (!changed?.changed) return { ok: false, reason: 'invalid-link' };
  await deleteUserSessions(changed.user.id);
  await clearSignInFailures(changed.user.email);
  return { ok: true, user: changed.user };
}

function issuedAfterLastChange(
  issuedAt: number,
  user: Pick<UserRecord, 'passwordChangedAt'>,
): boolean {
  return !user.passwordChangedAt || issuedAt > Date.parse(user.passwordChangedAt);
}
