/**
 * The re-drive's step 'invoices of orders from before invoices': walks `by-day/` oldest first from
 * its cursor, drafting each delivered order's missing invoice (and the credit note of one refunded
 * since), up to the day of its first run
 * (docs/decisions/0047-invoices-for-orders-from-before-invoices.md).
 */
import * as z from 'zod';
import { utcDay } from '../../lib/day-counts.ts';
import { positionInEntryName } from '../../lib/list-position.ts';
import { mapBounded } from '../../lib/map-bounded.ts';
import { listDayEntries, listDays, ordersByDay } from '../orders/order-indexes.server.ts';
import { findOrder } from '../orders/orders.server.ts';
import { findDocument, invoiceIdOf } from './billing-documents.server.ts';
import { draftMissingInvoice, draftRefundCreditNote } from './issue.server.ts';

/** Empty days cost a listing each: a run lists at most this many. */
const DAYS_PER_RUN = 31;
const AT_ONCE = 8;
const DAY_MS = 86_400_000;

/** Where the walk is: the day, and the last entry of it done (null: none yet). */
const positionSchema = z.object({ day: z.string(), after: z.string().nullable() });
/** The last day to walk (the first run's), and whether the walk got past it. */
const memoSchema = z.object({ until: z.string(), done: z.boolean() });
type Position = z.infer<typeof positionSchema>;

export interface BackfillInput {
  now: number;
  cursor: string | null;
  memo: string | null;
  /** Orders one run looks at, at most. */
  limit: number;
  outOfTime?: () => boolean;
}

export interface BackfillOutcome {
  cursor: string | null;
  left: number;
  more: boolean;
  oldestAt: number | null;
  memo: string;
  result: { looked: number; drafted: number; day: string | null } | 'done';
}

/** One bounded run; a fault stops it, and the next run goes on from the cursor kept before it. */
export async function backfillInvoices({
  now,
  cursor,
  memo,
  limit,
  outOfTime = () => false,
}: BackfillInput): Promise<BackfillOutcome> {
  const kept = parsed(memoSchema, memo);
  if (kept?.done)
    return { cursor: null, left: 0, more: false, oldestAt: null, memo: memo!, result: 'done' };
  const until = kept?.until ?? utcDay(now);
  // The first run lists the day folders once, for the oldest; later runs go day by day.
  let position: Position = parsed(positionSchema, cursor) ?? {
    day: (await listDays(ordersByDay)).sort()[0] ?? until,
    after: null,
  };
  let looked = 0;
  let drafted = 0;
  let left = 0;
  for (let days = 0; position.day <= until && looked < limit && days < DAYS_PER_RUN; days++) {
    if (outOfTime()) break;
    const { day, after } = position;
    const names = (await listDayEntries(ordersByDay, day))
      .filter((name) => after === null || name > after)
      .sort();
    const batch = names.slice(0, limit - looked);
    const done = await mapBounded(batch, AT_ONCE, draftForEntry);
    drafted += done.filter(Boolean).length;
    looked += batch.length;
    left = names.length - batch.length;
    if (left > 0) {
      position = { day, after: batch.at(-1)! };
      break;
    }
    position = { day: utcDay(Date.parse(day) + DAY_MS), after: null };
  }
  const finished = position.day > until;
  return {
    cursor: finished ? null : JSON.stringify(position),
    left,
    more: !finished,
    // History worked through at its own pace, not work kept waiting: no backlog alert.
    oldestAt: finished ? null : now,
    memo: JSON.stringify({ until, done: finished }),
    result: { looked, drafted, day: finished ? null : position.day },
  };
}

/** Drafts what the entry's delivered order lacks; true when it lacked its invoice. */
async function draftForEntry(name: string): Promise<boolean> {
  const position = positionInEntryName(name);
  if (!position) return false;
  // Drafted at delivery, or by an earlier run: nothing to read further.
  if (await findDocument(invoiceIdOf(position.id, 1))) return false;
  const order = await findOrder(position.id);
  if (!order || order.deliveredAt === null) return false;
  if (order.refundedAt !== null) await draftRefundCreditNote(order);
  else await draftMissingInvoice(order);
  return true;
}

function parsed<T>(schema: z.ZodType<T>, text: string | null): T | null {
  if (text === null) return null;
  try {
    const result = schema.safeParse(JSON.parse(text));
    return result.success ? result.data : null;
  } catch {
    return null;
  }
}
