/**
 * The customer's language on the account: sign-up stores the language of the page, the account
 * page changes it, GET /api/auth/user reports it. Against the real handlers and a local Blobs
 * server: a value that is not one of the shop's languages is refused with nothing stored, and no
 * request changes another customer's language.
 */
import { describe, expect, test } from 'vitest';
import register from '../../netlify/functions/auth-register.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import { findUserByEmail, findUserById } from '../../src/features/auth/users.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { recordAttack } from '../support/attack-log.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { call } from '../support/call.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs();

const password = 'a language test passphrase';
const signUp = (email: string, extra: Record<string, unknown> = {}) =>
  call(register, '/api/auth/register', {
    body: { email, password, confirmPassword: password, ...extra },
  });
const changeLanguage = (
  cookie: string | undefined,
  body: unknown,
  headers: Record<string, string> = {},
) => call(authUser, '/api/auth/user', { method: 'PATCH', body, cookie, headers });
const currentUser = async (cookie: string) =>
  (await (await call(authUser, '/api/auth/user', { cookie })).json()) as { locale?: string };

/** Values a client could send instead of one of the six language codes. */
const HOSTILE_LOCALES: unknown[] = [
  'xx',
  'EN',
  'fr-FR',
  ' fr',
  '',
  'en\u0000',
  '__proto__',
  'constructor',
  'fr'.repeat(5000),
  42,
  null,
  true,
  ['fr'],
  { $ne: 'en' },
];

describe('sign-up stores the language of the page', () => {
  test('a sign-up from a French page makes a French account', async () => {
    expect((await signUp('fr-signup@example.com', { locale: 'fr' })).status).toBe(201);
    await afterAnswersSettled();
    expect((await findUserByEmail('fr-signup@example.com'))?.locale).toBe('fr');
  });

  test('a sign-up that names no language makes an English account', async () => {
    expect((await signUp('no-locale@example.com')).status).toBe(201);
    await afterAnswersSettled();
    expect((await findUserByEmail('no-locale@example.com'))?.locale).toBe('en');
  });

  test('refuses any other value with a 400 and a message, and creates no account', async () => {
    for (const [index, locale] of HOSTILE_LOCALES.entries()) {
      const email = `hostile-signup-${index}@example.com`;
      const response = await signUp(email, { locale });
      expect(response.status, JSON.stringify(locale)?.slice(0, 40)).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
      expect(await findUserByEmail(email)).toBeNull();
    }
    recordAttack({
      item: 10,
      attack:
        'sign up with a language that is not one of the shop’s (codes, objects, huge strings)',
      tries: HOSTILE_LOCALES.length,
      outcome: 'refused',
    });
  });
});

describe('GET /api/auth/user reports the language', () => {
  test('an account stored before languages existed is English', async () => {
    const customer = await signedInCustomer('stored-before@example.com');
    const users = openStore('users');
    const key = `id/${customer.userId}`;
    const { locale: _dropped, ...older } = (await users.get(key, { type: 'json' })) as Record<
      string,
      unknown
    >;
    await users.setJSON(key, older);
    expect(await currentUser(customer.cookie)).toMatchObject({ locale: 'en' });
  });
});

describe('PATCH /api/auth/user changes the language', () => {
  test('the signed-in customer changes their own language', async () => {
    const customer = await signedInCustomer('changes-language@example.com');
    const response = await changeLanguage(customer.cookie, { locale: 'de' });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ email: customer.email, locale: 'de' });
    expect(await currentUser(customer.cookie)).toMatchObject({ locale: 'de' });
    // Any of the six languages, live or not yet: the account keeps it for when it goes live.
    expect((await changeLanguage(customer.cookie, { locale: 'ja' })).status).toBe(200);
    expect((await findUserById(customer.userId))?.locale).toBe('ja');
  });

  test('refuses other values with a 400 and a message, and changes nothing', async () => {
    const customer = await signedInCustomer('hostile-language@example.com');
    const before = await findUserById(customer.userId);
    const bodies = [...HOSTILE_LOCALES.map((locale) => ({ locale })), {}, 'fr', ['fr']];
    for (const body of bodies) {
      const response = await changeLanguage(customer.cookie, body);
      expect(response.status, JSON.stringify(body).slice(0, 40)).toBe(400);
      expect((await response.json()).message).toEqual(expect.any(String));
    }
    expect(await findUserById(customer.userId)).toEqual(before);
    recordAttack({
      item: 10,
      attack: 'set the account’s language to a value that is not one of the shop’s',
      tries: bodies.length,
      outcome: 'refused',
    });
  });

  test('no one changes another customer’s language', async () => {
    const victim = await signedInCustomer('language-victim@example.com');
    const attacker = await signedInCustomer('language-attacker@example.com');
    const victimBefore = await findUserById(victim.userId);
    const tries = [
      // Naming the victim in the body: the session alone says whose account changes.
      () =>
        changeLanguage(attacker.cookie, {
          locale: 'it',
          id: victim.userId,
          userId: victim.userId,
          email: victim.email,
        }),
      // No session, or a forged one.
      () => changeLanguage(undefined, { locale: 'it' }),
      () => changeLanguage(`sid=${'A'.repeat(43)}`, { locale: 'it' }),
      // From another site, with the victim's cookie riding along.
      () =>
        changeLanguage(
          victim.cookie,
          { locale: 'it' },
          { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        ),
    ];
    const statuses = [];
    for (const attempt of tries) statuses.push((await attempt()).status);
    expect(statuses.slice(1)).toEqual([401, 401, 403]);
    expect(await findUserById(victim.userId)).toEqual(victimBefore);
    // The first call changed the attacker's own account, and only it.
    expect((await findUserById(attacker.userId))?.locale).toBe('it');
    recordAttack({
      item: 10,
      attack:
        "change another customer's language: their id in the body, no or a forged session, a cross-site call",
      tries: tries.length,
      outcome: 'no effect',
    });
  });
});
