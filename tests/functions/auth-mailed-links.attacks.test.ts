/**
 * The second review's attacks on accounts, against the real handlers and a local Blobs server:
 * a stranger who registers an admin address first and waits for the owner to confirm it, reset
 * links and sessions that outlive a password reset, and a browser's old session after it signs in
 * again.
 */
import { describe, expect, test } from 'vitest';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import adminStats from '../../netlify/functions/admin-stats.mts';
import forgotPassword from '../../netlify/functions/auth-forgot-password.mts';
import register from '../../netlify/functions/auth-register.mts';
import resendVerification from '../../netlify/functions/auth-resend-verification.mts';
import resetPassword from '../../netlify/functions/auth-reset-password.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import verifyEmail from '../../netlify/functions/verify-email.mts';
import { trustedDeviceOf } from '../../src/features/auth/sessions/device-cookie.server.ts';
import { findUserByEmail } from '../../src/features/auth/users.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { sha256Hex } from '../../src/lib/hash.ts';
import { recordAttack } from '../support/attack-log.ts';
import { afterReads, betweenWrites } from '../support/faults-blobs.ts';
import { enrolAndSignIn } from '../support/accounts.ts';
import { call, cookiesOf } from '../support/call.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'owner@roamly.example';
const strangersPassword = 'the stranger chose this one';
const ownersPassword = 'the owner chose this one';

useLocalBlobs({
  env: { ADMIN_EMAILS: `${OWNER}, other-owner@roamly.example, flooded-owner@roamly.example` },
});

const signInAs = (email: string, password: string, cookie?: string) =>
  call(signin, '/api/auth/signin', { body: { email, password }, cookie });
const registerAs = (email: string, password: string, ip?: string) =>
  call(register, '/api/auth/register', {
    body: { email, password, confirmPassword: password },
    ip,
  });
const whoIs = async (cookie: string) => {
  const response = await call(authUser, '/api/auth/user', { cookie });
  return {
    status: response.status,
    body: (await response.json()) as {
      staffRole?: string | null;
      emailVerified?: boolean;
      message?: string;
    },
  };
};
/** The owner's password, then the authenticator they enrol at this first staff sign-in. */
const ownerSignsIn = async (email: string) =>
  enrolAndSignIn(cookiesOf(await signInAs(email, ownersPassword)), email);
const adminAnswers = async (cookie: string) =>
  Promise.all([
    call(adminStats, '/api/admin/stats', { cookie }),
    call(adminMessages, '/api/admin/messages', { cookie }),
  ]).then((answers) => answers.map((answer) => answer.status));

/** The newest link of a kind mailed to `to`, as a path the handlers take. */
async function mailedLink(to: string, kind: 'verify-email' | 'password-reset'): Promise<string> {
  await afterAnswersSettled();
  const mails = await listOutbox({ to, kind });
  const link = new URL(mails[0]!.links[0]!); // newest first
  return `${link.pathname}${link.search}`;
}
const tokenOf = (path: string) => new URL(path, 'http://x').searchParams.get('token')!;
const resetWith = (token: string, password: string) =>
  call(resetPassword, '/api/auth/reset-password', {
    body: { token, password, confirmPassword: password },
  });

async function askForReset(email: string): Promise<string> {
  expect(
    (await call(forgotPassword, '/api/auth/forgot-password', { body: { email } })).status,
  ).toBe(200);
  return tokenOf(await mailedLink(email, 'password-reset'));
}

/**
 * Signs in with `password`, and runs `meanwhile` at the sign-in's worst moment: it has checked the
 * password and written its session record, but not yet the index a reset or a confirmation lists.
 */
async function signInDuring(
  email: string,
  password: string,
  meanwhile: () => Promise<Response>,
): Promise<{ answer: Response; meanwhile?: Response }> {
  let started = false;
  let other: Response | undefined;
  const held = betweenWrites(async (store, key) => {
    if (started || !store.endsWith('sessions') || key.startsWith('user/')) return;
    started = true;
    other = await meanwhile();
  });
  const answer = await signInAs(email, password).finally(held.restore);
  return { answer, meanwhile: other };
}

