/**
 * A customer's orders in one read. `summary/<userId>` keeps a copy of each of their orders,
 * written here when a listing finds it out of date (saves do not touch it: that doubled every
 * write of provisioning). It is a cache, never the record: the list of `user/<userId>/` keys says
 * which orders exist, and only a settled order, which never changes again, is taken from the
 * copy; any other is read from its own record. Two listings racing on the copy can only make it
 * stale, never hide an order or its state.
 */
import { z } from 'zod';
import { isSettled, orderRecordSchema, type OrderRecord } from './order.ts';
import { ordersStoreFamily } from './orders-store.server.ts';

const summarySchema = z.object({ orders: z.record(z.string(), orderRecordSchema) });
const summaries = ordersStoreFamily('summary/', summarySchema);

/** A damaged or missing summary is an empty one: it is a cache. */
async function readSummary(userId: string): Promise<Record<string, OrderRecord>> {
  return (await summaries.readIfValid(userId))?.orders ?? {};
}

/** How the orders repository lists a customer's order ids and reads one order. */
export interface OrderReads {
  listIds: (userId: string) => Promise<string[]>;
  readOrder: (orderId: string) => Promise<OrderRecord | null>;
}

/** A customer's orders, newest first. */
export async function listUserOrders(userId: string, { listIds, readOrder }: OrderReads): Promise<OrderRecord[]> {
  const [ids, cached] = await Promise.all([listIds(userId), readSummary(userId)]);
  const orders = await Promise.all(ids.map((id) => (cached[id] && isSettled(cached[id]) ? cached[id] : readOrder(id))));
  const found = orders.filter((order): order is OrderRecord => order !== null);
  if (found.some((order) => cached[order.id]?.updatedAt !== order.updatedAt)) {
    await summaries.write(userId, { orders: Object.fromEntries(found.map((order) => [order.id, order])) });
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
