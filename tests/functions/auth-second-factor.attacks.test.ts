/**
 * Staff sign in with a password and a second factor (TOTP), against the real handlers and a local
 * Blobs server: the pending sign-in opens nothing, enrolment, single-use codes (also when two
 * requests race with one code), and the wait after wrong guesses.
 */
import { describe, expect, test } from 'vitest';
import adminStats from '../../netlify/functions/admin-stats.mts';
import resetPassword from '../../netlify/functions/auth-reset-password.mts';
import secondFactor from '../../netlify/functions/auth-second-factor.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import orders from '../../netlify/functions/orders.mts';
import { issueToken } from '../../src/features/auth/tokens.server.ts';
import { findUserByEmail } from '../../src/features/auth/users.server.ts';
import { codeAt } from '../../src/features/staff/totp.server.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, cookiesOf } from '../support/call.ts';
import { afterReads } from '../support/faults-blobs.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNERS = [
  'first-owner',
  'second-owner',
  'racing-owner',
  'guessed-owner',
  'checked-owner',
].map((name) => `${name}@roamly.example`);
useLocalBlobs({ env: { ADMIN_EMAILS: OWNERS.join(',') } });

const password = 'a test customer passphrase';
const signInWithPassword = async (email: string) => {
  const answer = await call(signin, '/api/auth/signin', { body: { email, password } });
  return {
    status: answer.status,
    body: (await answer.json()) as object,
    cookie: cookiesOf(answer),
  };
};
const giveCode = async (cookie: string, code: string | Promise<string>) =>
  call(secondFactor, '/api/auth/second-factor', { body: { code: await code }, cookie });
/** A code of the time step `offset` steps from now (the server accepts one either side). */
const codeOfStep = (secret: string, offset: number) => codeAt(secret, Date.now() + offset * 30_000);

