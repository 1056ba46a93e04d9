/**
 * An expiry index beside a store's records, `expires/<UTC day>/<hour>/<name>`, written with the
 * record and walked behind a cursor, so a sweep never lists a family; the record's owner decides if
 * it is due. A second sweep of one store keeps its own index (docs/retention.md).
 */
import { openStore, type StoreName } from './blobs.ts';
import { BudgetSpent, type SweepBudget } from './sweep-budget.ts';

const HOUR_MS = 3_600_000;
/** The store's usual index; another is named by its caller. */
const DEFAULT_INDEX = 'expires';

const hourOf = (at: number) => new Date(at).toISOString().slice(0, 13);
/** `expires/2026-11-29/04/` of the hour `2026-11-29T04`. */
const bucketOf = (index: string, hour: string) => `${index}/${hour.replace('T', '/')}/`;
const nextHour = (hour: string) => hourOf(Date.parse(`${hour}:00:00.000Z`) + HOUR_MS);
const hoursBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}:00:00.000Z`) - Date.parse(`${from}:00:00.000Z`)) / HOUR_MS);

/**
 * Notes that `name` is due at `at`, which is never past: the sweep may have walked past that hour
 * (a record already due is deleted by its owner instead).
 */
export async function markExpiry(
  storeName: StoreName,
  name: string,
  at: number,
  index = DEFAULT_INDEX,
): Promise<void> {
  await openStore(storeName).setJSON(`${bucketOf(index, hourOf(at))}${name}`, {});
}

/** What the owner did with a due name: finished (deleted, or kept for good) or look again later. */
export type Settled = 'done' | { lookAgainAt: number };

export interface ExpirySweep {
  /** Due names handed to the owner in this run. */
  settled: number;
  /** Whole hours still to walk when the run stopped (0: caught up). */
  hoursBehind: number;
}

async function firstPage(storeName: StoreName, prefix: string, directories = false) {
  const pages = openStore(storeName).list({ prefix, paginate: true, directories });
  for await (const page of pages)
    return directories ? page.directories : page.blobs.map((b) => b.key);
  return [];
}

/** Where the walk stands: the cursor, else the earliest day noted, else the current hour. */
async function startHour(
  storeName: StoreName,
  index: string,
  budget: SweepBudget,
  now: number,
): Promise<string> {
  budget.take();
  const cursor = (await openStore(storeName).get(`${index}-cursor`, { type: 'json' })) as {
    hour?: unknown;
  } | null;
  if (typeof cursor?.hour === 'string' && /^\d{4}-\d\d-\d\dT\d\d$/.test(cursor.hour))
    return cursor.hour;
  budget.take();
  const days = (await firstPage(storeName, `${index}/`, true)).map((folder) =>
    folder.slice(index.length + 1).replace(/\/$/, ''),
  );
  const first = days.sort()[0];
  return first ? `${first}T00` : hourOf(now);
}

/**
 * Hands every name noted for an hour before `now`'s to `settle`, oldest hour first, deleting each
 * entry once settled (noting it again first when the owner asks), until the budget is spent. An
 * entry is deleted last, so a run cut off anywhere leaves it for the next.
 */
export async function sweepExpired(
  storeName: StoreName,
  budget: SweepBudget,
  now: number,
  settle: (name: string) => Promise<Settled>,
  index = DEFAULT_INDEX,
): Promise<ExpirySweep> {
  const store = openStore(storeName);
  const until = hourOf(now);
  let settled = 0;
  let hour = until;
  try {
    hour = await startHour(storeName, index, budget, now);
    while (hour < until) {
      budget.take();
      const bucket = bucketOf(index, hour);
      const keys = await firstPage(storeName, bucket);
      if (keys.length === 0) {
        hour = nextHour(hour);
        budget.take();
        await store.setJSON(`${index}-cursor`, { hour });
        continue;
      }
      for (const key of keys) {
        const name = key.slice(bucket.length);
        const outcome = await settle(name);
        if (outcome !== 'done') {
          budget.take();
          await markExpiry(storeName, name, Math.max(outcome.lookAgainAt, now + HOUR_MS), index);
        }
        budget.take();
        await store.delete(key);
        settled++;
      }
    }
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
  }
  return { settled, hoursBehind: Math.max(0, hoursBetween(hour, until)) };
}
