/**
 * Sign-in with OWASP's device cookies (DESIGN.md §7). A browser holding a genuine device cookie
 * for this account, with fewer than 5 failures of its own, is trusted: failures from elsewhere
 * never hold it back, and its own failures count against that cookie only. Every other client
 * is untrusted and waits on the account's and its IP's failures, checked before the password so
 * a locked account gives no answer about a guess. Unknown e-mails go through the same steps.
 */
import { noteRequestUser } from '../../lib/request-log.ts';
import type { SignInPayload } from './auth.ts';
import { deviceCookieFor, trustedDeviceOf } from './device-cookie.server.ts';
import { verifyAgainstDecoy, verifyPassword } from './password.server.ts';
import { createSession } from './sessions.server.ts';
import {
  clearSignInFailures,
  deviceStillTrusted,
  forgetDeviceFailures,
  recordDeviceFailure,
  recordUntrustedFailure,
  untrustedWait,
} from './throttle.server.ts';
import { findUserByEmail, type UserRecord } from './users.server.ts';

export type SignInResult =
  | { kind: 'ok'; user: UserRecord; token: string; deviceCookie: string }
  | { kind: 'failed' }
  | { kind: 'throttled'; retryAfterMs: number };

/** `req` carries the device cookie (and decides its name); `ip` is Netlify's `context.ip`. */
export async function signIn({ email, password }: SignInPayload, req: Request, ip: string | undefined): Promise<SignInResult> {
  const device = trustedDeviceOf(req, email);
  const trusted = device !== null && (await deviceStillTrusted(device.nonce));
  if (!trusted) {
    const wait = await untrustedWait(email, ip);
    if (wait > 0) return { kind: 'throttled', retryAfterMs: wait };
  }

  const user = await findUserByEmail(email);
  const valid = user ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDecoy(password);
  if (!user || !valid) {
    await (trusted ? recordDeviceFailure(device.nonce) : recordUntrustedFailure(email, ip));
    return { kind: 'failed' };
  }

  // A trusted success leaves the account's count alone: it must not hand a stranger fresh guesses.
  await (trusted ? forgetDeviceFailures(device.nonce) : clearSignInFailures(email));
  const { token } = await createSession(user.id);
  noteRequestUser(user.id);
  return { kind: 'ok', user, token, deviceCookie: deviceCookieFor(req, email) };
}
