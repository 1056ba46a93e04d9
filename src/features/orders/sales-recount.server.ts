/**
 * Recounts a day's sales counters from that day's orders (the `by-day/` index), for a day whose
 * count failed: the re-drive recounts each day a failed count asked for. Checkouts are not orders,
 * so the day keeps the checkouts it counted.
 */
import { positionInEntryName } from '../../lib/list-position.ts';
import { listDayEntries, ordersByDay } from './order-indexes.server.ts';
import type { OrderRecord } from './order.ts';
import { findOrder } from './orders.server.ts';
import {
  addOrderEvent,
  emptySalesDay,
  orderEventKey,
  salesEventsOf,
  utcDayOf,
  type SalesDay,
} from './sales-day.ts';
import { countedEvents, recountRequests, salesDays } from './sales-store.server.ts';

const RECOUNT_TRIES = 10;
const READS_AT_ONCE = 16;

/**
 * Rewrites the day from its orders, at the version read before them: an event counted meanwhile
 * makes the write fail and the recount start again. Every event it counts gets its marker first,
 * so a count still on its way skips it.
 */
async function recountSalesDay(day: string): Promise<SalesDay> {
  const requests = await recountRequests.listNames(`${day}/`);
  for (let tries = 0; tries < RECOUNT_TRIES; tries++) {
    const { record, etag } = await salesDays.readVersioned(day);
    let counters: SalesDay = { ...emptySalesDay(day), checkouts: record?.checkouts ?? 0 };
    const keys: string[] = [];
    for (const order of await ordersOf(day)) {
      for (const event of salesEventsOf(order)) {
        counters = addOrderEvent(counters, order, event);
        keys.push(orderEventKey(order.id, event));
      }
    }
    await markAll(day, keys);
    // A checkout's count still on its way has no marker yet: it keeps its place in the list.
    counters.pending = (record?.pending ?? []).filter((key) => key.endsWith('.checkout'));
    if (await salesDays.writeIfUnchanged(day, counters, etag)) {
      await Promise.all(requests.map((name) => recountRequests.remove(`${day}/${name}`)));
      return counters;
    }
  }
  throw new Error(`day/${day} kept changing: ${RECOUNT_TRIES} recounts`);
}

/** Recounts every day a failed count asked for; the days recounted. */
export async function recountRequestedDays(): Promise<string[]> {
  const requests = await recountRequests.listNames();
  const days = [...new Set(requests.map((name) => name.slice(0, name.indexOf('/'))))];
  for (const day of days) await recountSalesDay(day);
  return days;
}

/** The orders paid on `day`, from its index entries (an entry of a lost creation race skipped). */
async function ordersOf(day: string): Promise<OrderRecord[]> {
  const ids = (await listDayEntries(ordersByDay, day))
    .map((name) => positionInEntryName(name)?.id)
    .filter((id): id is string => id !== undefined);
  const unique = [...new Set(ids)];
  const orders: OrderRecord[] = [];
  for (let start = 0; start < unique.length; start += READS_AT_ONCE) {
    const read = await Promise.all(unique.slice(start, start + READS_AT_ONCE).map(findOrder));
    for (const order of read) if (order && utcDayOf(order.createdAt) === day) orders.push(order);
  }
  return orders;
}

async function markAll(day: string, keys: readonly string[]): Promise<void> {
  const marked = new Set(await countedEvents.listNames(`${day}/`));
  const missing = keys.filter((key) => !marked.has(key));
  const at = new Date().toISOString();
  for (let start = 0; start < missing.length; start += READS_AT_ONCE)
    await Promise.all(
      missing
        .slice(start, start + READS_AT_ONCE)
        .map((key) => countedEvents.createIfNew(`${day}/${key}`, { at })),
    );
}
