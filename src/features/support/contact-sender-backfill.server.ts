/**
 * Writes the `by-sender/` entries of messages saved before that index, so their senders' data
 * download and erasure find them: days oldest first from its cursor, within the sweep's budget, up
 * to the day of its first run; then it stops.
 */
import * as z from 'zod';
import { storeFamily } from '../../lib/store-family.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import { BudgetSpent } from '../../lib/sweep-budget.ts';
import { indexSenderOf, listMessageIdsOfDay } from './contact-messages.server.ts';

const DAY_MS = 86_400_000;
/** No message is older: the contact form came with the shop's first year. */
const FIRST_DAY = '2026-01-01';
/** Messages indexed side by side; each costs a read and a write. */
const AT_ONCE = 8;

const day = z.string().regex(/^\d{4}-\d\d-\d\d$/);
const cursorSchema = z.object({
  /** The day being walked, and the last message of it done (null: none yet). */
  day,
  after: z.string().nullable(),
  /** The day of the first run, the last one walked. */
  until: day,
});
type Cursor = z.infer<typeof cursorSchema>;
const cursors = storeFamily('contact', 'sender-backfill/', cursorSchema);

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const nextDay = (of: string) => dayOf(Date.parse(`${of}T00:00:00.000Z`) + DAY_MS);

/** The next batch of `cursor.day`'s messages, and where the walk stands after it. */
async function nextBatch(cursor: Cursor): Promise<{ batch: string[]; next: Cursor }> {
  const ids = (await listMessageIdsOfDay(cursor.day)).filter(
    (id) => cursor.after === null || id > cursor.after,
  );
  const batch = ids.slice(0, AT_ONCE);
  const next =
    batch.length < ids.length
      ? { ...cursor, after: batch.at(-1)! }
      : { ...cursor, day: nextDay(cursor.day), after: null };
  return { batch, next };
}

/** One bounded run; `left` is false once the walk has passed its last day. */
export async function backfillSenderIndex(budget: SweepBudget, now = Date.now()) {
  let indexed = 0;
  let left = true;
  try {
    budget.take();
    let cursor = (await cursors.readIfValid('cursor')) ?? {
      day: FIRST_DAY,
      after: null,
      until: dayOf(now),
    };
    while (cursor.day <= cursor.until) {
      budget.take();
      const { batch, next } = await nextBatch(cursor);
      // Taken before any of the batch's calls: a batch runs whole or not at all.
      for (let i = 0; i < batch.length * 2 + 1; i++) budget.take();
      await Promise.all(batch.map(indexSenderOf));
      indexed += batch.length;
      // Written after its entries: a run cut off, or a slower run's older cursor, only repeats.
      await cursors.write('cursor', next);
      cursor = next;
    }
    left = false;
  } catch (error) {
    if (!(error instanceof BudgetSpent)) throw error;
  }
  return { indexed, left };
}
