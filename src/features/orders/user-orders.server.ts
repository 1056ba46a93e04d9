/**
 * A customer's orders in one read. `summary/<userId>` keeps a copy of each of their orders,
 * refreshed on every save; it is a cache, never the record: the list of `user/<userId>/` keys
 * says which orders exist, and any order missing from the copy or not yet in a final state is
 * read from its own record. Two saves racing on the copy can only make it stale, never lose data.
 */
import { z } from 'zod';
import { openStore } from '../../lib/blobs.ts';
import { orderRecordSchema, type OrderRecord } from './order.ts';

const summaryKey = (userId: string) => `summary/${userId}`;
const summarySchema = z.object({ orders: z.record(z.string(), orderRecordSchema) });
const isFinal = (order: OrderRecord) => order.provisioningStatus === 'failed' || (order.provisioningStatus === 'completed' && order.deliveredAt !== null);

async function readSummary(userId: string): Promise<Record<string, OrderRecord>> {
  const parsed = summarySchema.safeParse(await openStore('orders').get(summaryKey(userId), { type: 'json' }));
  return parsed.success ? parsed.data.orders : {};
}

/** Copies a saved order into its owner's summary. */
export async function refreshSummary(order: OrderRecord): Promise<void> {
  const orders = await readSummary(order.userId);
  orders[order.id] = order;
  await openStore('orders').setJSON(summaryKey(order.userId), { orders });
}

/** A customer's orders, newest first. */
export async function listUserOrders(userId: string, readOrder: (id: string) => Promise<OrderRecord | null>): Promise<OrderRecord[]> {
  const store = openStore('orders');
  const [{ blobs }, cached] = await Promise.all([store.list({ prefix: `user/${userId}/` }), readSummary(userId)]);
  const ids = blobs.map(({ key }) => key.slice(key.lastIndexOf('/') + 1));
  const orders = await Promise.all(ids.map((id) => (cached[id] && isFinal(cached[id]) ? cached[id] : readOrder(id))));
  const found = orders.filter((order): order is OrderRecord => order !== null);
  if (found.some((order) => cached[order.id]?.updatedAt !== order.updatedAt)) {
    await store.setJSON(summaryKey(userId), { orders: Object.fromEntries(found.map((order) => [order.id, order])) });
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
