import { describe, expect, test } from 'vitest';
import { LOCAL_ADMIN, localAdminSettings } from './seed-local.ts';

describe('the local admin npm start creates', () => {
  test('the documented defaults, added to the admin list', () => {
    expect(localAdminSettings({ ADMIN_EMAILS: 'boss@shop.example' })).toEqual({ ...LOCAL_ADMIN, adminEmails: `boss@shop.example,${LOCAL_ADMIN.email}` });
  });

  test('ADMIN_EMAIL and ADMIN_PASSWORD replace them; a list that already names the admin stays as it is', () => {
    const env = { ADMIN_EMAIL: ' Me@Shop.example ', ADMIN_PASSWORD: 'a long local password', ADMIN_EMAILS: 'me@shop.example, other@shop.example' };
    expect(localAdminSettings(env)).toEqual({ email: 'me@shop.example', password: 'a long local password', adminEmails: env.ADMIN_EMAILS });
  });

  test('reading the settings changes no environment variable', () => {
    const env = { ADMIN_EMAILS: 'boss@shop.example' };
    localAdminSettings(env);
    expect(env).toEqual({ ADMIN_EMAILS: 'boss@shop.example' });
  });
});
