import { describe, expect, test } from 'vitest';
import authUser from '../netlify/functions/auth-user.mts';
import signin from '../netlify/functions/auth-signin.mts';
import { hashPassword } from '../src/features/auth/password.server.ts';
import { changeUser, findUserByEmail } from '../src/features/auth/users.server.ts';
import { call, cookiesOf } from '../tests/support/call.ts';
import { useLocalBlobs } from '../tests/support/use-local-blobs.ts';
import { LOCAL_ADMIN, localAdminSettings, seedLocalData } from './seed-local.ts';

describe('the local admin npm start creates', () => {
  test('the documented defaults, added to the admin list', () => {
    expect(localAdminSettings({ ADMIN_EMAILS: 'boss@shop.example' })).toEqual({
      ...LOCAL_ADMIN,
      adminEmails: `boss@shop.example,${LOCAL_ADMIN.email}`,
    });
  });

  test('ADMIN_EMAIL and ADMIN_PASSWORD replace them; a list that already names the admin stays as it is', () => {
    const env = {
      ADMIN_EMAIL: ' Me@Shop.example ',
      ADMIN_PASSWORD: 'a long local password',
      ADMIN_EMAILS: 'me@shop.example, other@shop.example',
    };
    expect(localAdminSettings(env)).toEqual({
      email: 'me@shop.example',
      password: 'a long local password',
      adminEmails: env.ADMIN_EMAILS,
    });
  });

  test('reading the settings changes no environment variable', () => {
    const env = { ADMIN_EMAILS: 'boss@shop.example' };
    localAdminSettings(env);
    expect(env).toEqual({ ADMIN_EMAILS: 'boss@shop.example' });
  });
});

describe('the local admin account', () => {
  const admin = { email: 'seeded-admin@shop.example', password: 'the operator chose this' };
  useLocalBlobs({
    env: { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ADMIN_EMAILS: admin.email },
  });

  const isAdminAfterSignIn = async (password: string) => {
    const cookie = cookiesOf(
      await call(signin, '/api/auth/signin', { body: { email: admin.email, password } }),
    );
    return (
      (await (await call(authUser, '/api/auth/user', { cookie })).json()) as { isAdmin?: boolean }
    ).isAdmin;
  };

  test('is an admin at once: whoever runs npm start chose its password', async () => {
    await seedLocalData();
    expect(await isAdminAfterSignIn(admin.password)).toBe(true);
  });

  test('seeded before admins needed a proven password, it is one again at the next start', async () => {
    const user = (await findUserByEmail(admin.email))!;
    await changeUser(user.id, () => ({ passwordProvenAt: null }));
    expect(await isAdminAfterSignIn(admin.password)).toBe(false);
    await seedLocalData();
    expect(await isAdminAfterSignIn(admin.password)).toBe(true);
  });

  test('registered by someone else with a password of his own, it never becomes one', async () => {
    const user = (await findUserByEmail(admin.email))!;
    const squattersHash = await hashPassword('a squatter typed this');
    await changeUser(user.id, () => ({ passwordHash: squattersHash, passwordProvenAt: null }));
    await seedLocalData();
    expect(await isAdminAfterSignIn('a squatter typed this')).toBe(false);
  });
});
