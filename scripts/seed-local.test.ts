import { describe, expect, test, vi } from 'vitest';
import authUser from '../netlify/functions/auth-user.mts';
import secondFactor from '../netlify/functions/auth-second-factor.mts';
import signin from '../netlify/functions/auth-signin.mts';
import { codeAt } from '../src/features/staff/totp.server.ts';
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
  const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
  useLocalBlobs({
    env: {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ADMIN_EMAILS: admin.email,
      ADMIN_TOTP_SECRET: totpSecret,
    },
  });

  /** The staff role after the password and, when asked for, the code of the seeded secret. */
  const roleAfterSignIn = async (password: string) => {
    const signedIn = await call(signin, '/api/auth/signin', {
      body: { email: admin.email, password },
    });
    let cookie = cookiesOf(signedIn);
    if (((await signedIn.json()) as { needsSecondFactor?: boolean }).needsSecondFactor) {
      const given = await call(secondFactor, '/api/auth/second-factor', {
        body: { code: await codeAt(totpSecret) },
        cookie,
      });
      expect(given.status).toBe(200);
      cookie = cookiesOf(given);
    }
    const user = await call(authUser, '/api/auth/user', { cookie });
    return ((await user.json()) as { staffRole?: string | null }).staffRole;
  };

  test('is an owner at once, with the authenticator secret the banner prints', async () => {
    const seeded = await seedLocalData();
    expect(seeded.totpSecret).toBe(totpSecret);
    expect(await roleAfterSignIn(admin.password)).toBe('owner');
  });

  test('seeded before admins needed a proven password, it is one again at the next start', async () => {
    const user = (await findUserByEmail(admin.email))!;
    await changeUser(user.id, () => ({ passwordProvenAt: null }));
    expect(await roleAfterSignIn(admin.password)).toBeNull();
    await seedLocalData();
    // The next step's code: the one of this step was used by the first test.
    vi.setSystemTime(Date.now() + 30_000);
    try {
      expect(await roleAfterSignIn(admin.password)).toBe('owner');
    } finally {
      vi.useRealTimers();
    }
  });

  test('registered by someone else with a password of his own, it never becomes one', async () => {
    const user = (await findUserByEmail(admin.email))!;
    const squattersHash = await hashPassword('a squatter typed this');
    await changeUser(user.id, () => ({ passwordHash: squattersHash, passwordProvenAt: null }));
    const seeded = await seedLocalData();
    expect(seeded.totpSecret).toBeNull();
    expect(await roleAfterSignIn('a squatter typed this')).toBeNull();
  });
});
