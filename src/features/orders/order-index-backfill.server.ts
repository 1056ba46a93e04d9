/**
 * Fills `by-state-destination/` for orders failed or refunded before it existed, from `by-state/`,
 * oldest day first, from its cursor; rewriting an entry changes nothing, so a cut-off call is
 * repeated. Orders in flight get theirs from the re-drive's repair of stuck orders.
 */
import * as z from 'zod';
import { positionsIn } from '../../lib/newest-first-page.ts';
import {
  listDayEntries,
  listDays,
  ordersInFinalState,
  writeStateDestinationEntries,
} from './order-indexes.server.ts';
import { orderStateOf } from './order-state.ts';
import { ordersStoreFamily } from './orders-store.server.ts';
import { findOrder } from './orders.server.ts';

const STATES = ['failed', 'refunded'] as const;
const cursorSchema = z.object({
  state: z.enum(STATES),
  /** The day being filled, and the last entry of it done (null: none yet). */
  day: z.string().nullable(),
  after: z.string().nullable(),
  done: z.boolean(),
});
type Cursor = z.infer<typeof cursorSchema>;
const cursors = ordersStoreFamily('index-backfill/', cursorSchema);
const NAME = 'state-destination';
const AT_ONCE = 8;

/** One bounded call; `left` is false once every older order is indexed. */
export async function backfillStateDestinationIndex(
  limit = 200,
  outOfTime: () => boolean = () => false,
): Promise<{ indexed: number; left: boolean }> {
  const start: Cursor = { state: 'failed', day: null, after: null, done: false };
  let cursor = (await cursors.readIfValid(NAME)) ?? start;
  let indexed = 0;
  while (!cursor.done && indexed < limit && !outOfTime()) {
    const list = ordersInFinalState(cursor.state);
    const day = (await listDays(list)).sort().find((listed) => listed >= (cursor.day ?? ''));
    if (!day) {
      const next = STATES[STATES.indexOf(cursor.state) + 1];
      cursor = next
        ? { state: next, day: null, after: null, done: false }
        : { ...cursor, done: true };
      continue;
    }
    const after = day === cursor.day ? cursor.after : null;
    const names = (await listDayEntries(list, day)).sort().filter((name) => !after || name > after);
    const batch = names.slice(0, Math.min(AT_ONCE, limit - indexed));
    await Promise.all(batch.map((name) => indexOne(cursor.state, name)));
    indexed += batch.length;
    cursor =
      batch.length < names.length
        ? { ...cursor, day, after: batch.at(-1)! }
        : { ...cursor, day: nextDay(day), after: null };
    await cursors.write(NAME, cursor);
  }
  return { indexed, left: !cursor.done };
}

async function indexOne(state: (typeof STATES)[number], name: string): Promise<void> {
  const [position] = positionsIn([name]);
  const order = position ? await findOrder(position.id) : null;
  if (order && orderStateOf(order) === state) await writeStateDestinationEntries(order);
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
