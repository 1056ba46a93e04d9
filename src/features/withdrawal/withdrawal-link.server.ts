/**
 * The withdrawal function's mailed link: order id and issue time under an HMAC with a key of its
 * own, so no other signature passes. Good for WITHDRAWAL_LINK_LIFETIME_MS; reuse is harmless, a
 * withdrawal is recorded once (docs/decisions/0042-withdrawal-function.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingSecret } from '../../lib/env.ts';

export const WITHDRAWAL_LINK_LIFETIME_MS = 48 * 60 * 60 * 1000;
/** Clocks of two function instances may differ a little. */
const CLOCK_SKEW_MS = 60 * 1000;

const linkKey = () =>
  createHmac('sha256', signingSecret()).update('roamly withdrawal link v1').digest();

const signatureOf = (body: string) =>
  createHmac('sha256', linkKey()).update(body).digest('base64url');

/** The link's token for `orderId`: `<orderId>.<issued at, base 36>.<signature>`. */
export function signWithdrawalLink(orderId: string, now = Date.now()): string {
  const body = `${orderId}.${now.toString(36)}`;
  return `${body}.${signatureOf(body)}`;
}

/** The order and when the link was issued, or null for a forged, damaged or expired link. */
export function verifyWithdrawalLink(
  token: string,
  now = Date.now(),
): { orderId: string; issuedAt: number } | null {
  const match = /^([a-f0-9]{24})\.([a-z0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, orderId, issued, signature] = match as unknown as [string, string, string, string];
  const expected = Buffer.from(signatureOf(`${orderId}.${issued}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const issuedAt = parseInt(issued, 36);
  const age = now - issuedAt;
  if (age > WITHDRAWAL_LINK_LIFETIME_MS || age < -CLOCK_SKEW_MS) return null;
  return { orderId, issuedAt };
}
