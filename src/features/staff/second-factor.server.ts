/**
 * A staff sign-in's second step: an authenticator code, or on the first sign-in enrolment (a QR
 * secret confirmed by a code). A code works once; wrong codes make the account wait longer each
 * time. Success replaces the pending session with one carrying staff rights.
 */
import type { Failure } from '../../lib/result.ts';
import { pendingSignInOf } from '../auth/auth.server.ts';
import {
  createSession,
  deleteSession,
  saveEnrolmentSecret,
  type Session,
} from '../auth/sessions/sessions.server.ts';
import { changeUser, type Totp, type UserRecord } from '../auth/users.server.ts';
import { mayGiveSecondFactor } from './staff-rights.server.ts';
import { newTotpSecret, otpauthUri, stepOfCode } from './totp.server.ts';

/** Wrong codes allowed before any wait; each one after doubles it, up to the cap. */
const FREE_FAILURES = 5;
const FIRST_WAIT_MS = 30_000;
const MAX_WAIT_MS = 15 * 60_000;

export interface PendingSignIn {
  user: UserRecord;
  session: Session;
  token: string;
}

/**
 * The request's sign-in waiting for its second factor, or null; null too once its account is no
 * longer staff (removed, invited anew, its password reset): only a password that still makes
 * staff may enrol an authenticator or give a code.
 */
export async function pendingStaffSignInOf(req: Request): Promise<PendingSignIn | null> {
  const pending = await pendingSignInOf(req);
  return pending && (await mayGiveSecondFactor(pending.user, pending.session)) ? pending : null;
}

export type Enrolment = { enrolled: true } | { enrolled: false; secret: string; uri: string };

/** What the second-factor screen shows: a code box, or first the secret to enrol. */
export async function enrolmentOf({ user, session }: PendingSignIn): Promise<Enrolment> {
  if (user.totp) return { enrolled: true };
  const secret = session.enrolmentSecret ?? (await newTotpSecret());
  if (!session.enrolmentSecret) await saveEnrolmentSecret(session, secret);
  return { enrolled: false, secret, uri: await otpauthUri(secret, user.email) };
}

export type SecondFactorResult =
  | { ok: true; user: UserRecord; token: string; session: Session }
  | Failure<'wrong-code' | 'not-enrolling'>
  | (Failure<'throttled'> & { retryAfterMs: number });

function secondFactorWait(totp: Pick<Totp, 'failures' | 'lastFailureAt'>, now: number) {
  if (totp.failures < FREE_FAILURES || totp.lastFailureAt === null) return 0;
  const wait = Math.min(FIRST_WAIT_MS * 2 ** (totp.failures - FREE_FAILURES), MAX_WAIT_MS);
  return Math.max(0, totp.lastFailureAt + wait - now);
}

export async function giveSecondFactor(
  pending: PendingSignIn,
  code: string,
  now = Date.now(),
): Promise<SecondFactorResult> {
  const checked = pending.user.totp
    ? await checkCode(pending.user, code, now)
    : await confirmEnrolment(pending, code, now);
  if (!checked.ok) return checked;
  await deleteSession(pending.token, pending.user.id);
  const opened = await createSession(
    { id: checked.user.id, sessionsEndedAt: pending.session.sessionsEndedAt },
    now,
    { secondFactorAt: now },
  );
  return { ok: true, user: checked.user, ...opened };
}

type Checked = { ok: true; user: UserRecord } | Exclude<SecondFactorResult, { ok: true }>;

/**
 * Decided on the record as stored, in one conditional write: of two requests with one code, or a
 * burst of guesses, each is counted and only one is accepted.
 */
async function checkCode(user: UserRecord, code: string, now: number): Promise<Checked> {
  // Matched against the secret read with the sign-in; a secret changed since fails the write below.
  const secret = user.totp?.secret;
  const step = secret ? await stepOfCode(secret, code, now) : null;
  let outcome: Checked = { ok: false, reason: 'wrong-code' };
  const result = await changeUser(user.id, (stored) => {
    const totp = stored.totp;
    if (!totp) return null;
    const wait = secondFactorWait(totp, now);
    if (wait > 0) {
      outcome = { ok: false, reason: 'throttled', retryAfterMs: wait };
      return null;
    }
    if (step === null || totp.secret !== secret || step <= totp.lastStep) {
      outcome = { ok: false, reason: 'wrong-code' };
      return { totp: { ...totp, failures: totp.failures + 1, lastFailureAt: now } };
    }
    outcome = { ok: true, user: stored };
    return { totp: { ...totp, lastStep: step, failures: 0, lastFailureAt: null } };
  });
  if (outcome.ok && result) return { ok: true, user: result.user };
  return outcome;
}

/** The first code from the secret this sign-in showed; it becomes the account's authenticator. */
async function confirmEnrolment(
  { user, session }: PendingSignIn,
  code: string,
  now: number,
): Promise<Checked> {
  const secret = session.enrolmentSecret;
  if (!secret) return { ok: false, reason: 'not-enrolling' };
  const step = await stepOfCode(secret, code, now);
  if (step === null) return { ok: false, reason: 'wrong-code' };
  const enrolledAt = new Date(now).toISOString();
  const result = await changeUser(user.id, (stored) =>
    stored.totp
      ? null
      : { totp: { secret, enrolledAt, lastStep: step, failures: 0, lastFailureAt: null } },
  );
  // Enrolled meanwhile from another sign-in: this secret is not the account's.
  if (!result?.changed) return { ok: false, reason: 'wrong-code' };
  return { ok: true, user: result.user };
}
