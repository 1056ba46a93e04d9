/**
 * The withdrawal of an order (`withdrawal/<orderId>` in the orders store): created onlyIfNew, so
 * a withdrawal is received once however often it is confirmed; its outcome is added once decided.
 * `withdrawal-by-day/<day>/<time>-<orderId>`, written before it, is staff's newest-first list.
 */
import * as z from 'zod';
import { cursorOf, dayOf, entryNameOf, type ListPosition } from '../../lib/list-position.ts';
import { newestFirstPage } from '../../lib/newest-first-page.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
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
const entryOf = (position: ListPosition) => `${dayOf(position)}/${entryNameOf(position)}`;

export function findWithdrawal(orderId: string): Promise<WithdrawalRecord | null> {
  return withdrawals.read(orderId);
}

/** Records the withdrawal; false when one of this order was received already. */
export async function recordWithdrawalOnce(record: WithdrawalRecord): Promise<boolean> {
  // The index first: an entry without its record is skipped on read; a record is never unlisted.
  await byDay.write(entryOf(positionOf(record)), {});
  return withdrawals.createIfNew(record.orderId, record);
}

/** Adds the outcome to the withdrawal this call recorded. */
export async function recordOutcome(
  record: WithdrawalRecord,
  outcome: NonNullable<WithdrawalRecord['outcome']>,
  reason: string | null,
  now = Date.now(),
): Promise<WithdrawalRecord> {
  const decided = { ...record, outcome, reason, decidedAt: new Date(now).toISOString() };
  await withdrawals.write(record.orderId, decided);
  return decided;
}

const PAGE_SIZE = 50;

/** One page of every withdrawal, newest first, after the cursor's entry (staff's list). */
export async function withdrawalsPage(
  after: ListPosition | null,
): Promise<{ withdrawals: WithdrawalRecord[]; nextCursor: string | null }> {
  const page = await newestFirstPage(
    { listDays: () => byDay.listFolders(), listEntries: (day) => byDay.listNames(`${day}/`) },
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
