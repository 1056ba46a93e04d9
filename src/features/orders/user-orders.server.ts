/**
 * A customer's orders in one read. `summary/<userId>` keeps a copy of each of their orders,
 * written here when a listing finds it out of date (saves do not touch it: that doubled every
 * write of provisioning). It is a cache, never the record: the list of `user/<userId>/` keys says
 * which orders exist, and only a settled order (delivered, or failed for good) is taken from the
 * copy; any other is read from its own record. A settled order changes once more at most, when it
 * is refunded: the refund replaces the summary (invalidateSummary), and a listing writes its
 * summary only if it is still the one it read (an etag, or still absent), so a listing that read
 * the order before the refund can never put that copy back.
 */
import * as z from 'zod';
import { isSettled, orderRecordSchema, type OrderRecord } from './order.ts';
import { ordersStoreFamily } from './orders-store.server.ts';

const summarySchema = z.object({ orders: z.record(z.string(), orderRecordSchema) });
const summaries = ordersStoreFamily('summary/', summarySchema);

/** Replaces a customer's summary with an empty one (a settled order in it changed: a refund); a new etag, not a removal, so a listing that read the old one cannot write after it. */
export async function invalidateSummary(userId: string): Promise<void> {
  await summaries.write(userId, { orders: {} });
}

/** How the orders repository lists a customer's order ids and reads one order. */
export interface OrderReads {
  listIds: (userId: string) => Promise<string[]>;
  readOrder: (orderId: string) => Promise<OrderRecord | null>;
}

/** A customer's orders, newest first. */
export async function listUserOrders(userId: string, { listIds, readOrder }: OrderReads): Promise<OrderRecord[]> {
  const [ids, summary] = await Promise.all([listIds(userId), summaries.readVersioned(userId)]);
  // A damaged or missing summary is an empty one: it is a cache.
  const cached = summary.record?.orders ?? {};
  const orders = await Promise.all(ids.map((id) => (cached[id] && isSettled(cached[id]) ? cached[id] : readOrder(id))));
  const found = orders.filter((order): order is OrderRecord => order !== null);
  if (found.some((order) => cached[order.id]?.updatedAt !== order.updatedAt)) {
    // Refused when the summary changed since it was read (a refund invalidated it): the next listing rebuilds it.
    await summaries.writeIfUnchanged(userId, { orders: Object.fromEntries(found.map((order) => [order.id, order])) }, summary.etag);
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
