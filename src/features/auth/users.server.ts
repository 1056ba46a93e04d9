/**
 * The users store: `email/<sha256 of the normalised e-mail>` → user id, written onlyIfNew as the
 * uniqueness rule, and `id/<userId>` → the user record
 * (docs/decisions/0010-one-module-per-blobs-store.md).
 */
import { randomUUID } from 'node:crypto';
import * as z from 'zod';
import { openStore } from '../../lib/blobs.ts';
import { createIfNew, replaceIfMatch } from '../../lib/blob-writes.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { normaliseEmail } from './auth.ts';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales.ts';

const totpSchema = z.object({
  secret: z.string(),
  enrolledAt: z.string(),
  /** The last time step whose code was accepted: a code works once. */
  lastStep: z.number().int(),
  /** Wrong codes since the last right one, and when the last was typed (for the wait). */
  failures: z.number().int().min(0),
  lastFailureAt: z.number().nullable(),
});
export type Totp = z.infer<typeof totpSchema>;

const accountClosureSchema = z.object({
  requestedAt: z.string(),
  eraseAfter: z.string(),
  by: z.enum(['customer', 'staff']),
  erasedAt: z.string().nullable(),
});

const userRecordSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  passwordHash: z.string(),
  emailVerifiedAt: z.string().nullable(),
  /**
   * When a reset last set the password: device cookies issued before it no longer lift the
   * throttle.
   */
  passwordChangedAt: z.string().nullable().optional(),
  /**
   * When the password was last chosen by someone who proved they hold the address (through a
   * link mailed to it), or by whoever runs the local server (its seeded admin). Null for a
   * password typed at sign-up: whoever registered first may not own the mailbox. Staff rights
   * need it (staff/staff-rights.server.ts).
   */
  passwordProvenAt: z.string().nullable().optional(),
  /**
   * When the staff invitation whose link last set the password was issued. An invited member's
   * rights need one issued at or after their current invitation: a password chosen before it
   * (a customer's, or from an earlier invitation) makes nobody staff. Later resets keep it.
   */
  staffInvitationIssuedAt: z.string().nullable().optional(),
  /**
   * When every session of the account was last ended (the address verified, the password reset).
   * A session is valid only while it records the value its sign-in read (sessions.server.ts).
   */
  sessionsEndedAt: z.string().nullable().optional(),
  /** Staff's authenticator (TOTP): null or absent until enrolled. */
  totp: totpSchema.nullable().optional(),
  /** When staff blocked the account: it cannot sign in or use a session. Null or absent: not. */
  blockedAt: z.string().nullable().optional(),
  /**
   * The account's closure (data-rights/): from `requestedAt` nobody signs in; the mailed link
   * undoes it until `eraseAfter`; the erasure sweep then sets `erasedAt` and forgets the person.
   */
  closure: accountClosureSchema.nullable().optional(),
  /**
   * The customer's language, used for every mail. Records from before the shop spoke other
   * languages have none: English.
   */
  locale: z.enum(LOCALES).default(DEFAULT_LOCALE),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

const emailIndexSchema = z.object({ userId: z.string() });
const emailKey = (email: string) => `email/${sha256Hex(normaliseEmail(email))}`;
const idKey = (id: string) => `id/${id}`;

export async function findUserById(id: string): Promise<UserRecord | null> {
  const raw = await openStore('users').get(idKey(id), { type: 'json' });
  return raw === null ? null : userRecordSchema.parse(raw);
}

/**
 * No account has this id: reading it makes an unknown e-mail cost the same two reads as a known
 * one.
 */
const DECOY_USER_ID = '00000000-0000-4000-8000-000000000000';

export async function findUserByEmail(email: string): Promise<UserRecord | null> {
  const raw = await openStore('users').get(emailKey(email), { type: 'json' });
  // Sign-in takes the same time whether or not the e-mail has an account
  // (docs/decisions/0007-same-answer-same-time.md).
  if (raw === null) return findUserById(DECOY_USER_ID).then(() => null);
  return findUserById(emailIndexSchema.parse(raw).userId);
}

