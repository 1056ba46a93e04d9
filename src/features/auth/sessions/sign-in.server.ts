/**
 * Sign-in with device cookies: a browser with a genuine cookie for the account is never held back
 * by failures elsewhere; others wait on the account's and IP's failures, checked before the
 * password, unknown e-mails alike (docs/decisions/0006-sign-in-throttling-with-device-cookies.md).
 */
import { noteRequestUser } from '../../../lib/request-log.ts';
import type { Failure } from '../../../lib/result.ts';
import type { SignInPayload } from '../auth.ts';
import { deviceCookieFor, trustedDeviceOf, type TrustedDevice } from './device-cookie.server.ts';
import { verifyAgainstDecoy, verifyPassword } from '../password.server.ts';
import { signOut } from '../auth.server.ts';
import { createSession, type Session } from './sessions.server.ts';
import {
  type Attempt,
  claimDeviceTrust,
  claimUntrustedAttempt,
  clearSignInFailures,
  forgetDeviceFailures,
  withdrawAttempt,
} from './throttle.server.ts';
import { findUserByEmail, type UserRecord } from '../users.server.ts';

type Throttled = Failure<'throttled'> & { retryAfterMs: number };

export type SignInResult =
  | {
      ok: true;
      user: UserRecord;
      token: string;
      session: Session;
      deviceCookie: string;
      /** The session waits for a second factor and opens nothing until then. */
      needsSecondFactor: boolean;
    }
  | Failure<'wrong-credentials'>
  | Throttled;

type Claim =
  | { ok: true; kind: 'trusted'; device: TrustedDevice }
  | { ok: true; kind: 'untrusted'; attempt: Attempt }
  | Throttled;

/**
 * Records this attempt where it counts, or says how long to wait. Each count is read first (a
 * throttled client costs reads only), then written at the version read.
 */
async function claimAttempt(
  email: string,
  ip: string | undefined,
  device: TrustedDevice | null,
): Promise<Claim> {
  // Past its limit, even within a burst, a cookie earns nothing: from here on an untrusted client.
  if (device && (await claimDeviceTrust(device.nonce)))
    return { ok: true, kind: 'trusted', device };
  const { waitMs, attempt } = await claimUntrustedAttempt(email, ip);
  // A recorded attempt's entry stays: a burst lengthens its own lock.
  if (waitMs > 0 || !attempt) return { ok: false, reason: 'throttled', retryAfterMs: waitMs };
  return { ok: true, kind: 'untrusted', attempt };
}

/**
 * `req` carries the device cookie (and decides its name); `ip` is Netlify's `context.ip`;
 * `needsSecondFactor` says which accounts (staff) must give one before their session opens.
 */
export async function signIn(
  { email, password }: SignInPayload,
  req: Request,
  ip: string | undefined,
  needsSecondFactor: (user: UserRecord) => Promise<boolean> = async () => false,
): Promise<SignInResult> {
  // Looked up first: a device cookie issued before the last password reset earns no trust.
  const user = await findUserByEmail(email);
  const claim = await claimAttempt(email, ip, trustedDeviceOf(req, email, user?.passwordChangedAt));
  if (!claim.ok) return claim;

  const valid = user
    ? await verifyPassword(password, user.passwordHash)
    : await verifyAgainstDecoy(password);
  // A failure is already recorded: the attempt's entries stay.
  if (!user || !valid) return { ok: false, reason: 'wrong-credentials' };
  // A blocked or closed account is answered like a wrong password: the answer reveals nothing.
  if (user.blockedAt || user.closure) return { ok: false, reason: 'wrong-credentials' };

  await succeeded(claim, email);
  const pending = await needsSecondFactor(user);
  const { token, session } = await createSession(
    user,
    Date.now(),
    pending ? { pendingSecondFactor: true } : {},
  );
  // The session this browser had (whoever's it was) ends: a copy of its cookie must not outlive it.
  await signOut(req);
  noteRequestUser(user.id);
  return {
    ok: true,
    user,
    token,
    session,
    deviceCookie: deviceCookieFor(req, email, user.passwordChangedAt),
    needsSecondFactor: pending,
  };
}

/** The claim was no failure. */
async function succeeded(claim: Claim & { ok: true }, email: string): Promise<void> {
  // A trusted success leaves the account's count alone: it must not hand a stranger fresh guesses.
  if (claim.kind === 'trusted') await forgetDeviceFailures(claim.device.nonce);
  else await Promise.all([clearSignInFailures(email), withdrawAttempt(claim.attempt)]);
}

/**
 * The signed-in account's password asked again (closing the account): counted and throttled as a
 * sign-in from this browser is, so a stolen session is no unthrottled way to test guesses.
 */
export async function confirmPassword(
  user: UserRecord,
  password: string,
  req: Request,
  ip: string | undefined,
): Promise<{ ok: true } | Failure<'wrong-password'> | Throttled> {
  const device = trustedDeviceOf(req, user.email, user.passwordChangedAt);
  const claim = await claimAttempt(user.email, ip, device);
  if (!claim.ok) return claim;
  if (!(await verifyPassword(password, user.passwordHash)))
    return { ok: false, reason: 'wrong-password' };
  await succeeded(claim, user.email);
  return { ok: true };
}
