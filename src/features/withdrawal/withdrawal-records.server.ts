/**
 * An order's withdrawal (`withdrawal/<orderId>`, created onlyIfNew, so it is received once), with
 * staff's newest-first list in hour folders and the re-drive's `withdrawal-pending/` entry, both
 * written first (ARCHITECTURE.md's orders store table; docs/decisions/0042-withdrawal-function.md).
 */
import * as z from 'zod';
import { cursorOf, dayOf, entryNameOf, type ListPosition } from '../../lib/list-position.ts';
import { newestFirstPage, type DayIndex } from '../../lib/newest-first-page.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import { listPendingWithdrawal } from './withdrawal-pending.server.ts';
import { withdrawalOutcomes } from './withdrawal-period.ts';

const withdrawalRecordSchema = z.object({
  orderId: z.string(),
  userId: z.string(),
  /** The name the buyer gave, and the address the acknowledgement went to. */
  name: z.string(),
  email: z.string(),
  receivedAt: z.string(),
  /** How it came: the mailed link (signed out) or My Orders (signed in). */
  via: z.enum(['link', 'account']),
  locale: z.string(),
  timeZone: z.string().nullable(),
  outcome: z.enum(withdrawalOutcomes).nullable(),
  /** Why the shop refunds nothing itself (the refund rule's reason), when it does not. */
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
});
export type WithdrawalRecord = z.infer<typeof withdrawalRecordSchema>;

const withdrawals = ordersStoreFamily('withdrawal/', withdrawalRecordSchema);
const byDay = ordersStoreFamily('withdrawal-by-day/', z.object({}));

const positionOf = (record: Pick<WithdrawalRecord, 'receivedAt' | 'orderId'>): ListPosition => ({
  ms: Date.parse(record.receivedAt),
  id: record.orderId,
});
const hourOf = (position: ListPosition) => new Date(position.ms).toISOString().slice(11, 13);
const entryOf = (position: ListPosition) =>
  `${dayOf(position)}/${hourOf(position)}/${entryNameOf(position)}`;

/** The days, their hours, and the entries written right in a day before there were hours. */
function hourlyIndex(): DayIndex {
  const unfoldered = new Map<string, string[]>();
  return {
    listDays: () => byDay.listFolders(),
    async listParts(day) {
      const { folders, names } = await byDay.listLevel(`${day}/`);
      unfoldered.set(day, names);
      // '' sorts last: such entries are older than any hour folder of their day.
      return names.length > 0 ? [...folders, ''] : folders;
    },
    listEntries: async (day, hour) =>
      hour ? byDay.listNames(`${day}/${hour}/`) : (unfoldered.get(day) ?? []),
  };
}

export function findWithdrawal(orderId: string): Promise<WithdrawalRecord | null> {
  return withdrawals.read(orderId);
}

/** Records the withdrawal; false when one of this order was received already. */
export async function recordWithdrawalOnce(record: WithdrawalRecord): Promise<boolean> {
  // The indexes first: an entry without its record is skipped on read; a record is never unlisted.
  await listPendingWithdrawal(record.orderId, Date.parse(record.receivedAt));
  await byDay.write(entryOf(positionOf(record)), {});
  return withdrawals.createIfNew(record.orderId, record);
}

type Outcome = NonNullable<WithdrawalRecord['outcome']>;

/**
 * Adds the outcome to the withdrawal of `orderId` unless one was written first (the confirm
 * request and the re-drive may both decide); answers the record with the outcome that stands.
 */
export async function recordOutcomeOnce(
  orderId: string,
  decided: { outcome: Outcome; reason: string | null },
  now = Date.now(),
): Promise<WithdrawalRecord | null> {
  // A lost write means the record changed: read again, and stop at an outcome written by the other.
  for (let tries = 0; tries < 5; tries++) {
    const { record, etag } = await withdrawals.readVersioned(orderId);
    if (!record || record.outcome !== null) return record;
    const written = { ...record, ...decided, decidedAt: new Date(now).toISOString() };
    if (await withdrawals.writeIfUnchanged(orderId, written, etag)) return written;
  }
  throw new Error(`The outcome of the withdrawal of order ${orderId} kept losing its write`);
}

const PAGE_SIZE = 50;

/** One page of every withdrawal, newest first, after the cursor's entry (staff's list). */
export async function withdrawalsPage(
  after: ListPosition | null,
): Promise<{ withdrawals: WithdrawalRecord[]; nextCursor: string | null }> {
  const page = await newestFirstPage(
    hourlyIndex(),
    { after, limit: PAGE_SIZE, from: null, to: null },
    async (position) => {
      const record = await withdrawals.readIfValid(position.id);
      // An entry of a record whose first write lost, or never happened, names nothing.
      return record && positionOf(record).ms === position.ms ? record : null;
    },
  );
  return {
    withdrawals: page.items,
    nextCursor: page.more && page.resumeAfter ? cursorOf(page.resumeAfter) : null,
  };
}
