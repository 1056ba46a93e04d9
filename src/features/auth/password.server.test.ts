import { afterEach, describe, expect, test } from 'vitest';
import { setEnv } from '../../../tests/support/env.ts';
import {
  decoyHashFor,
  hashPassword,
  verifyAgainstDecoy,
  verifyPassword,
} from './password.server.ts';

let restoreEnv = () => {};
afterEach(() => restoreEnv());
/**
 * The tests of hashing itself opt in to the production cost; the rest of the suite hashes at the
 * test cost.
 */
const atCost = (cost: 'production' | 'test') => (restoreEnv = setEnv({ PASSWORD_HASH_COST: cost }));
/**
 * 'scrypt$17$8$1' and the lengths of the salt and the key: what a verification's work depends on.
 */
const workOf = (hash: string) => {
  const [scheme, logN, r, p, salt, key] = hash.split('$');
  return {
    parameters: [scheme, logN, r, p].join('$'),
    saltLength: salt?.length,
    keyLength: key?.length,
  };
};

describe('password hashing', () => {
  test('stores scrypt with N=2^17, r=8, p=1 and a per-user salt', async () => {
    atCost('production');
    const [first, second] = await Promise.all([
      hashPassword('same password'),
      hashPassword('same password'),
    ]);
    expect(first).toMatch(/^scrypt\$17\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(first).not.toBe(second);
  });

  test('the test suite’s cost is N=2^10, with the same r, p, salt and key', async () => {
    atCost('test');
    expect(await hashPassword('same password')).toMatch(
      /^scrypt\$10\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/,
    );
  });

  test('verifies the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
  });

  test('refuses a hash cheaper than the cost in use, even with its right password', async () => {
    atCost('test');
    const cheap = await hashPassword('correct horse battery');
    atCost('production');
    expect(await verifyPassword('correct horse battery', cheap)).toBe(false);
  });

  test('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('anything', 'plain-text')).toBe(false);
  });

  test('the decoy spends the work of a verification and never succeeds', async () => {
    expect(await verifyAgainstDecoy('whatever')).toBe(false);
  });

  test.each(['production', 'test'] as const)(
    'the decoy of the %s cost is a hash of that cost',
    async (cost) => {
      atCost(cost);
      expect(workOf(decoyHashFor(cost))).toEqual(workOf(await hashPassword('a password')));
    },
  );
});
