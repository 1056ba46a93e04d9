/**
 * The fourth review's item 1, against the real handlers and a local Blobs server: an invitation
 * makes staff only of whoever sets the password through its own link. A customer's older password,
 * even one proven through a reset link, signs in as a customer's; a member removed and invited
 * again joins only through the new link; and a sign-in waiting for its second factor cannot enrol
 * once its account no longer qualifies.
 */
import { describe, expect, test } from 'vitest';
import adminStaff from '../../netlify/functions/admin-staff.mts';
import adminStaffChange from '../../netlify/functions/admin-staff-change.mts';
import adminStats from '../../netlify/functions/admin-stats.mts';
import resetPassword from '../../netlify/functions/auth-reset-password.mts';
import secondFactor from '../../netlify/functions/auth-second-factor.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import { issueToken } from '../../src/features/auth/tokens.server.ts';
import { findUserByEmail } from '../../src/features/auth/users.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { sha256Hex } from '../../src/lib/hash.ts';
import { enrolAndSignIn, signedInCustomer } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, cookiesOf } from '../support/call.ts';
import { afterReads } from '../support/faults-blobs.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'invitation-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });
const { owner } = useCustomers({ owner: OWNER });

const NO_PENDING = { message: 'Sign in with your password first' };
const LINK_INVALID = { message: 'This reset link is invalid or has expired.' };

const invite = (email: string, role: 'owner' | 'support') =>
  call(adminStaff, '/api/admin/staff', { body: { email, role }, cookie: owner.cookie });
const remove = (email: string) =>
  call(adminStaffChange, '/api/admin/staff/remove', { body: { email }, cookie: owner.cookie });

/** The token of the newest invitation mailed to `email`. */
async function newestInvitation(email: string): Promise<string> {
  const [mail] = await listOutbox({ to: email, kind: 'staff-invitation' });
  return new URL(mail!.links[0]!).searchParams.get('token')!;
}
const setPassword = (token: string, password: string) =>
  call(resetPassword, '/api/auth/reset-password', {
    body: { token, password, confirmPassword: password },
  });
async function signIn(email: string, password: string) {
  const answer = await call(signin, '/api/auth/signin', { body: { email, password } });
  return {
    status: answer.status,
    body: (await answer.json()) as object,
    cookie: cookiesOf(answer),
  };
}
const lookAtSecondFactor = (cookie: string) =>
  call(secondFactor, '/api/auth/second-factor', { cookie });
const giveCode = (cookie: string) =>
  call(secondFactor, '/api/auth/second-factor', { body: { code: '123456' }, cookie });
/** The staff rights of a session as the browser learns them, or 401 without a session. */
async function roleOf(cookie: string): Promise<string | null | 401> {
  const me = await call(authUser, '/api/auth/user', { cookie });
  return me.status === 200 ? ((await me.json()) as { staffRole: string | null }).staffRole : 401;
}
async function teamRow(email: string) {
  const answer = await call(adminStaff, '/api/admin/staff', { cookie: owner.cookie });
  const { members } = (await answer.json()) as { members: { email: string; joined: boolean }[] };
  return members.find((member) => member.email === email);
}

/** A password sign-in that is a customer's: signed in, no staff rights, nothing to enrol. */
async function expectCustomerSignIn(email: string, password: string): Promise<string> {
  const authenticator = (await findUserByEmail(email))?.totp ?? null;
  const signedIn = await signIn(email, password);
  expect(signedIn.status).toBe(200);
  expect(signedIn.body).toMatchObject({ email, staffRole: null });
  expect(signedIn.body).not.toHaveProperty('needsSecondFactor');
  const look = await lookAtSecondFactor(signedIn.cookie);
  expect(look.status).toBe(401);
  expect(await look.json()).toEqual(NO_PENDING);
  expect((await giveCode(signedIn.cookie)).status).toBe(401);
  expect(await roleOf(signedIn.cookie)).toBeNull();
  expect((await call(adminStats, '/api/admin/stats', { cookie: signedIn.cookie })).status).toBe(
    403,
  );
  expect((await findUserByEmail(email))?.totp ?? null).toEqual(authenticator);
  return signedIn.cookie;
}

/** Follows the newest invitation's link, signs in, enrols: the staff session's cookie. */
async function joinThroughNewestLink(email: string, password: string): Promise<string> {
  expect((await setPassword(await newestInvitation(email), password)).status).toBe(200);
  const pending = await signIn(email, password);
  expect(pending.body).toEqual({ needsSecondFactor: true });
  return (await enrolAndSignIn(pending.cookie, email)).cookie;
}

