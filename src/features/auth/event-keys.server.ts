/**
 * The one-key-per-event keys sign-in failures and account mails were counted with before their day
 * records (src/lib/day-counts.ts). Nothing writes or counts them now; a walk that runs once deletes
 * the rest (docs/decisions/0038-consistency-of-listings.md).
 */
import { openStore, type StoreName } from '../../lib/blobs.ts';
import { walkSlices, type Walk } from '../../lib/key-walk.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';

const EVENT_KEY = /^\d{15}-[0-9a-f]{16}$/;

/**
 * Deletes the old event keys under `slices` (each count's kind and the first hex digit of its
 * hash), behind the walk's cursor, within the budget; other names there (a record from before
 * event keys) are left alone. Once every slice is walked, a run costs one read.
 */
export function deleteOldEventKeys(
  storeName: StoreName,
  walk: string,
  slices: readonly string[],
  budget: SweepBudget,
): Promise<Walk> {
  const store = openStore(storeName);
  return walkSlices(
    storeName,
    walk,
    slices,
    budget,
    async (key) => {
      if (!EVENT_KEY.test(key.slice(key.lastIndexOf('/') + 1))) return;
      budget.take();
      await store.delete(key);
    },
    true,
  );
}