describe('admin rights come from a password chosen through a mailed link', () => {
  test("a stranger who registered the owner's address gets nothing from the owner's confirmation click", async () => {
    const registered = await call(register, '/api/auth/register', {
      body: { email: OWNER, password: strangersPassword, confirmPassword: strangersPassword },
    });
    expect(registered.status).toBe(201);
    const strangersCookie = cookiesOf(await signInAs(OWNER, strangersPassword));
    expect(await adminAnswers(strangersCookie)).toEqual([403, 403]);
    // He asks for the confirmation mail again, as often as he likes; the owner gets them.
    expect(
      (
        await call(resendVerification, '/api/auth/resend-verification', {
          body: {},
          cookie: strangersCookie,
        })
      ).status,
    ).toBe(200);

    // The owner clicks the link in 'Confirm your e-mail address'.
    expect((await call(verifyEmail, await mailedLink(OWNER, 'verify-email'))).status).toBe(200);
    // The session opened before the confirmation is over…
    expect(await whoIs(strangersCookie)).toMatchObject({ status: 401 });
    expect(await adminAnswers(strangersCookie)).toEqual([401, 401]);
    // …and the password he typed at sign-up opens a customer's session, never an admin's.
    const again = cookiesOf(await signInAs(OWNER, strangersPassword));
    expect(await whoIs(again)).toMatchObject({
      status: 200,
      body: { emailVerified: true, staffRole: null },
    });
    expect(await adminAnswers(again)).toEqual([403, 403]);

    // The owner uses 'Forgot password', follows the mailed link and signs in: an admin.
    expect((await resetWith(await askForReset(OWNER), ownersPassword)).status).toBe(200);
    const { cookie: owners } = await ownerSignsIn(OWNER);
    expect(await whoIs(owners)).toMatchObject({
      status: 200,
      body: { emailVerified: true, staffRole: 'owner' },
    });
    expect(await adminAnswers(owners)).toEqual([200, 200]);
    // The stranger is out: his session ended with the reset and his password is refused.
    expect(await whoIs(again)).toMatchObject({ status: 401 });
    expect((await signInAs(OWNER, strangersPassword)).status).toBe(401);
    recordAttack({
      round: 2,
      item: 1,
      attack:
        "register an ADMIN_EMAILS address, sign in, resend the confirmation, wait for the owner's click, call the admin functions",
      tries: 9,
      outcome: 'refused',
    });
  });

  test('a sign-in with the old password that finishes during the reset opens no session', async () => {
    const email = 'other-owner@roamly.example';
    await call(register, '/api/auth/register', {
      body: { email, password: strangersPassword, confirmPassword: strangersPassword },
    });
    const token = await askForReset(email);
    // The owner's reset runs while the stranger's sign-in with the old password finishes.
    const { answer, meanwhile: reset } = await signInDuring(email, strangersPassword, () =>
      resetWith(token, ownersPassword),
    );
    const strangersCookie = cookiesOf(answer);
    expect(reset?.status).toBe(200);

    expect(await whoIs(strangersCookie)).toMatchObject({ status: 401 });
    const { cookie: owners } = await ownerSignsIn(email);
    expect(await whoIs(owners)).toMatchObject({ status: 200, body: { staffRole: 'owner' } });
    recordAttack({
      round: 2,
      item: 1,
      attack:
        'sign in with the old password while the owner resets it (session written between the reset’s reads)',
      tries: 1,
      outcome: 'refused',
    });
  });
});

