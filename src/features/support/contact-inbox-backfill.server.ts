/**
 * Lists in staff's inbox the messages received before the index: a month at a time, newest first,
 * `limit` a call, from its cursor; each status comes from its thread. Rewriting an entry changes
 * nothing, so a cut-off call is repeated.
 */
import * as z from 'zod';
import { storeFamily } from '../../lib/store-family.ts';
import { indexInInbox } from './contact-inbox-index.server.ts';
import { listMessageIdsOfMonth } from './contact-messages.server.ts';
import { readThread } from './contact-threads.server.ts';

/** No message is older: the contact form came with the shop's first year. */
const FIRST_MONTH = '2026-01';
const AT_ONCE = 8;

const cursorSchema = z.object({
  /** The month being listed, and the last message of it done (null: none yet). */
  month: z.string(),
  before: z.string().nullable(),
  done: z.boolean(),
});
type Cursor = z.infer<typeof cursorSchema>;
const cursors = storeFamily('contact', 'inbox-backfill/', cursorSchema);

const monthOf = (ms: number) => new Date(ms).toISOString().slice(0, 7);
function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return monthOf(Date.UTC(year, number - 2, 1));
}

/** One bounded call; `left` is false once every older message is listed. */
export async function backfillInboxIndex(
  limit = 200,
  outOfTime: () => boolean = () => false,
  now = Date.now(),
): Promise<{ indexed: number; left: boolean }> {
  let cursor: Cursor = (await cursors.readIfValid('cursor')) ?? {
    month: monthOf(now),
    before: null,
    done: false,
  };
  let indexed = 0;
  // One listing per month a call, not one per batch: a month's listing grows with its messages.
  const listed = new Map<string, string[]>();
  while (!cursor.done && indexed < limit && !outOfTime()) {
    const { month, before } = cursor;
    const monthIds = listed.get(month) ?? (await listMessageIdsOfMonth(month));
    listed.set(month, monthIds);
    const ids = monthIds.filter((id) => !before || id < before);
    const batch = ids.slice(0, Math.min(AT_ONCE, limit - indexed));
    await Promise.all(
      batch.map(async (id) => indexInInbox(id, (await readThread(id))?.answered === true)),
    );
    indexed += batch.length;
    if (batch.length < ids.length) cursor = { ...cursor, before: batch.at(-1)! };
    else if (cursor.month > FIRST_MONTH)
      cursor = { month: previousMonth(cursor.month), before: null, done: false };
    else cursor = { ...cursor, done: true };
    await cursors.write('cursor', cursor);
  }
  return { indexed, left: !cursor.done };
}
