/**
 * Failed sign-ins, counted per account, per IP and per device cookie. One key per attempt, written
 * before the password is checked, then the attempt waits on the failures it sees besides its own:
 * a burst of concurrent guesses gets at most FREE_ATTEMPTS password checks. Why this shape, not a
 * counter or a rank by time: docs/decisions/0006-sign-in-throttling-with-device-cookies.md.
 */
import { isIPv6 } from 'node:net';
import { openStore } from '../../lib/blobs.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { hexSlices } from '../../lib/key-walk.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import { normaliseEmail } from './auth.ts';
import { eventTimes, newEventKey, sweepEventKeys } from './event-keys.server.ts';

export const FREE_ATTEMPTS = 5;
const BASE_DELAY_MS = 15_000;
const MAX_DELAY_MS = 15 * 60_000;
/** A quiet day forgets an account's or a device's old failures. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
const IP_FAILURE_LIMIT = 20;
const IP_WINDOW_MS = 15 * 60_000;
const DEVICE_FAILURE_LIMIT = 5;

/** A count of failures: its key prefix and how long a failure counts. */
interface Count {
  prefix: string;
  windowMs: number;
}

// `account-…` rather than the old `throttle/<hash>` record's name: locally a key cannot be both a
// blob and a folder, and a store may still hold such a record.
const accountCount = (email: string): Count => ({
  prefix: `throttle/account-${sha256Hex(normaliseEmail(email))}/`,
  windowMs: FORGET_AFTER_MS,
});
const ipCount = (ip: string): Count => ({
  prefix: `throttle/ip-${sha256Hex(networkOf(ip))}/`,
  windowMs: IP_WINDOW_MS,
});

/**
 * The network an address counts for: an IPv4 address itself (also when written IPv4-mapped), an
 * IPv6 address's /64, the smallest block a subscriber is usually given: otherwise one
 * household could rotate through billions of addresses, each with its own 20 failures.
 */
export function networkOf(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  // An embedded IPv4 tail (::1.2.3.4) fills the last two groups.
  const hex = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_, a, b, c, d) => `${((+a << 8) | +b).toString(16)}:${((+c << 8) | +d).toString(16)}`,
  );
  const [head = '', tail] = hex.split('::');
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
const deviceCount = (nonce: string): Count => ({
  prefix: `throttle/device-${sha256Hex(nonce)}/`,
  windowMs: FORGET_AFTER_MS,
});

/**
 * Deletes failures older than the longest window (a day), whichever count they are in, a slice of
 * each count at a time within the budget (docs/retention.md).
 */
export function sweepExpiredFailures(budget: SweepBudget, now = Date.now()) {
  const slices = ['account', 'ip', 'device'].flatMap((kind) => hexSlices(`throttle/${kind}-`, 1));
  return sweepEventKeys(
    'users',
    'sign-in-failures',
    slices,
    Math.max(FORGET_AFTER_MS, IP_WINDOW_MS),
    now,
    budget,
  );
}

export function delayAfter(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_ATTEMPTS));
}

/**
 * The failures of a count still in its window, oldest first, but the attempt's own keys (pruning
 * older ones).
 */
function failureTimes(
  { prefix, windowMs }: Count,
  now: number,
  own: readonly string[] = [],
): Promise<number[]> {
  return eventTimes('users', prefix, windowMs, now, own);
}

/** A sign-in attempt recorded before its password is checked: the keys it wrote. */
export interface Attempt {
  readonly keys: readonly string[];
}

async function recordAttempt(counts: Count[], now: number): Promise<Attempt> {
  const keys = counts.map(({ prefix }) => newEventKey(prefix, now));
  await Promise.all(keys.map((key) => openStore('users').set(key, '1')));
  return { keys };
}

/** After a success: the attempt's keys were no failure. */
export async function withdrawAttempt({ keys }: Attempt): Promise<void> {
  const store = openStore('users');
  await Promise.all(keys.map((key) => store.delete(key)));
}

async function forget({ prefix }: Count): Promise<void> {
  const store = openStore('users');
  const { blobs } = await store.list({ prefix });
  await Promise.all(blobs.map(({ key }) => store.delete(key)));
}

/**
 * Milliseconds an untrusted client must still wait (0 when free): the account's growing delay,
 * or the IP's window when it has used up its failures. Counts every failure in the window but
 * the attempt's own keys.
 */
async function waitOnFailures(
  email: string,
  ip: string | undefined,
  now: number,
  own: readonly string[],
): Promise<number> {
  const [account, fromIp] = await Promise.all([
    failureTimes(accountCount(email), now, own),
    ip ? failureTimes(ipCount(ip), now, own) : [],
  ]);
  const accountWait =
    account.length < FREE_ATTEMPTS ? 0 : account.at(-1)! + delayAfter(account.length) - now;
  // Free again once the oldest failure that keeps the IP at its limit leaves the window.
  const ipWait =
    fromIp.length < IP_FAILURE_LIMIT
      ? 0
      : fromIp[fromIp.length - IP_FAILURE_LIMIT]! + IP_WINDOW_MS - now;
  return Math.max(0, accountWait, ipWait);
}

/** The pre-check, before anything is written: how long an untrusted client must still wait. */
export async function untrustedWait(
  email: string,
  ip: string | undefined,
  now = Date.now(),
): Promise<number> {
  return waitOnFailures(email, ip, now, []);
}

/** Records an untrusted attempt on the account and the IP, before its password is checked. */
export async function startUntrustedAttempt(
  email: string,
  ip: string | undefined,
  now = Date.now(),
): Promise<Attempt> {
  return recordAttempt([accountCount(email), ...(ip ? [ipCount(ip)] : [])], now);
}

/** After recording: how long this attempt must wait, counting every other attempt it can see. */
export async function untrustedAttemptWait(
  email: string,
  ip: string | undefined,
  attempt: Attempt,
  now = Date.now(),
): Promise<number> {
  return waitOnFailures(email, ip, now, attempt.keys);
}

/**
 * The pre-check: true while this device cookie has fewer than 5 failures of its own in the window.
 */
export async function deviceStillTrusted(nonce: string, now = Date.now()): Promise<boolean> {
  return (await failureTimes(deviceCount(nonce), now)).length < DEVICE_FAILURE_LIMIT;
}

/** Records an attempt with this device cookie, before its password is checked. */
export async function startDeviceAttempt(nonce: string, now = Date.now()): Promise<Attempt> {
  return recordAttempt([deviceCount(nonce)], now);
}

/** After recording: true while the cookie's other attempts in the window number fewer than 5. */
export async function deviceAttemptTrusted(
  nonce: string,
  attempt: Attempt,
  now = Date.now(),
): Promise<boolean> {
  return (await failureTimes(deviceCount(nonce), now, attempt.keys)).length < DEVICE_FAILURE_LIMIT;
}

/** After a success from this device: its cookie is replaced, so its count is dropped. */
export async function forgetDeviceFailures(nonce: string): Promise<void> {
  await forget(deviceCount(nonce));
}

/** After a success from an untrusted client or a password reset: the account starts afresh. */
export async function clearSignInFailures(email: string): Promise<void> {
  await forget(accountCount(email));
}
