/**
 * Sessions: a 256-bit random token in an HttpOnly cookie, stored only as its SHA-256; idle and
 * absolute expiry; a new token at every sign-in; deleted at sign-out
 * (docs/decisions/0020-sessions.md).
 */
import * as z from 'zod';
import { openStore } from '../../../lib/blobs.ts';
import { markExpiry, sweepExpired, type Settled } from '../../../lib/expiry-index.ts';
import { randomToken, sha256Hex } from '../../../lib/hash.ts';
import { hexSlices, walkSlices } from '../../../lib/key-walk.ts';
import type { SweepBudget } from '../../../lib/sweep-budget.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Signed out after 30 days without a visit… */
export const SESSION_IDLE_MS = 30 * DAY_MS;
/** …and after 90 days whatever happens. */
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
/** Activity is written at most once a day, so reading the user stays a single Blobs read. */
const TOUCH_INTERVAL_MS = DAY_MS;

const sessionSchema = z.object({
  userId: z.string(),
  createdAt: z.number(),
  lastSeenAt: z.number(),
  expiresAt: z.number(),
  /**
   * The account's `sessionsEndedAt` as its sign-in read it, before checking the password: the
   * session is valid only while the account still has that value, so a sign-in that finishes
   * after a reset or a confirmation opens nothing. Absent on sessions opened before it existed.
   */
  sessionsEndedAt: z.string().nullable().optional(),
  /**
   * A staff sign-in that has given its password but not yet its second factor: this session opens
   * nothing but the second-factor step (auth.server.ts, currentUserOf).
   */
  pendingSecondFactor: z.literal(true).optional(),
  /** When this session's second factor was given: staff rights need it. */
  secondFactorAt: z.number().optional(),
  /** The authenticator secret offered to staff enrolling during this pending sign-in. */
  enrolmentSecret: z.string().optional(),
});
export type Session = z.infer<typeof sessionSchema> & { tokenHash: string };

/** Whom a session is for: the account as its sign-in read it. */
export interface SessionOwner {
  id: string;
  sessionsEndedAt?: string | null | undefined;
}

/** What a new session is opened for, beyond a customer's rights. */
export type SessionGrant = { pendingSecondFactor: true } | { secondFactorAt: number } | object;

/** A pending second factor expires sooner than a session: a password alone must not linger. */
const PENDING_SECOND_FACTOR_MS = 10 * 60 * 1000;

export async function createSession(
  owner: SessionOwner,
  now = Date.now(),
  grant: SessionGrant = {},
): Promise<{ token: string; session: Session }> {
  const token = randomToken();
  const userId = owner.id;
  const pending = 'pendingSecondFactor' in grant;
  const record = {
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + (pending ? PENDING_SECOND_FACTOR_MS : SESSION_ABSOLUTE_MS),
    sessionsEndedAt: owner.sessionsEndedAt ?? null,
    ...grant,
  };
  const store = openStore('sessions');
  await store.setJSON(sha256Hex(token), record);
  // An index per user, so a password reset can sign out every device.
  await store.setJSON(`user/${userId}/${sha256Hex(token)}`, {});
  await markExpiry('sessions', `${userId}/${sha256Hex(token)}`, expiryOf(record));
  return { token, session: { ...record, tokenHash: sha256Hex(token) } };
}

/** The live session of a token, refreshing its idle clock; null when unknown or expired. */
export async function readSession(token: string, now = Date.now()): Promise<Session | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const store = openStore('sessions');
  const tokenHash = sha256Hex(token);
  const raw = await store.get(tokenHash, { type: 'json' });
  if (raw === null) return null;
  const parsed = sessionSchema.safeParse(raw);
  if (!parsed.success || isExpired(parsed.data, now)) {
    await store.delete(tokenHash);
    return null;
  }
  const session = { ...parsed.data, tokenHash };
  if (now - session.lastSeenAt > TOUCH_INTERVAL_MS) {
    session.lastSeenAt = now;
    await store.setJSON(tokenHash, { ...parsed.data, lastSeenAt: now });
  }
  return session;
}

/** Whether the account has ended its sessions since this one was opened (see `sessionsEndedAt`). */
export function outlivedBy(
  session: Pick<Session, 'sessionsEndedAt' | 'createdAt'>,
  owner: Pick<SessionOwner, 'sessionsEndedAt'>,
): boolean {
  const ended = owner.sessionsEndedAt ?? null;
  // A session from before the field: ended if opened before the account's last end.
  if (session.sessionsEndedAt === undefined)
    return ended !== null && session.createdAt < Date.parse(ended);
  return session.sessionsEndedAt !== ended;
}

