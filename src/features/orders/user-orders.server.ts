/**
 * A customer's orders in one read: `summary/<userId>` copies each, a cache, never the record:
 * `user/<userId>/` says which orders exist, only settled orders come from the copy, and a refund
 * replaces it (ARCHITECTURE.md, 'The summary cache').
 */
import * as z from 'zod';
import { isSettled, orderRecordSchema, type OrderRecord } from './order.ts';
import { ordersStoreFamily } from './orders-store.server.ts';

const summarySchema = z.object({ orders: z.record(z.string(), orderRecordSchema) });
const summaries = ordersStoreFamily('summary/', summarySchema);

/**
 * Replaces a customer's summary with an empty one (a settled order in it changed: a refund); a new
 * etag, not a removal, so a listing that read the old one cannot write after it.
 */
export async function invalidateSummary(userId: string): Promise<void> {
  await summaries.write(userId, { orders: {} });
}

/** How the orders repository lists a customer's order ids and reads one order. */
export interface OrderReads {
  listIds: (userId: string) => Promise<string[]>;
  readOrder: (orderId: string) => Promise<OrderRecord | null>;
}

/** A customer's orders, newest first. */
export async function listUserOrders(
  userId: string,
  { listIds, readOrder }: OrderReads,
): Promise<OrderRecord[]> {
  const [ids, summary] = await Promise.all([listIds(userId), summaries.readVersioned(userId)]);
  // A damaged or missing summary is an empty one: it is a cache.
  const cached = summary.record?.orders ?? {};
  const orders = await Promise.all(
    ids.map((id) => (cached[id] && isSettled(cached[id]) ? cached[id] : readOrder(id))),
  );
  const found = orders.filter((order): order is OrderRecord => order !== null);
  if (found.some((order) => cached[order.id]?.updatedAt !== order.updatedAt)) {
    // Refused when the summary changed since it was read (a refund invalidated it): the next
    // listing rebuilds it.
    await summaries.writeIfUnchanged(
      userId,
      { orders: Object.fromEntries(found.map((order) => [order.id, order])) },
      summary.etag,
    );
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
