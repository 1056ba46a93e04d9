/**
 * Password hashing with scrypt (N=2^17, r=8, p=1, a per-user salt, the parameters stored with the
 * hash, constant-time comparison). The test suite may hash at N=2^10
 * (PASSWORD_HASH_COST=test, refused outside a test run by env.ts).
 */
import {
  randomBytes,
  scrypt as scryptCallback,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { passwordHashCost } from '../../lib/env.ts';

type Cost = ReturnType<typeof passwordHashCost>;

/**
 * log2(N) of each cost, and its decoy: a real scrypt hash of a random secret nobody knows, with the
 * cost's parameters. A constant, so a cold function does not pay for computing one (which would
 * make unknown e-mails slower than known ones).
 */
const COSTS: Record<Cost, { logN: number; decoy: string }> = {
  production: {
    logN: 17,
    decoy:
      'scrypt$17$8$1$f0A3xWaWgF8bdJSxg00BDg==$+q5jS6YSip7I/iTspQFsHLbPEDynOY5zzqWE3Ahg4qG5tJEVxH/xlg1dRf732bS4cv0h/GpVviy++whtD0HsWQ==',
  },
  test: {
    logN: 10,
    decoy:
      'scrypt$10$8$1$buUdSLXDrvJtFv4BgmDL0A==$xBffx7TJ3dUDDO8xJ64pHcWwEcC+5lGehU456lsrnMid9vSrIE/RWrE2AbbeUtQ6SI7QCYOo1pu612aGR+Z4Ow==',
  },
};
const R = 8;
const P = 1;
const KEY_LENGTH = 64;
/** scrypt needs 128·N·r bytes (128 MiB at N=2^17); Node's default cap is 32 MiB. */
const MAX_MEMORY = 256 * 1024 * 1024;

function scrypt(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password.normalize('NFKC'), salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** 'scrypt$17$8$1$<salt b64>$<key b64>' */
export async function hashPassword(password: string): Promise<string> {
  const { logN } = COSTS[passwordHashCost()];
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, {
    N: 2 ** logN,
    r: R,
    p: P,
    maxmem: MAX_MEMORY,
  });
  return ['scrypt', logN, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Verifies with the parameters stored in the hash, so stronger settings later keep old hashes
 * valid. A hash cheaper than the cost in use (a test hash that reached real data) is refused,
 * after the decoy's work, so it answers in the same time as a wrong password.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, logN, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  // Written so that a logN that is not a number is refused too.
  if (!(Number(logN) >= COSTS[passwordHashCost()].logN)) return verifyAgainstDecoy(password);
  const expected = Buffer.from(key, 'base64');
  const actual = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, {
    N: 2 ** Number(logN),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEMORY,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** The decoy of a cost: what an unknown e-mail's password is checked against. */
export const decoyHashFor = (cost: Cost) => COSTS[cost].decoy;

/**
 * Spends the time of a real verification when there is no account, so a sign-in for an unknown
 * e-mail answers in the same time as a wrong password.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  await verifyPassword(password, decoyHashFor(passwordHashCost()));
  return false;
}
