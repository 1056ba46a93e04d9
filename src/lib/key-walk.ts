/**
 * Walks a key family slice by slice (a hashed family by hex prefix: `rate/00` … `rate/ff`), behind
 * a cursor (`walk-cursor/<walk>` in the same store) that names the slice and the last key done in
 * it, so no run lists a whole family and a run cut off goes on where it stopped
 * (docs/retention.md).
 */
import { openStore, type StoreName } from './blobs.ts';
import { BudgetSpent, type SweepBudget } from './sweep-budget.ts';

/** `prefix` followed by every hex string of `digits` digits, in order. */
export function hexSlices(prefix: string, digits: number): string[] {
  return Array.from(
    { length: 16 ** digits },
    (_, i) => `${prefix}${i.toString(16).padStart(digits, '0')}`,
  );
}

export interface Walk {
  /** Slices finished in this run. */
  slices: number;
  /** True once a walk meant to run once has covered every slice. */
  finished: boolean;
}

interface Cursor {
  next: number;
  /** The last key done in slice `next`, when a run stopped inside it. */
  after: string | null;
  finished: boolean;
}

async function readCursor(storeName: StoreName, key: string, slices: number): Promise<Cursor> {
  const raw = (await openStore(storeName).get(key, { type: 'json' })) as Partial<Cursor> | null;
  return {
    next: Number.isInteger(raw?.next) ? raw!.next! % slices : 0,
    after: typeof raw?.after === 'string' ? raw.after : null,
    finished: raw?.finished === true,
  };
}

/**
 * Lists the next slices of `slices` and hands each key in turn to `visit`, until the budget is
 * spent (the cursor's last write is the one call a run adds past it); a walk `once` (a backfill)
 * stops for good after the last slice, any other starts again.
 */
export async function walkSlices(
  storeName: StoreName,
  walk: string,
  slices: readonly string[],
  budget: SweepBudget,
  visit: (key: string) => Promise<void>,
  once = false,
): Promise<Walk> {
  const store = openStore(storeName);
  const cursorKey = `walk-cursor/${walk}`;
  let walked = 0;
  let cursor: Cursor | null = null;
  try {
    budget.take();
    cursor = await readCursor(storeName, cursorKey, slices.length);
    while (!(once && cursor.finished) && walked < slices.length) {
      const keys: string[] = [];
      budget.take();
      for await (const page of store.list({ prefix: slices[cursor.next]!, paginate: true })) {
        if (keys.length > 0) budget.take();
        keys.push(...page.blobs.map(({ key }) => key));
      }
      for (const key of keys.sort()) {
        if (cursor.after !== null && key <= cursor.after) continue;
        await visit(key);
        cursor.after = key;
      }
      const next: number = (cursor.next + 1) % slices.length;
      cursor = { next, after: null, finished: cursor.finished || next === 0 };
      budget.take();
      await store.setJSON(cursorKey, cursor);
      walked++;
    }
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
    if (cursor?.after) await store.setJSON(cursorKey, cursor);
  }
  return { slices: walked, finished: cursor?.finished ?? false };
}
