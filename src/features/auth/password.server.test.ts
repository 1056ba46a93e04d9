import { describe, expect, test } from 'vitest';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './password.server.ts';

describe('password hashing', () => {
  test('stores scrypt with N=2^17, r=8, p=1 and a per-user salt', async () => {
    const [first, second] = await Promise.all([hashPassword('same password'), hashPassword('same password')]);
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);
  });

  test('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  test('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  test('the decoy spends the work of a verification and never succeeds', async () => {
    expect(await verifyAgainstDecoy('whatever')).toBe(false);
  });
});