describe('a password reset ends everything issued before it', () => {
  test('reset links asked for before a reset are dead once one of them is used', async () => {
    const email = 'four-links@example.com';
    await call(register, '/api/auth/register', {
      body: { email, password: strangersPassword, confirmPassword: strangersPassword },
    });
    const tokens: string[] = [];
    for (let i = 0; i < 4; i++) tokens.push(await askForReset(email));

    expect((await resetWith(tokens[0]!, ownersPassword)).status).toBe(200);
    for (const later of [tokens[1]!, tokens[3]!]) {
      const answer = await resetWith(later, 'someone else took over');
      expect([answer.status, await answer.json()]).toEqual([
        400,
        { message: 'This reset link is invalid or has expired.' },
      ]);
    }
    expect((await signInAs(email, ownersPassword)).status).toBe(200);
    expect((await signInAs(email, 'someone else took over')).status).toBe(401);
    // A link asked for after the reset works as usual.
    expect((await resetWith(await askForReset(email), 'a third passphrase here')).status).toBe(200);
    recordAttack({
      round: 2,
      item: 4,
      attack: 'use reset links #2 and #4 of four, issued before #1 reset the password',
      tries: 2,
      outcome: 'refused',
    });
  });

  test('signing in again from the same browser ends the session it had', async () => {
    const email = 'same-browser@example.com';
    await call(register, '/api/auth/register', {
      body: { email, password: ownersPassword, confirmPassword: ownersPassword },
    });
    const first = cookiesOf(await signInAs(email, ownersPassword));
    const second = cookiesOf(await signInAs(email, ownersPassword, first));
    expect(second).not.toBe(first);
    expect(await whoIs(first)).toMatchObject({ status: 401 });
    expect(await whoIs(second)).toMatchObject({ status: 200 });
    recordAttack({
      round: 2,
      item: 4,
      attack: 'reuse a session token after its browser signed in again (a copied cookie)',
      tries: 1,
      outcome: 'refused',
    });
  });
});

