/**
 * A customer's orders in one read. `summary/<userId>` keeps a copy of each of their orders,
 * written here when a listing finds it out of date (saves do not touch it: that doubled every
 * write of provisioning). It is a cache, never the record: the list of `user/<userId>/` keys says
 * which orders exist, and only a final order is taken from the copy: settled (delivered, or
 * failed for good) and past its refund window or refunded, since a delivered eSIM may still be
 * refunded for 14 days; any other is read from its own record. Two listings racing on the copy can
 * only make it stale, never hide an order or its state.
 */
import { z } from 'zod';
import { isSettled, orderRecordSchema, type OrderRecord } from './order.ts';
import { ordersStoreFamily } from './orders-store.server.ts';
import { refundableUntil } from './refund-window.ts';

const summarySchema = z.object({ orders: z.record(z.string(), orderRecordSchema) });
const summaries = ordersStoreFamily('summary/', summarySchema);

/** A damaged or missing summary is an empty one: it is a cache. */
async function readSummary(userId: string): Promise<Record<string, OrderRecord>> {
  return (await summaries.readIfValid(userId))?.orders ?? {};
}

/** Drops a customer's summary (an order in it changed after it settled: a refund). */
export async function forgetSummary(userId: string): Promise<void> {
  await summaries.remove(userId);
}

/** Whether the copy can be shown as it is: it will never change again. */
function isFinal(order: OrderRecord, now: number): boolean {
  if (!isSettled(order)) return false;
  const until = refundableUntil(order);
  return until === null || Date.parse(until) < now;
}

/** How the orders repository lists a customer's order ids and reads one order. */
export interface OrderReads {
  listIds: (userId: string) => Promise<string[]>;
  readOrder: (orderId: string) => Promise<OrderRecord | null>;
}

/** A customer's orders, newest first. */
export async function listUserOrders(userId: string, { listIds, readOrder }: OrderReads): Promise<OrderRecord[]> {
  const [ids, cached] = await Promise.all([listIds(userId), readSummary(userId)]);
  const now = Date.now();
  const orders = await Promise.all(ids.map((id) => (cached[id] && isFinal(cached[id], now) ? cached[id] : readOrder(id))));
  const found = orders.filter((order): order is OrderRecord => order !== null);
  if (found.some((order) => cached[order.id]?.updatedAt !== order.updatedAt)) {
    await summaries.write(userId, { orders: Object.fromEntries(found.map((order) => [order.id, order])) });
  }
  return found.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
