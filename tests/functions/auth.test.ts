import { describe, expect, test } from 'vitest';
import register from '../../netlify/functions/auth-register.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import signout from '../../netlify/functions/auth-signout.mts';
import user from '../../netlify/functions/auth-user.mts';
import verifyEmail from '../../netlify/functions/verify-email.mts';
import login from '../../netlify/functions/login.mts';
import { openStore } from '../../src/lib/blobs.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { atomicConditionalWrites } from '../support/atomic-blobs.ts';
import { call, cookiesOf } from '../support/call.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ env: { ADMIN_EMAILS: 'owner@roamly.example' } });

const password = 'a good long passphrase';
const account = (email: string) => ({
  email,
  password,
  confirmPassword: password,
  firstName: 'Ada',
  lastName: 'Lovelace',
});
const usersWithEmail = async (email: string) => {
  const store = openStore('users');
  const { blobs: ids } = await store.list({ prefix: 'id/' });
  const records = await Promise.all(
    ids.map(({ key }) => store.get(key, { type: 'json' }) as Promise<{ email: string }>),
  );
  return records.filter((record) => record.email === email).length;
};

describe('registration', () => {
  test('creates the account and mails a verification link that verifies it once', async () => {
    const response = await call(register, '/api/auth/register', {
      body: account('ada@example.com'),
    });
    expect(response.status).toBe(201);
    await afterAnswersSettled();
    const [mail] = await listOutbox({ to: 'ada@example.com', kind: 'verify-email' });
    expect(mail?.text).toContain('/verify-email?token=');
    const link = new URL(mail!.links[0]!);
    const first = await call(verifyEmail, `${link.pathname}${link.search}`);
    expect(await first.json()).toEqual({ message: 'Email verified successfully!' });
    const again = await call(verifyEmail, `${link.pathname}${link.search}`);
    expect(again.status).toBe(400);
  });

  test('the same e-mail in another case and with spaces gets a notice, not a second account, and the same answer', async () => {
    await call(register, '/api/auth/register', { body: account('grace@example.com') });
    await afterAnswersSettled();
    const first = await listOutbox({ to: 'grace@example.com' });
    const response = await call(register, '/api/auth/register', {
      body: account('  GRACE@Example.com '),
    });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: 'Account created. Check your e-mail to confirm your address.',
    });
    expect(await usersWithEmail('grace@example.com')).toBe(1);
    await afterAnswersSettled();
    const mails = await listOutbox({ to: 'grace@example.com' });
    expect(mails.length).toBe(first.length + 1);
    expect(mails[0]?.kind).toBe('account-exists');
  });

  test('10 parallel registrations of one e-mail leave exactly one account', async () => {
    // onlyIfNew as Netlify applies it, atomically: the local server checks, then writes, so two
    // registrations could both pass its check, which production never lets happen.
    const atomic = atomicConditionalWrites();
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(register, '/api/auth/register', { body: account('race@example.com') }),
      ),
    ).finally(atomic.restore);
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(await usersWithEmail('race@example.com')).toBe(1);
  });

  test('answers 400 with the French message for a bad payload', async () => {
    const response = await call(register, '/api/auth/register', {
      body: { ...account('x'), email: 'not-an-email' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      message: 'Email invalide',
      errors: { email: 'Email invalide' },
    });
  });
});

