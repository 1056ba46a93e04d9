/**
 * One-time e-mail tokens (verification: 24 h, password reset: 1 h, staff invitation: 7 days):
 * 256-bit, stored only as their SHA-256, single use.
 */
import * as z from 'zod';
import { openStore } from '../../lib/blobs.ts';
import { createIfNew } from '../../lib/blob-writes.ts';
import { markExpiry, sweepExpired } from '../../lib/expiry-index.ts';
import { randomToken, sha256Hex } from '../../lib/hash.ts';
import { hexSlices, walkSlices } from '../../lib/key-walk.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';

export type TokenPurpose =
  'verify-email' | 'password-reset' | 'staff-invitation' | 'undo-account-closure';

export const TOKEN_LIFETIME_MS: Record<TokenPurpose, number> = {
  'verify-email': 24 * 60 * 60 * 1000,
  'password-reset': 60 * 60 * 1000,
  // An invitation waits for a colleague who may be away for a few days.
  'staff-invitation': 7 * 24 * 60 * 60 * 1000,
  // As long as a closed account waits for its erasure (data-rights/account-closure.ts).
  'undo-account-closure': 7 * 24 * 60 * 60 * 1000,
};

/**
 * A token and its `used/` mark are deleted a day after the token expires: by then no click can use
 * it, and a click that read it just before its expiry has long made its mark.
 */
const USED_MARK_KEPT_MS = 24 * 60 * 60 * 1000;
const PURPOSES = Object.keys(TOKEN_LIFETIME_MS) as TokenPurpose[];

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
  const expiresAt = now + TOKEN_LIFETIME_MS[purpose];
  await openStore('tokens').setJSON(key(purpose, token), { userId, expiresAt });
  await markExpiry('tokens', key(purpose, token), expiresAt + USED_MARK_KEPT_MS);
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

/** Deletes tokens and their `used/` marks past their time, within the budget (docs/retention.md). */
export function sweepExpiredTokens(budget: SweepBudget, now = Date.now()) {
  const store = openStore('tokens');
  return sweepExpired('tokens', budget, now, async (name) => {
    budget.take();
    await store.delete(name);
    budget.take();
    await store.delete(`used/${name}`);
    return 'done';
  });
}

/** When a token written before the expiry index is due: its expiry, or its use's, plus the day. */
function dueAt(key: string, record: unknown): number | null {
  const used = key.startsWith('used/');
  const purpose = key.split('/')[used ? 1 : 0] as TokenPurpose;
  const parsed = used
    ? z.object({ usedAt: z.number() }).safeParse(record)
    : tokenSchema.safeParse(record);
  if (!parsed.success || !(purpose in TOKEN_LIFETIME_MS)) return null;
  const expiresAt =
    'usedAt' in parsed.data
      ? parsed.data.usedAt + TOKEN_LIFETIME_MS[purpose]
      : parsed.data.expiresAt;
  return expiresAt + USED_MARK_KEPT_MS;
}

/**
 * Tokens and marks written before the expiry index: walked once by purpose and two hex digits,
 * each noted for when it is due, or deleted if that is past.
 */
export function backfillTokenExpiry(budget: SweepBudget, now = Date.now()) {
  const slices = PURPOSES.flatMap((purpose) => [
    ...hexSlices(`${purpose}/`, 2),
    ...hexSlices(`used/${purpose}/`, 2),
  ]);
  const store = openStore('tokens');
  return walkSlices(
    'tokens',
    'token-expiry-backfill',
    slices,
    budget,
    async (found) => {
      budget.take();
      const at = dueAt(found, await store.get(found, { type: 'json' }));
      budget.take();
      if (at !== null && at > now) await markExpiry('tokens', found.replace(/^used\//, ''), at);
      else await store.delete(found);
    },
    true,
  );
}