describe('a staff sign-in', () => {
  test('answers needsSecondFactor and opens nothing until the code is given', async () => {
    const owner = await signedInCustomer(OWNERS[0]!);
    const pending = await signInWithPassword(owner.email);
    expect(pending).toMatchObject({ status: 200, body: { needsSecondFactor: true } });
    expect(Object.keys(pending.body)).toEqual(['needsSecondFactor']);

    // Not signed in yet, but the page asking keeps the cookie: the code is still to come.
    const me = await call(authUser, '/api/auth/user', { cookie: pending.cookie });
    expect(me.status).toBe(401);
    expect(me.headers.getSetCookie()).toEqual([]);
    expect((await call(orders, '/api/orders', { cookie: pending.cookie })).status).toBe(401);
    const stats = await call(adminStats, '/api/admin/stats', { cookie: pending.cookie });
    expect(stats.status).toBe(403);

    const enrolled = await call(secondFactor, '/api/auth/second-factor', {
      cookie: pending.cookie,
    });
    expect(await enrolled.json()).toEqual({ enrolled: true });
    const given = await giveCode(pending.cookie, codeOfStep(owner.totpSecret!, 1));
    expect(given.status).toBe(200);
    expect(await given.json()).toMatchObject({ email: owner.email, staffRole: 'owner' });
    const signedIn = cookiesOf(given);
    expect(signedIn).not.toBe(pending.cookie);
    expect((await call(adminStats, '/api/admin/stats', { cookie: signedIn })).status).toBe(200);
    // The pending session was replaced: its cookie is worth nothing now.
    expect((await giveCode(pending.cookie, codeOfStep(owner.totpSecret!, 0))).status).toBe(401);
  });

  test('enrols on the first sign-in: the same secret on every look, confirmed by a first code', async () => {
    const email = OWNERS[1]!;
    const customer = await signedInCustomer(email, { verified: false });
    // Made staff-ready the way the owner does it: verified, and a password set by a mailed link.
    const token = await issueToken('password-reset', customer.userId);
    await call(resetPassword, '/api/auth/reset-password', {
      body: { token, password, confirmPassword: password },
    });

    const { cookie } = await signInWithPassword(email);
    const look = async () =>
      (await (await call(secondFactor, '/api/auth/second-factor', { cookie })).json()) as {
        enrolled: boolean;
        secret: string;
        otpauthUri: string;
        qrSvg: string;
      };
    const first = await look();
    expect(first.enrolled).toBe(false);
    expect(first.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.otpauthUri).toMatch(/^otpauth:\/\/totp\/Roamly:second-owner%40roamly\.example\?/);
    expect(first.otpauthUri).toContain(`secret=${first.secret}`);
    expect(first.qrSvg).toMatch(/^<svg/);
    expect((await look()).secret).toBe(first.secret);

    const wrong = await giveCode(
      cookie,
      (await codeAt(first.secret)) === '000000' ? '111111' : '000000',
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      message: 'That code is not valid. Enter the current code from your authenticator app.',
    });
    expect((await findUserByEmail(email))?.totp ?? null).toBeNull();

    const right = await giveCode(cookie, codeAt(first.secret));
    expect(right.status).toBe(200);
    expect((await findUserByEmail(email))?.totp?.secret).toBe(first.secret);
  });

  test('a code works once, even when two requests bring it at the same moment', async () => {
    const owner = await signedInCustomer(OWNERS[2]!);
    const code = await codeOfStep(owner.totpSecret!, 1);
    const a = await signInWithPassword(owner.email);
    const b = await signInWithPassword(owner.email);
    const user = (await findUserByEmail(owner.email))!;

    // A reads the account to check the code (its second read: the first finds the sign-in), then
    // B gives the same code and finishes, then A goes on with what it read.
    let reads = 0;
    let bAnswer: Response | undefined;
    const held = afterReads(async (store, key) => {
      if (reads === 2 || !store.endsWith('-users') || key !== `id/${user.id}`) return;
      reads += 1;
      if (reads === 2) bAnswer = await giveCode(b.cookie, code);
    });
    const aAnswer = await giveCode(a.cookie, code).finally(held.restore);
    expect([aAnswer.status, bAnswer?.status].sort()).toEqual([200, 401]);

    // Later, a copied code is refused too.
    const c = await signInWithPassword(owner.email);
    expect((await giveCode(c.cookie, code)).status).toBe(401);
    recordAttack({
      round: 3,
      item: 1,
      attack: "replay a staff member's second-factor code, alone and racing its owner's request",
      tries: 3,
      outcome: 'refused',
    });
  });

  test('wrong guesses make the account wait, even with the right code', async () => {
    const owner = await signedInCustomer(OWNERS[3]!);
    const { cookie } = await signInWithPassword(owner.email);
    const right = await codeOfStep(owner.totpSecret!, 1);
    const wrongCodes = ['000001', '000002', '000003', '000004', '000005'].filter(
      (code) => code !== right,
    );
    for (const code of wrongCodes) expect((await giveCode(cookie, code)).status).toBe(401);
    const throttled = await giveCode(cookie, right);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await throttled.json()) as { message: string }).message).toMatch(
      /^Too many sign-in attempts\. Try again in \d+ seconds?\.$/,
    );
    recordAttack({
      round: 3,
      item: 1,
      attack: 'guess a staff second-factor code with the stolen password',
      tries: wrongCodes.length + 1,
      outcome: 'refused',
    });
  });

  test('refuses a malformed code, a cross-site post and a call with no sign-in', async () => {
    const owner = await signedInCustomer(OWNERS[4]!);
    const { cookie } = await signInWithPassword(owner.email);
    const malformed = await giveCode(cookie, '12ab56');
    expect(malformed.status).toBe(400);
    expect(JSON.stringify(await malformed.json())).toContain('Enter the 6-digit code');
    const crossSite = await call(secondFactor, '/api/auth/second-factor', {
      body: { code: await codeOfStep(owner.totpSecret!, 1) },
      cookie,
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const nobody = await call(secondFactor, '/api/auth/second-factor', {
      body: { code: '123456' },
    });
    expect(nobody.status).toBe(401);
    // A customer's session has no second factor to give.
    const customer = await signedInCustomer('plain-customer@roamly.example');
    const asCustomer = await call(secondFactor, '/api/auth/second-factor', {
      cookie: customer.cookie,
    });
    expect(asCustomer.status).toBe(401);
  });
});