describe('sign-in and the session', () => {
  test('signs in, reads the user with its staff role, signs out and the session is gone', async () => {
    await call(register, '/api/auth/register', { body: account('owner@roamly.example') });
    const response = await call(signin, '/api/auth/signin', {
      body: { email: ' Owner@Roamly.example', password },
    });
    expect(response.status).toBe(200);
    const setCookies = response.headers.getSetCookie();
    expect(setCookies[0]).toMatch(
      /^sid=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=\d+; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(setCookies).toContainEqual(
      expect.stringMatching(
        /^device=[0-9a-f]{64}\.[A-Za-z0-9_-]{22}\.\d+\.[A-Za-z0-9_-]{43}; Path=\/; Max-Age=31536000; HttpOnly; Secure; SameSite=Lax$/,
      ),
    );
    const cookie = cookiesOf(response);

    // An ADMIN_EMAILS address is not an admin until its mailbox confirms it
    // (docs/decisions/0001-admin-rights-by-mailed-link.md); tests/functions/auth.attacks.test.ts
    // follows it through verification.
    const me = await call(user, '/api/auth/user', { cookie });
    expect(await me.json()).toMatchObject({
      email: 'owner@roamly.example',
      firstName: 'Ada',
      staffRole: null,
      emailVerified: false,
    });

    expect((await call(signout, '/api/auth/signout', { method: 'POST', cookie })).status).toBe(200);
    const after = await call(user, '/api/auth/user', { cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toEqual({ message: 'Not signed in' });
  });

  test('on https the session and device cookies are __Host- cookies', async () => {
    await call(register, '/api/auth/register', {
      body: account('secure@example.com'),
      origin: 'https://roamly.example',
    });
    const response = await call(signin, '/api/auth/signin', {
      body: { email: 'secure@example.com', password },
      origin: 'https://roamly.example',
    });
    expect(response.status).toBe(200);
    const names = response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
    expect(names).toEqual(['__Host-sid', 'signed_in', '__Host-device']);
  });

  test('every sign-in gets a new session token', async () => {
    await call(register, '/api/auth/register', { body: account('twice@example.com') });
    const a = cookiesOf(
      await call(signin, '/api/auth/signin', { body: { email: 'twice@example.com', password } }),
    );
    const b = cookiesOf(
      await call(signin, '/api/auth/signin', { body: { email: 'twice@example.com', password } }),
    );
    expect(a).not.toBe(b);
  });

  test('a wrong password and an unknown e-mail get the same answer', async () => {
    await call(register, '/api/auth/register', { body: account('known@example.com') });
    const wrong = await call(signin, '/api/auth/signin', {
      body: { email: 'known@example.com', password: 'not the password' },
    });
    const unknown = await call(signin, '/api/auth/signin', {
      body: { email: 'nobody@example.com', password: 'not the password' },
    });
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  test('after 5 failures the account is throttled with 429, Retry-After and a message, even with the right password', async () => {
    await call(register, '/api/auth/register', { body: account('target@example.com') });
    for (let i = 0; i < 5; i++)
      await call(signin, '/api/auth/signin', {
        body: { email: 'target@example.com', password: 'guess ' + i },
      });
    const throttled = await call(signin, '/api/auth/signin', {
      body: { email: 'target@example.com', password },
    });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await throttled.json()).message).toMatch(
      /^Too many sign-in attempts\. Try again in \d+ seconds?\.$/,
    );
  });
});

describe('refused requests change nothing', () => {
  test.each([
    ['a cross-site Origin', { Origin: 'https://evil.example' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('%s is refused with 403', async (_, headers) => {
    const response = await call(register, '/api/auth/register', {
      body: account('csrf@example.com'),
      headers,
    });
    expect(response.status).toBe(403);
    expect(await usersWithEmail('csrf@example.com')).toBe(0);
  });

  test('a non-JSON body is refused with 415', async () => {
    const response = await call(signin, '/api/auth/signin', {
      body: 'email=a@b.c&password=x',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect((await response.json()).message).toBeTruthy();
  });

  test('malformed JSON, wrong types and oversized bodies get 400 or 413 with a message', async () => {
    const bad = await call(signin, '/api/auth/signin', { body: '{"email":' });
    expect(bad.status).toBe(400);
    const types = await call(signin, '/api/auth/signin', { body: { email: 42, password: ['x'] } });
    expect(types.status).toBe(400);
    const huge = await call(register, '/api/auth/register', {
      body: { ...account('big@example.com'), firstName: 'x'.repeat(100_000) },
    });
    expect(huge.status).toBe(413);
    for (const response of [bad, types, huge])
      expect(typeof (await response.json()).message).toBe('string');
  });

  test('GET on a POST function answers 405', async () => {
    expect((await call(signin, '/api/auth/signin')).status).toBe(405);
  });
});

test('/api/login sends the browser to /signin', async () => {
  const response = await call(login, '/api/login');
  expect(response.status).toBe(302);
  expect(response.headers.get('location')).toBe('http://localhost:8888/signin');
});