/** `createdAt`, when given, is when the account was made (imported or demo accounts); else now. */
type NewUser = Pick<UserRecord, 'email' | 'firstName' | 'lastName' | 'passwordHash'> &
  Partial<
    Pick<UserRecord, 'emailVerifiedAt' | 'passwordProvenAt' | 'totp' | 'createdAt' | 'locale'>
  >;

/**
 * Creates the account, or returns null when the e-mail already has one. The record is written
 * first under a fresh id; the e-mail key decides, and a loser's record is removed.
 */
export async function createUser(input: NewUser): Promise<UserRecord | null> {
  const store = openStore('users');
  const now = input.createdAt ?? new Date().toISOString();
  const user: UserRecord = {
    id: randomUUID(),
    email: normaliseEmail(input.email),
    firstName: input.firstName,
    lastName: input.lastName,
    profileImageUrl: null,
    passwordHash: input.passwordHash,
    emailVerifiedAt: input.emailVerifiedAt ?? null,
    passwordProvenAt: input.passwordProvenAt ?? null,
    totp: input.totp ?? null,
    locale: input.locale ?? DEFAULT_LOCALE,
    createdAt: now,
    updatedAt: now,
  };
  await store.setJSON(idKey(user.id), user);
  const created = await createIfNew(store, emailKey(user.email), { userId: user.id });
  // Read back too: the local Blobs server checks onlyIfNew non-atomically
  // (docs/decisions/0010-one-module-per-blobs-store.md).
  const owner = created
    ? emailIndexSchema.parse(await store.get(emailKey(user.email), { type: 'json' })).userId
    : null;
  if (owner === user.id) return user;
  await store.delete(idKey(user.id));
  return null;
}

export type UserChanges = Partial<
  Pick<
    UserRecord,
    | 'passwordHash'
    | 'emailVerifiedAt'
    | 'passwordChangedAt'
    | 'passwordProvenAt'
    | 'staffInvitationIssuedAt'
    | 'sessionsEndedAt'
    | 'totp'
    | 'blockedAt'
    | 'locale'
    | 'closure'
    | 'email'
    | 'firstName'
    | 'lastName'
    | 'profileImageUrl'
  >
>;

const CHANGE_TRIES = 10;

/**
 * Changes a user from its record as stored now (`change` returns the changes, or null). Written
 * only if nobody changed it since the read, else asked again, so two changes (a confirmation and a
 * reset) never undo each other. Null when there is no such user.
 */
export async function changeUser(
  id: string,
  change: (user: UserRecord) => UserChanges | null,
): Promise<{ user: UserRecord; changed: boolean } | null> {
  const store = openStore('users');
  for (let tries = 0; tries < CHANGE_TRIES; tries++) {
    // The version first, from the listing: the local Blobs server answers reads without an etag.
    // A write landing between the two reads only makes the conditional write fail and retry.
    const version = (await store.list({ prefix: idKey(id) })).blobs.find(
      (blob) => blob.key === idKey(id),
    );
    const raw = version ? await store.get(idKey(id), { type: 'json' }) : null;
    if (!version || raw === null) return null;
    const user = userRecordSchema.parse(raw);
    const changes = change(user);
    if (!changes) return { user, changed: false };
    const updated = { ...user, ...changes, updatedAt: new Date().toISOString() };
    if (await replaceIfMatch(store, idKey(id), updated, version.etag))
      return { user: updated, changed: true };
  }
  throw new Error(`User ${id} kept changing: ${CHANGE_TRIES} tries`);
}

/**
 * Frees the e-mail for a new account once its owner's account is erased: the key is deleted only
 * while it still names this account.
 */
export async function releaseEmail(email: string, userId: string): Promise<void> {
  const store = openStore('users');
  const raw = await store.get(emailKey(email), { type: 'json' });
  const owner = emailIndexSchema.safeParse(raw);
  if (owner.success && owner.data.userId === userId) await store.delete(emailKey(email));
}
