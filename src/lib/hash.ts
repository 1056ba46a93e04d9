import { createHash, randomBytes } from 'node:crypto';

/** Hex SHA-256, for storage keys derived from secrets or e-mails (never the value itself). */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A 256-bit random token, URL-safe (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}
