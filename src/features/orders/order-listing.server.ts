/**
 * Staff's order lists: a page at a time, newest first, read from an index walked day by day
 * (order-indexes.server.ts) or cut from a set of orders already found. Every entry is checked
 * against the order it points to: one missing, created at another time, or no longer matching is
 * skipped.
 */
import { dayOf, positionOf, samePosition, type ListPosition } from '../../lib/list-position.ts';
import {
  isWithin,
  newestFirstPage,
  pageFromFound,
  positionsIn,
  type Page,
  type PageBounds,
} from '../../lib/newest-first-page.ts';
import type { OrderRecord } from './order.ts';
import {
  listDayEntries,
  listDays,
  listIccidEntries,
  type IndexedList,
} from './order-indexes.server.ts';
import { findOrder } from './orders.server.ts';

export interface PageRequest extends PageBounds {
  /** What else an order must be to be listed (a state, a destination). */
  accepts: (order: OrderRecord) => boolean;
}

/** The order at `position`, if it is still there, made at that time, and accepted. */
async function orderAt(
  position: ListPosition,
  accepts: (order: OrderRecord) => boolean,
): Promise<OrderRecord | null> {
  const order = await findOrder(position.id);
  return order && samePosition(positionOf(order), position) && accepts(order) ? order : null;
}

/** One page of `list`, reading the days newest first and only as many orders as the page needs. */
export function pageFromIndex(list: IndexedList, page: PageRequest): Promise<Page<OrderRecord>> {
  return newestFirstPage(
    { listDays: () => listDays(list), listEntries: (day) => listDayEntries(list, day) },
    page,
    (position) => orderAt(position, page.accepts),
  );
}

/** One page cut from orders already found (a customer's, an ICCID's, the active ones). */
export function pageFromOrders(
  orders: readonly OrderRecord[],
  page: PageRequest,
): Page<OrderRecord> {
  const accepted = orders.filter(
    (order) => isWithin(dayOf(positionOf(order)), page) && page.accepts(order),
  );
  return pageFromFound(accepted, positionOf, page);
}

/** The orders bought for or topping up the eSIM `iccid`, from `by-iccid/`. */
export async function findOrdersByIccid(iccid: string): Promise<OrderRecord[]> {
  const positions = positionsIn(await listIccidEntries(iccid));
  const orders = await Promise.all(
    positions.map((position) => orderAt(position, (order) => order.iccid === iccid)),
  );
  return orders.filter((order): order is OrderRecord => order !== null);
}