describe('races and floods around the mailed links', () => {
  /** Holds `first` right after it read the account, and runs `second` there. */
  async function whileReadingAccount<T>(
    email: string,
    first: () => Promise<T>,
    second: () => Promise<Response>,
  ): Promise<{ first: T; second?: Response }> {
    const user = (await findUserByEmail(email))!;
    let started = false;
    let answer: Response | undefined;
    const held = afterReads(async (store, key) => {
      if (started || !store.endsWith('-users') || key !== `id/${user.id}`) return;
      started = true;
      answer = await second();
    });
    return { first: await first().finally(held.restore), second: answer };
  }

  test("a stranger's flood of sign-ups for the owner's address leaves the owner's reset link alone", async () => {
    const email = 'flooded-owner@roamly.example';
    for (let i = 0; i < 12; i++) await registerAs(email, strangersPassword, `203.0.113.${i + 1}`);
    await afterAnswersSettled();
    const token = await askForReset(email);
    expect((await resetWith(token, ownersPassword)).status).toBe(200);
    expect(await whoIs((await ownerSignsIn(email)).cookie)).toMatchObject({
      body: { staffRole: 'owner' },
    });
    recordAttack({
      round: 2,
      item: 1,
      attack:
        "use up the owner's hourly mail allowance with sign-ups, so no reset link reaches him",
      tries: 12,
      outcome: 'no effect',
    });
  });

  test("the owner's confirmation click, overlapping his reset, never undoes the new password", async () => {
    const email = 'overlap-verify@example.com';
    await registerAs(email, strangersPassword);
    const verifyPath = await mailedLink(email, 'verify-email');
    const token = await askForReset(email);
    const { first: verified, second: reset } = await whileReadingAccount(
      email,
      () => call(verifyEmail, verifyPath),
      () => resetWith(token, ownersPassword),
    );
    expect([verified.status, reset?.status]).toEqual([200, 200]);
    expect((await signInAs(email, ownersPassword)).status).toBe(200);
    expect((await signInAs(email, strangersPassword)).status).toBe(401);
  });

  test('a reset link older than a reset that lands while it is used is refused', async () => {
    const email = 'overlap-reset@example.com';
    await registerAs(email, strangersPassword);
    const older = await askForReset(email);
    const newer = await askForReset(email);
    const { first: late, second: owners } = await whileReadingAccount(
      email,
      () => resetWith(older, 'whoever held the older link'),
      () => resetWith(newer, ownersPassword),
    );
    expect([owners?.status, late.status]).toEqual([200, 400]);
    expect((await signInAs(email, ownersPassword)).status).toBe(200);
    expect((await signInAs(email, 'whoever held the older link')).status).toBe(401);
    recordAttack({
      round: 2,
      item: 4,
      attack: 'use an older reset link while a newer reset is being saved',
      tries: 1,
      outcome: 'refused',
    });
  });

  test('a sign-in that finishes while the owner confirms the address keeps no session', async () => {
    const email = 'race-verify@example.com';
    await registerAs(email, strangersPassword);
    const verifyPath = await mailedLink(email, 'verify-email');
    const { answer, meanwhile: verified } = await signInDuring(email, strangersPassword, () =>
      call(verifyEmail, verifyPath),
    );
    const cookie = cookiesOf(answer);
    expect(verified?.status).toBe(200);
    expect(await whoIs(cookie)).toMatchObject({ status: 401 });
  });

  test("a session's daily refresh never brings it back after the confirmation ended it", async () => {
    const email = 'race-refresh@example.com';
    await registerAs(email, strangersPassword);
    const verifyPath = await mailedLink(email, 'verify-email');
    const cookie = cookiesOf(await signInAs(email, strangersPassword));
    // A day and more since the session was last seen: the next read refreshes it.
    const tokenHash = sha256Hex(/sid=([^;]+)/.exec(cookie)![1]!);
    const sessions = openStore('sessions');
    const record = (await sessions.get(tokenHash, { type: 'json' })) as { lastSeenAt: number };
    await sessions.setJSON(tokenHash, {
      ...record,
      lastSeenAt: record.lastSeenAt - 2 * 86_400_000,
    });
    let verified: Response | undefined;
    const held = afterReads(async (store, key) => {
      if (verified || !store.endsWith('-sessions') || key !== tokenHash) return;
      verified = await call(verifyEmail, verifyPath);
    });
    await whoIs(cookie).finally(held.restore);
    expect(verified?.status).toBe(200);
    expect(await whoIs(cookie)).toMatchObject({ status: 401 });
  });

  test('a sign-in with the old password that finishes during the reset earns no trusted device cookie', async () => {
    const email = 'race-device@example.com';
    await registerAs(email, strangersPassword);
    const token = await askForReset(email);
    const { answer, meanwhile: reset } = await signInDuring(email, strangersPassword, () =>
      resetWith(token, ownersPassword),
    );
    expect(reset?.status).toBe(200);
    const user = (await findUserByEmail(email))!;
    const back = new Request('http://localhost:8888/api/auth/signin', {
      headers: { Cookie: cookiesOf(answer) },
    });
    expect(trustedDeviceOf(back, email, user.passwordChangedAt)).toBeNull();
    recordAttack({
      round: 2,
      item: 4,
      attack:
        'earn a trusted device cookie with the old password during the reset (5 guesses past the lock)',
      tries: 1,
      outcome: 'refused',
    });
  });

  test('sessions opened before these rules stay valid until the account next ends its sessions', async () => {
    const email = 'old-sessions@example.com';
    await registerAs(email, ownersPassword);
    const user = (await findUserByEmail(email))!;
    const sessions = openStore('sessions');
    /** A session record as sign-in wrote it before sessions recorded the account's state. */
    const oldSession = async (token: string, createdAt: number) => {
      await sessions.setJSON(sha256Hex(token), {
        userId: user.id,
        createdAt,
        lastSeenAt: Date.now(),
        expiresAt: Date.now() + 86_400_000,
      });
      await sessions.setJSON(`user/${user.id}/${sha256Hex(token)}`, {});
      return `sid=${token}`;
    };
    const before = await oldSession('B'.repeat(43), Date.now() - 60_000);
    expect(await whoIs(before)).toMatchObject({ status: 200 });
    expect((await resetWith(await askForReset(email), 'a newer passphrase')).status).toBe(200);
    expect(await whoIs(before)).toMatchObject({ status: 401 });
    const after = await oldSession('A'.repeat(43), Date.now());
    expect(await whoIs(after)).toMatchObject({ status: 200 });
  });
});
