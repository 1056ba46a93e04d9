/**
 * Failed sign-ins per account, IP and device cookie, one day record per count
 * (src/lib/day-counts.ts): an attempt is added before its password is checked, at the version read,
 * so a burst gets at most FREE_ATTEMPTS checks. Why:
 * docs/decisions/0006-sign-in-throttling-with-device-cookies.md.
 */
import { openStore } from '../../../lib/blobs.ts';
import {
  addEntry,
  type Count,
  type CountRead,
  dayCountSchema,
  lastDayPast,
  newEntryId,
  readCount,
  removeCount,
  removeEntry,
  timesIn,
} from '../../../lib/day-counts.ts';
import { deletePastDays } from '../../../lib/day-walk.ts';
import { sha256Hex } from '../../../lib/hash.ts';
import { hexSlices } from '../../../lib/key-walk.ts';
import { storeFamily } from '../../../lib/store-family.ts';
import type { SweepBudget } from '../../../lib/sweep-budget.ts';
import { normaliseEmail } from '../auth.ts';
import { networkOf } from './ip-network.server.ts';
import { deleteOldEventKeys } from '../event-keys.server.ts';

export const FREE_ATTEMPTS = 5;
const BASE_DELAY_MS = 15_000;
const MAX_DELAY_MS = 15 * 60_000;
/** A quiet day forgets an account's or a device's old failures. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;
const IP_FAILURE_LIMIT = 20;
const IP_WINDOW_MS = 15 * 60_000;
const DEVICE_FAILURE_LIMIT = 5;

const failures = storeFamily('users', 'throttle/', dayCountSchema);

const accountCount = (email: string): Count => ({
  name: `account-${sha256Hex(normaliseEmail(email))}`,
  windowMs: FORGET_AFTER_MS,
});
const ipCount = (ip: string): Count => ({
  name: `ip-${sha256Hex(networkOf(ip))}`,
  windowMs: IP_WINDOW_MS,
});

const deviceCount = (nonce: string): Count => ({
  name: `device-${sha256Hex(nonce)}`,
  windowMs: FORGET_AFTER_MS,
});

/**
 * Deletes the days of failures no window counts any more, listing one past day at a time, and the
 * one-key-per-failure keys left from before the day records, in one walk (docs/retention.md).
 */
export async function sweepExpiredFailures(budget: SweepBudget, now = Date.now()) {
  const lastDay = lastDayPast(now, Math.max(FORGET_AFTER_MS, IP_WINDOW_MS));
  const days = await deletePastDays(
    openStore('users'),
    'sign-in-failure-days',
    'throttle/',
    lastDay,
    budget,
  );
  const slices = ['account', 'ip', 'device'].flatMap((kind) => hexSlices(`throttle/${kind}-`, 1));
  const oldKeys = await deleteOldEventKeys('users', 'old-sign-in-failures', slices, budget);
  return { ...days, oldKeys };
}

export function delayAfter(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** (failures - FREE_ATTEMPTS));
}

/** A failed attempt until it succeeds: its entry in each count it was added to. */
export interface Attempt {
  readonly id: string;
  readonly at: number;
  readonly counts: readonly Count[];
}

const untrustedCounts = (email: string, ip: string | undefined): Count[] => [
  accountCount(email),
  ...(ip ? [ipCount(ip)] : []),
];

/**
 * Milliseconds an untrusted client must wait (0 when free), from the counts as read: the account's
 * growing delay, or the IP's window once it has used up its failures.
 */
function waitOn(counts: Count[], reads: CountRead[], now: number, except?: string): number {
  const [account, fromIp = []] = counts.map((count, i) => timesIn(reads[i]!, count, now, except));
  const accountWait =
    account!.length < FREE_ATTEMPTS ? 0 : account!.at(-1)! + delayAfter(account!.length) - now;
  // Free again once the oldest failure that keeps the IP at its limit leaves the window.
  const ipWait =
    fromIp.length < IP_FAILURE_LIMIT
      ? 0
      : fromIp[fromIp.length - IP_FAILURE_LIMIT]! + IP_WINDOW_MS - now;
  return Math.max(0, accountWait, ipWait);
}

/** How long an untrusted client must still wait, reading only (the pre-check). */
export async function untrustedWait(
  email: string,
  ip: string | undefined,
  now = Date.now(),
): Promise<number> {
  const counts = untrustedCounts(email, ip);
  const reads = await Promise.all(counts.map((count) => readCount(failures, count, now)));
  return waitOn(counts, reads, now);
}

/**
 * An untrusted attempt on the account (and the IP): read, and turned away unrecorded when it must
 * wait; otherwise added to the counts before its password is checked, and then it waits on every
 * failure its write came after. The attempt is null when nothing was written.
 */
export async function claimUntrustedAttempt(
  email: string,
  ip: string | undefined,
  now = Date.now(),
): Promise<{ waitMs: number; attempt: Attempt | null }> {
  const counts = untrustedCounts(email, ip);
  const reads = await Promise.all(counts.map((count) => readCount(failures, count, now)));
  const before = waitOn(counts, reads, now);
  if (before > 0) return { waitMs: before, attempt: null };
  const attempt: Attempt = { id: newEntryId(), at: now, counts };
  const seen = await Promise.all(
    counts.map((count, i) => addEntry(failures, count, attempt.id, now, reads[i]!)),
  );
  // Lost every try: the count is full of others' failures, so the longest wait.
  if (seen.some((read) => read === null)) return { waitMs: MAX_DELAY_MS, attempt };
  return { waitMs: waitOn(counts, seen as CountRead[], now, attempt.id), attempt };
}

/**
 * An attempt with this device cookie: true while the cookie has fewer than 5 failures of its own
 * in the window, counting the ones its entry was written after. An attempt turned away at the
 * read writes nothing; one past the limit within a burst keeps its entry as one of the cookie's
 * failures.
 */
export async function claimDeviceTrust(nonce: string, now = Date.now()): Promise<boolean> {
  const count = deviceCount(nonce);
  const read = await readCount(failures, count, now);
  if (timesIn(read, count, now).length >= DEVICE_FAILURE_LIMIT) return false;
  const id = newEntryId();
  const seen = await addEntry(failures, count, id, now, read);
  return seen !== null && timesIn(seen, count, now, id).length < DEVICE_FAILURE_LIMIT;
}

/** After a success: the attempt was no failure. */
export async function withdrawAttempt({ id, at, counts }: Attempt): Promise<void> {
  await Promise.all(counts.map((count) => removeEntry(failures, count, id, at)));
}

/** After a success from this device: its cookie is replaced, so its count is dropped. */
export async function forgetDeviceFailures(nonce: string, now = Date.now()): Promise<void> {
  await removeCount(failures, deviceCount(nonce), now);
}

/** After a success from an untrusted client or a password reset: the account starts afresh. */
export async function clearSignInFailures(email: string, now = Date.now()): Promise<void> {
  await removeCount(failures, accountCount(email), now);
}

/** The account's failed sign-ins still counted, oldest first (a customer's data download). */
export async function accountFailureTimes(email: string, now = Date.now()): Promise<number[]> {
  const count = accountCount(email);
  return timesIn(await readCount(failures, count, now), count, now);
}