describe('item 1: an invitation makes staff only through its own link', () => {
  test("a customer's password proven by a reset before the invitation opens no console; the link does", async () => {
    const email = 'reused-password@roamly.example';
    const customer = await signedInCustomer(email);
    // Long before the invitation, the customer once chose a password through a reset link.
    const old = 'the customer chose this years ago';
    expect(
      (await setPassword(await issueToken('password-reset', customer.userId), old)).status,
    ).toBe(200);
    const before = await signIn(email, old);
    expect((await invite(email, 'owner')).status).toBe(200);

    // Whoever knows that password (phished, reused elsewhere) signs in: a customer, nothing more.
    const attacker = await expectCustomerSignIn(email, old);
    expect((await findUserByEmail(email))?.totp ?? null).toBeNull();
    expect(await teamRow(email)).toMatchObject({ joined: false });

    // The real person follows the invitation's link: only their password and authenticator count.
    const member = await joinThroughNewestLink(email, 'the new owner chose this');
    expect(await roleOf(member)).toBe('owner');
    expect(await teamRow(email)).toMatchObject({ joined: true });
    expect(await roleOf(attacker)).toBe(401);
    expect(await roleOf(before.cookie)).toBe(401);
    expect((await signIn(email, old)).status).toBe(401);
    recordAttack({
      round: 4,
      item: 1,
      attack:
        "sign in with a customer's old, reset-proven password after an owner invites the address, and enrol an authenticator first",
      tries: 5,
      outcome: 'refused',
    });
  });

  test('a member removed and invited again joins only through the new link; an earlier link gives nothing', async () => {
    // Joined once: after removal and a new invitation, that password is a customer's again.
    const joined = 'came-back@roamly.example';
    expect((await invite(joined, 'support')).status).toBe(200);
    const first = await joinThroughNewestLink(joined, 'the first passphrase of hers');
    expect(await roleOf(first)).toBe('support');
    expect((await remove(joined)).status).toBe(200);
    expect((await invite(joined, 'support')).status).toBe(200);
    expect(await teamRow(joined)).toMatchObject({ joined: false });
    await expectCustomerSignIn(joined, 'the first passphrase of hers');
    const firstAuthenticator = (await findUserByEmail(joined))?.totp?.secret;
    // The new link starts her afresh: the authenticator enrolled before it is enrolled anew.
    const again = await joinThroughNewestLink(joined, 'her passphrase this time');
    expect(await roleOf(again)).toBe('support');
    expect((await findUserByEmail(joined))?.totp?.secret).not.toBe(firstAuthenticator);

    // Never used: the first link of a member removed (and then invited again) is refused.
    const unused = 'old-mail@roamly.example';
    expect((await invite(unused, 'owner')).status).toBe(200);
    const earlier = await newestInvitation(unused);
    expect((await remove(unused)).status).toBe(200);
    const stored = await findUserByEmail(unused);
    const afterRemoval = await setPassword(earlier, 'found the old mail');
    expect(afterRemoval.status).toBe(400);
    expect(await afterRemoval.json()).toEqual(LINK_INVALID);
    expect(await findUserByEmail(unused)).toEqual(stored);

    const another = 'forwarded-mail@roamly.example';
    expect((await invite(another, 'owner')).status).toBe(200);
    const forwarded = await newestInvitation(another);
    expect((await remove(another)).status).toBe(200);
    expect((await invite(another, 'owner')).status).toBe(200);
    const afterReinvitation = await setPassword(forwarded, 'found the forwarded mail');
    expect(afterReinvitation.status).toBe(400);
    expect(await afterReinvitation.json()).toEqual(LINK_INVALID);
    expect((await signIn(another, 'found the forwarded mail')).status).toBe(401);
    const member = await joinThroughNewestLink(another, 'the real colleague chose this');
    expect(await roleOf(member)).toBe('owner');
    recordAttack({
      round: 4,
      item: 1,
      attack:
        "use a removed member's old password, or an earlier invitation's link, after removal and a new invitation",
      tries: 3,
      outcome: 'refused',
    });
  });

  test('a sign-in waiting for its second factor cannot enrol once the member is removed or invited anew', async () => {
    const email = 'removed-meanwhile@roamly.example';
    const password = 'the member chose this passphrase';
    expect((await invite(email, 'owner')).status).toBe(200);
    expect((await setPassword(await newestInvitation(email), password)).status).toBe(200);

    // The sign-in reads the member record, the owner removes the member (ending every session the
    // account has), then the sign-in opens its pending session.
    let removed = false;
    const held = afterReads(async (store, key) => {
      if (removed || !store.endsWith('-staff') || key !== `member/${sha256Hex(email)}`) return;
      removed = true;
      expect((await remove(email)).status).toBe(200);
    });
    const pending = await signIn(email, password).finally(held.restore);
    expect(removed).toBe(true);
    expect(pending.body).toEqual({ needsSecondFactor: true });
    const look = await lookAtSecondFactor(pending.cookie);
    expect(look.status).toBe(401);
    expect(await look.json()).toEqual(NO_PENDING);
    const given = await giveCode(pending.cookie);
    expect(given.status).toBe(401);
    expect(await given.json()).toEqual(NO_PENDING);
    expect((await findUserByEmail(email))?.totp ?? null).toBeNull();

    // Invited again while a sign-in waits: that sign-in relied on the earlier invitation.
    expect((await invite(email, 'owner')).status).toBe(200);
    expect((await setPassword(await newestInvitation(email), password)).status).toBe(200);
    const waiting = await signIn(email, password);
    expect(waiting.body).toEqual({ needsSecondFactor: true });
    expect((await invite(email, 'owner')).status).toBe(200);
    expect((await lookAtSecondFactor(waiting.cookie)).status).toBe(401);
    expect((await giveCode(waiting.cookie)).status).toBe(401);
    expect((await findUserByEmail(email))?.totp ?? null).toBeNull();
    recordAttack({
      round: 4,
      item: 1,
      attack:
        'enrol an authenticator from a sign-in opened before the member was removed or invited anew',
      tries: 4,
      outcome: 'refused',
    });
  });
});
