/**
 * Device cookies (OWASP): a browser that signed in gets a cookie naming the account, signed over
 * its password generation too, so failures from elsewhere never hold it back and a reset voids
 * every cookie signed before it (docs/decisions/0006-sign-in-throttling-with-device-cookies.md).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { deployContext, signingSecret } from '../../../lib/env.ts';
import { sha256Hex } from '../../../lib/hash.ts';
import { normaliseEmail } from '../auth.ts';
import { readCookie } from './session-cookie.ts';

const LIFETIME_S = 365 * 24 * 60 * 60;
const VALUE = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{22})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

/** A device cookie whose signature, account and expiry checked out. */
export interface TrustedDevice {
  nonce: string;
}

function deviceCookieName(req: Request): string {
  return new URL(req.url).protocol === 'https:' ? '__Host-device' : 'device';
}

const accountOf = (email: string) => sha256Hex(normaliseEmail(email));

/** When the account's password last changed, as the signed generation ('' for never). */
type PasswordChangedAt = string | null | undefined;

function sign(
  account: string,
  nonce: string,
  expires: string,
  passwordChangedAt: PasswordChangedAt,
): string {
  // A purpose label, so this MAC can never be replayed as another signed value of the shop, and
  // the deploy context, so a cookie earned on a public deploy preview is worthless in production
  // even where both share one SIGNING_SECRET.
  const signed = `device-cookie\n${deployContext()}\n${account}\n${nonce}\n${expires}\n${passwordChangedAt ?? ''}`;
  return createHmac('sha256', signingSecret()).update(signed).digest('base64url');
}

/**
 * The Set-Cookie header of a fresh device cookie for this account, signed for its password as
 * the sign-in (or reset) read it.
 */
export function deviceCookieFor(
  req: Request,
  email: string,
  passwordChangedAt: PasswordChangedAt,
  now = Date.now(),
): string {
  const account = accountOf(email);
  const nonce = randomBytes(16).toString('base64url');
  const expires = String(now + LIFETIME_S * 1000);
  const value = `${account}.${nonce}.${expires}.${sign(account, nonce, expires, passwordChangedAt)}`;
  return `${deviceCookieName(req)}=${value}; Path=/; Max-Age=${LIFETIME_S}; HttpOnly; Secure; SameSite=Lax`;
}

/**
 * The request's device cookie if it is genuine, unexpired, names this e-mail's account and was
 * signed for its current password (a cookie taken before a reset is worthless); else null.
 */
export function trustedDeviceOf(
  req: Request,
  email: string,
  passwordChangedAt: PasswordChangedAt,
  now = Date.now(),
): TrustedDevice | null {
  const match = VALUE.exec(readCookie(req, deviceCookieName(req)) ?? '');
  if (!match) return null;
  const [, account = '', nonce = '', expires = '', signature = ''] = match;
  // The text itself is compared, not its decoded bytes: base64url's last character has spare bits.
  const expected = Buffer.from(sign(account, nonce, expires, passwordChangedAt));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  if (Number(expires) <= now) return null;
  // Compared after the signature, so the time taken never depends on which account was tried.
  return account === accountOf(email) ? { nonce } : null;
}