export function isExpired(
  session: Pick<Session, 'lastSeenAt' | 'expiresAt'>,
  now: number,
): boolean {
  return now >= session.expiresAt || now - session.lastSeenAt >= SESSION_IDLE_MS;
}

/** Keeps the secret offered to a pending sign-in, so a reload shows the same QR code. */
export async function saveEnrolmentSecret(session: Session, secret: string): Promise<void> {
  const { tokenHash, ...record } = session;
  await openStore('sessions').setJSON(tokenHash, { ...record, enrolmentSecret: secret });
}

export async function deleteSession(token: string, userId?: string): Promise<void> {
  const store = openStore('sessions');
  await store.delete(sha256Hex(token));
  if (userId) await store.delete(`user/${userId}/${sha256Hex(token)}`);
}

/** A user's sessions as stored, oldest first (a customer's data download). */
export async function listUserSessions(userId: string): Promise<Session[]> {
  const store = openStore('sessions');
  const { blobs } = await store.list({ prefix: `user/${userId}/` });
  const hashes = blobs.map(({ key }) => key.slice(key.lastIndexOf('/') + 1));
  const read = await Promise.all(hashes.map((hash) => store.get(hash, { type: 'json' })));
  return read
    .map((raw, i) => ({ parsed: sessionSchema.safeParse(raw), tokenHash: hashes[i]! }))
    .flatMap(({ parsed, tokenHash }) => (parsed.success ? [{ ...parsed.data, tokenHash }] : []))
    .sort((a, b) => a.createdAt - b.createdAt);
}

/** Signs a user out everywhere (after a password reset or the address's verification). */
export async function deleteUserSessions(userId: string): Promise<void> {
  const store = openStore('sessions');
  const { blobs } = await store.list({ prefix: `user/${userId}/` });
  await Promise.all(
    blobs.flatMap(({ key }) => [
      store.delete(key),
      store.delete(key.slice(key.lastIndexOf('/') + 1)),
    ]),
  );
}

/** When a session ends if nobody uses it again: idle or absolute, whichever comes first. */
function expiryOf(session: Pick<Session, 'lastSeenAt' | 'expiresAt'>): number {
  return Math.min(session.expiresAt, session.lastSeenAt + SESSION_IDLE_MS);
}

/**
 * A session noted as due (`<userId>/<hash>`): deleted with its `user/` entry once expired, noted
 * again for later when it was used since.
 */
async function settleSession(name: string, now: number, budget: SweepBudget): Promise<Settled> {
  const [userId = '', tokenHash = ''] = name.split('/');
  const store = openStore('sessions');
  budget.take();
  const parsed = sessionSchema.safeParse(await store.get(tokenHash, { type: 'json' }));
  if (parsed.success && !isExpired(parsed.data, now)) return { lookAgainAt: expiryOf(parsed.data) };
  budget.take();
  await store.delete(tokenHash);
  budget.take();
  await store.delete(`user/${userId}/${tokenHash}`);
  return 'done';
}

/** Deletes the sessions past their time, within the budget (docs/retention.md). */
export function sweepExpiredSessions(budget: SweepBudget, now = Date.now()) {
  return sweepExpired('sessions', budget, now, (name) => settleSession(name, now, budget));
}

/**
 * Sessions opened before the expiry index: walked once by the first three hex digits of their
 * hash, each noted for its expiry or deleted if past it (its `user/` entry only lists it, and a
 * sign-out everywhere deletes the missing session harmlessly).
 */
export function backfillSessionExpiry(budget: SweepBudget, now = Date.now()) {
  return walkSlices(
    'sessions',
    'session-expiry-backfill',
    hexSlices('', 3),
    budget,
    async (tokenHash) => {
      if (!/^[0-9a-f]{64}$/.test(tokenHash)) return;
      budget.take();
      const parsed = sessionSchema.safeParse(
        await openStore('sessions').get(tokenHash, { type: 'json' }),
      );
      budget.take();
      if (parsed.success && !isExpired(parsed.data, now))
        await markExpiry('sessions', `${parsed.data.userId}/${tokenHash}`, expiryOf(parsed.data));
      else await openStore('sessions').delete(tokenHash);
    },
    true,
  );
}
