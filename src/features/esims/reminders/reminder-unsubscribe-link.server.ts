/**
 * The install reminders' unsubscribe link: the account id under an HMAC with a key of its own, so
 * no other signature passes. It never expires: it must work whenever the mail is read, and it can
 * only stop reminders (docs/decisions/0052-install-reminders.md).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { signingSecret } from '../../../lib/env.ts';

const linkKey = () =>
  createHmac('sha256', signingSecret()).update('roamly install reminders unsubscribe v1').digest();

const signatureOf = (userId: string) =>
  createHmac('sha256', linkKey()).update(userId).digest('base64url');

/** The token for `userId`: `<userId>.<signature>`. */
function signUnsubscribe(userId: string): string {
  return `${userId}.${signatureOf(userId)}`;
}

/** The account a token names, or null for a forged or damaged one. */
export function verifyUnsubscribe(token: string): string | null {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, userId, signature] = match as unknown as [string, string, string];
  const expected = Buffer.from(signatureOf(userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** Where the link points: the function that answers the page and takes the one-click POST. */
const UNSUBSCRIBE_PATH = '/api/reminders/unsubscribe';

export function unsubscribeUrl(origin: string, userId: string): string {
  return `${origin}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(signUnsubscribe(userId))}`;
}
