/**
 * Selling lawfully, attacked: the data rights. Nobody downloads another customer's data; a stolen
 * session is no unthrottled way to guess the password through 'Close my account'; the undo link
 * works once and within its 7 days only; a session from before a closure stays ended, even after
 * the account is reopened. Real handlers and a local Blobs server.
 */
import { describe, expect, test } from 'vitest';
import accountClose from '../../netlify/functions/account-close.mts';
import accountData from '../../netlify/functions/account-data.mts';
import accountReopen from '../../netlify/functions/account-reopen.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import orders from '../../netlify/functions/orders.mts';
import { findUserById } from '../../src/features/auth/users.server.ts';
import { FREE_ATTEMPTS } from '../../src/features/auth/sessions/throttle.server.ts';
import { closeAccount } from '../../src/features/data-rights/account-closure.server.ts';
import { CLOSURE_UNDO_MS } from '../../src/features/data-rights/closure-window.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, cookiesOf } from '../support/call.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const PASSWORD = 'a test customer passphrase';
useLocalBlobs({ mute: ['error', 'warn'] });

const download = (cookie?: string, query = '') =>
  call(accountData, `/api/account/data${query}`, { cookie });
const close = (cookie: string, password: string) =>
  call(accountClose, '/api/account/close', { cookie, body: { password } });
const reopen = (token: string) => call(accountReopen, '/api/account/reopen', { body: { token } });
const whoAmI = (cookie: string) => call(authUser, '/api/auth/user', { cookie });
const signIn = (email: string) =>
  call(signin, '/api/auth/signin', { body: { email, password: PASSWORD } });

async function undoTokenOf(email: string): Promise<string> {
  const [mail] = await listOutbox({ to: email, kind: 'account-closed' });
  return new URL(mail!.links[0]!).searchParams.get('token') ?? '';
}

describe("another customer's data download", () => {
  test('no session gets a 401 message; another session gets only its own data, whatever the query names', async () => {
    const victim = await signedInCustomer('rights-victim@example.com');
    const attacker = await signedInCustomer('rights-attacker@example.com');
    const order = await paidOrder(victim.userId, `pi_rights_victim_${Date.now()}`);

    const anonymous = await download();
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: expect.any(String) });
    const forged = await download(`sid=${'x'.repeat(43)}`);
    expect(forged.status).toBe(401);

    const queries = ['', `?userId=${victim.userId}`, `?id=${victim.userId}&email=${victim.email}`];
    for (const query of queries) {
      const answer = await download(attacker.cookie, query);
      expect(answer.status).toBe(200);
      const text = await answer.text();
      expect(JSON.parse(text).profile.id).toBe(attacker.userId);
      for (const theirs of [victim.userId, victim.email, order.id])
        expect(text).not.toContain(theirs);
    }
    recordAttack({
      round: 5,
      item: 3,
      attack: "download another customer's data: no session, a forged one, or naming them",
      tries: 2 + queries.length,
      outcome: 'refused',
    });
  });
});

describe("'Close my account' with a wrong password", () => {
  test('is refused and changes nothing, and is throttled like sign-in: past the free tries even the right password waits', async () => {
    const victim = await signedInCustomer('rights-guessed@example.com');
    // Sign-in's allowance from this browser: its device cookie's 5 failures, then the account's.
    const allowance = 2 * FREE_ATTEMPTS;
    let guesses = 0;
    for (; guesses <= allowance; guesses++) {
      const refused = await close(victim.cookie, `wrong guess ${guesses}`);
      if (refused.status === 429) break;
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ message: expect.any(String) });
    }
    expect(guesses).toBeGreaterThanOrEqual(FREE_ATTEMPTS);
    expect(guesses).toBeLessThanOrEqual(allowance);
    expect((await findUserById(victim.userId))?.closure ?? null).toBeNull();
    expect((await whoAmI(victim.cookie)).status).toBe(200);

    // The next guess is not checked at all, so it cannot tell a right one from a wrong one.
    const throttled = await close(victim.cookie, PASSWORD);
    expect(throttled.status).toBe(429);
    expect(throttled.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await throttled.json()).toEqual({ message: expect.any(String) });
    expect((await findUserById(victim.userId))?.closure ?? null).toBeNull();
    expect(await listOutbox({ to: victim.email, kind: 'account-closed' })).toEqual([]);
    // The guesses count where sign-in's do: no fresh tries by switching between the two.
    expect((await signIn(victim.email)).status).toBe(429);
    recordAttack({
      round: 5,
      item: 3,
      attack: "guess the password through 'Close my account' with a stolen session",
      tries: guesses + 2,
      outcome: 'refused',
    });
  });
});

describe('the undo link of a closure', () => {
  test('replayed after use, or used after its 7 days: refused, and the account stays closed', async () => {
    const used = await signedInCustomer('rights-replay@example.com');
    expect((await close(used.cookie, PASSWORD)).status).toBe(200);
    const token = await undoTokenOf(used.email);
    expect((await reopen(token)).status).toBe(200);
    expect((await close(cookiesOf(await signIn(used.email)), PASSWORD)).status).toBe(200);
    const replayed = await reopen(token);
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toEqual({ message: expect.any(String) });
    expect(await findUserById(used.userId)).toMatchObject({ closure: expect.any(Object) });

    const late = await signedInCustomer('rights-late@example.com');
    await closeAccount(late.userId, 'customer', Date.now() - CLOSURE_UNDO_MS - 60_000);
    const tooLate = await reopen(await undoTokenOf(late.email));
    expect(tooLate.status).toBe(400);
    expect(await findUserById(late.userId)).toMatchObject({ closure: expect.any(Object) });
    expect((await signIn(late.email)).status).toBe(401);
    recordAttack({
      round: 5,
      item: 3,
      attack: 'reopen a closed account with a used undo link, or one past its 7 days',
      tries: 2,
      outcome: 'refused',
    });
  });

  test('a session opened before the closure is ended by it, and stays ended after the account is reopened', async () => {
    const customer = await signedInCustomer('rights-old-session@example.com');
    const other = cookiesOf(await signIn(customer.email));
    expect((await whoAmI(other)).status).toBe(200);
    expect((await close(customer.cookie, PASSWORD)).status).toBe(200);
    const refusedCalls = async () => [
      (await whoAmI(other)).status,
      (await download(other)).status,
      (await call(orders, '/api/orders', { cookie: other })).status,
      (await close(other, PASSWORD)).status,
    ];
    expect(await refusedCalls()).toEqual([401, 401, 401, 401]);
    expect((await reopen(await undoTokenOf(customer.email))).status).toBe(200);
    expect(await refusedCalls()).toEqual([401, 401, 401, 401]);
    expect((await whoAmI(customer.cookie)).status).toBe(401);
    recordAttack({
      round: 5,
      item: 3,
      attack: 'use a session from before a closure after it, and after the reopening',
      tries: 9,
      outcome: 'refused',
    });
  });
});
