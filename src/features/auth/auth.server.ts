/**
 * Account use cases: registration, sign-in, the current user, e-mail verification and password
 * reset. Handlers call these; answers never reveal whether an e-mail has an account.
 */
import { optionalEnv } from '../../lib/env.ts';
import { sendMail } from '../mail/mailer.server.ts';
import { normaliseEmail, type CurrentUser, type RegisterPayload, type SignInPayload } from './auth.ts';
import { accountExistsMail, passwordResetMail, verificationMail } from './auth-mails.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password.server.ts';
import { createSession, deleteSession, deleteUserSessions, readSession, type Session } from './sessions.server.ts';
import { readSessionToken } from './session-cookie.ts';
import { clearSignInFailures, recordSignInFailure, signInWait } from './throttle.server.ts';
import { consumeToken, issueToken } from './tokens.server.ts';
import { createUser, findUserByEmail, findUserById, updateUser, type UserRecord } from './users.server.ts';
import { noteRequestUser } from '../../lib/request-log.ts';

/** Admins are the signed-in users whose e-mail is listed in ADMIN_EMAILS (comma-separated). */
export function isAdminEmail(email: string): boolean {
  const admins = (optionalEnv('ADMIN_EMAILS') ?? '').split(',').map(normaliseEmail).filter(Boolean);
  return admins.includes(normaliseEmail(email));
}

export function toCurrentUser(user: UserRecord): CurrentUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    profileImageUrl: user.profileImageUrl,
    createdAt: user.createdAt,
    emailVerified: user.emailVerifiedAt !== null,
    isAdmin: isAdminEmail(user.email),
  };
}

const blankToNull = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null);

/** Creates the account and mails a verification link; an existing owner gets a notice instead. */
export async function registerAccount(payload: RegisterPayload, origin: string): Promise<void> {
  const passwordHash = await hashPassword(payload.password);
  const user = await createUser({
    email: payload.email,
    firstName: blankToNull(payload.firstName),
    lastName: blankToNull(payload.lastName),
    passwordHash,
  });
  if (user) {
    await sendVerificationMail(user, origin);
  } else {
    await sendMail(accountExistsMail(normaliseEmail(payload.email), `${origin}/signin`, `${origin}/forgot-password`));
  }
}

export async function sendVerificationMail(user: UserRecord, origin: string): Promise<void> {
  const token = await issueToken('verify-email', user.id);
  await sendMail(verificationMail(user.email, `${origin}/verify-email?token=${token}`));
}

export type SignInResult = { kind: 'ok'; user: UserRecord; token: string } | { kind: 'failed' } | { kind: 'throttled'; retryAfterMs: number };

export async function signIn({ email, password }: SignInPayload): Promise<SignInResult> {
  const wait = await signInWait(email);
  if (wait > 0) return { kind: 'throttled', retryAfterMs: wait };
  const user = await findUserByEmail(email);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
  if (!user || !valid) {
    await recordSignInFailure(email);
    return { kind: 'failed' };
  }
  await clearSignInFailures(email);
  const { token } = await createSession(user.id);
  noteRequestUser(user.id);
  return { kind: 'ok', user, token };
}

/** The signed-in user of a request, or null. */
export async function currentUserOf(req: Request): Promise<{ user: UserRecord; session: Session } | null> {
  const token = readSessionToken(req);
  if (!token) return null;
  const session = await readSession(token);
  if (!session) return null;
  const user = await findUserById(session.userId);
  if (user) noteRequestUser(user.id);
  return user ? { user, session } : null;
}

export async function signOut(req: Request): Promise<void> {
  const token = readSessionToken(req);
  if (!token) return;
  const session = await readSession(token);
  await deleteSession(token, session?.userId);
}

/** Marks the e-mail verified; false for an unknown, used or expired link. */
export async function verifyEmail(token: string): Promise<boolean> {
  const userId = await consumeToken('verify-email', token);
  const user = userId ? await findUserById(userId) : null;
  if (!user) return false;
  if (user.emailVerifiedAt === null) await updateUser(user, { emailVerifiedAt: new Date().toISOString() });
  return true;
}

/** Mails a reset link when the e-mail has an account; the caller answers the same either way. */
export async function requestPasswordReset(email: string, origin: string): Promise<void> {
  const user = await findUserByEmail(email);
  if (!user) return;
  const token = await issueToken('password-reset', user.id);
  await sendMail(passwordResetMail(user.email, `${origin}/reset-password?token=${token}`));
}

/** Sets a new password from a reset link and signs the account out everywhere. */
export async function resetPassword(token: string, password: string): Promise<boolean> {
  const userId = await consumeToken('password-reset', token);
  const user = userId ? await findUserById(userId) : null;
  if (!user) return false;
  await updateUser(user, { passwordHash: await hashPassword(password), emailVerifiedAt: user.emailVerifiedAt ?? new Date().toISOString() });
  await deleteUserSessions(user.id);
  await clearSignInFailures(user.email);
  return true;
}
