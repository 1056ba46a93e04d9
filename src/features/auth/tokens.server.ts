/**
 * One-time e-mail tokens (verification: 24 h, password reset: 1 h, staff invitation: 7 days):
 * 256-bit, stored only as their SHA-256, single use.
 */
import * as z from 'zod';
import { openStore } from '../../lib/blobs.ts';
import { createIfNew } from '../../lib/blob-writes.ts';
import { randomToken, sha256Hex } from '../../lib/hash.ts';

export type TokenPurpose = 'verify-email' | 'password-reset' | 'staff-invitation';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
  // An invitation waits for a colleague who may be away for a few days.
  'staff-invitation': 7 * 24 * 60 * 60 * 1000,
};

const tokenSchema = z.object({ userId: z.string(), expiresAt: z.number() });
const key = (purpose: TokenPurpose, token: string) => `${purpose}/${sha256Hex(token)}`;
// A sibling tree, not a child key: locally a key cannot be both a blob and a folder.
const usedKey = (purpose: TokenPurpose, token: string) => `used/${purpose}/${sha256Hex(token)}`;

export async function issueToken(
  purpose: TokenPurpose,
  userId: string,
  now = Date.now(),
): Promise<string> {
  const token = randomToken();
  await openStore('tokens').setJSON(key(purpose, token), {
    userId,
    expiresAt: now + TOKEN_LIFETIME_MS[purpose],
  });
  return token;
}

/**
 * A used token: whose it was, and when it was issued (a reset refuses one older than the last
 * password change).
 */
export interface IssuedToken {
  userId: string;
  issuedAt: number;
}

/**
 * Uses a token once: returns whose it was, or null when it is unknown, expired or already used.
 * A `used` marker written onlyIfNew decides between two clicks at once; the token is then deleted.
 */
export async function consumeToken(
  purpose: TokenPurpose,
  token: string,
  now = Date.now(),
): Promise<IssuedToken | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const store = openStore('tokens');
  const tokenKey = key(purpose, token);
  const record = tokenSchema.safeParse(await store.get(tokenKey, { type: 'json' }));
  if (!record.success || now >= record.data.expiresAt) return null;
  if (!(await createIfNew(store, usedKey(purpose, token), { usedAt: now }))) return null;
  await store.delete(tokenKey);
  // Records keep only their expiry; the lifetime is fixed per purpose.
  return {
    userId: record.data.userId,
    issuedAt: record.data.expiresAt - TOKEN_LIFETIME_MS[purpose],
  };
}
