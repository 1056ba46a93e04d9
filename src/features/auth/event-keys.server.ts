/**
 * Counting events (sign-in attempts, account mails) with one Blobs key per event,
 * `<prefix><15-digit time>-<16 hex>`, never a counter read and rewritten: each caller writes its
 * key, then lists, so the last to list sees every other and a burst is counted whole
 * (docs/decisions/0006-sign-in-throttling-with-device-cookies.md).
 */
import { randomBytes } from 'node:crypto';
import { openStore, type StoreName } from '../../lib/blobs.ts';
import { walkSlices, type Walk } from '../../lib/key-walk.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';

const EVENT_KEY = /^(\d{15})-[0-9a-f]{16}$/;

/**
 * The time of an event key's last segment, or null for any other name (a write's temporary file, a
 * record).
 */
function eventTime(name: string): number | null {
  const match = EVENT_KEY.exec(name);
  return match ? Number(match[1]) : null;
}

/** A fresh key for an event at `now` under `prefix`. */
export function newEventKey(prefix: string, now: number): string {
  return `${prefix}${String(now).padStart(15, '0')}-${randomBytes(8).toString('hex')}`;
}

/**
 * The keys under a prefix. The local Blobs server's list stops early, silently, when a file
 * vanishes as it reads (a concurrent write's temporary file, a deleted key): a list lacking the
 * caller's own keys is taken again, and every list's keys are kept.
 */
async function keysUnder(
  storeName: StoreName,
  prefix: string,
  own: readonly string[],
): Promise<Set<string>> {
  const store = openStore(storeName);
  const seen = new Set<string>();
  for (let tries = 0; tries < 5; tries++) {
    for (const { key } of (await store.list({ prefix })).blobs) seen.add(key);
    // Without own keys (a pre-check) one list is taken: a short one only lets the caller reach its
    // own check.
    if (
      own.length === 0 ||
      (tries > 0 && own.every((key) => !key.startsWith(prefix) || seen.has(key)))
    )
      break;
  }
  return seen;
}

/**
 * The times of the events under `prefix` still in the window, oldest first, leaving out the
 * caller's own keys (it counts the others); older keys are deleted. Other names under the prefix
 * (a write's temporary file, locally) are neither counted nor touched.
 */
export async function eventTimes(
  storeName: StoreName,
  prefix: string,
  windowMs: number,
  now: number,
  own: readonly string[] = [],
): Promise<number[]> {
  const times: number[] = [];
  const stale: string[] = [];
  for (const key of await keysUnder(storeName, prefix, own)) {
    const time = eventTime(key.slice(prefix.length));
    if (time === null) continue;
    if (now - time >= windowMs) stale.push(key);
    else if (!own.includes(key)) times.push(time);
  }
  const store = openStore(storeName);
  await Promise.all(stale.map((key) => store.delete(key)));
  return times.sort((a, b) => a - b);
}

/**
 * Deletes the event keys at least `olderThanMs` old: a count prunes its keys only when counted
 * again, so an IP seen once would keep them for ever. Slice by slice (each count's kind and the
 * first hex digit of its hash), behind the walk's cursor, within the budget.
 */
export function sweepEventKeys(
  storeName: StoreName,
  walk: string,
  slices: readonly string[],
  olderThanMs: number,
  now: number,
  budget: SweepBudget,
): Promise<Walk> {
  const store = openStore(storeName);
  return walkSlices(storeName, walk, slices, budget, async (key) => {
    const time = eventTime(key.slice(key.lastIndexOf('/') + 1));
    if (time === null || now - time < olderThanMs) return;
    budget.take();
    await store.delete(key);
  });
}
