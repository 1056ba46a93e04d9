/**
 * GET /api/admin/orders: a page of orders, newest first. A search term finds orders by exact key;
 * otherwise the filters pick the index walked, and every other filter is checked on each order
 * read, within the walk's bound (docs/decisions/0037-console-reads-from-indexes.md).
 */
import { cursorOf, positionInCursor } from '../../../lib/list-position.ts';
import type { Page } from '../../../lib/newest-first-page.ts';
import { findUserById } from '../../auth/users.server.ts';
import type { OrderRecord } from '../../orders/order.ts';
import { destinationKeyOf, destinationKeysOf } from '../../orders/order-destination.ts';
import {
  ordersByDay,
  ordersByDestination,
  ordersInFinalState,
  ordersInFinalStateTo,
  ordersInFlight,
} from '../../orders/order-indexes.server.ts';
import {
  pageFromIndex,
  pageFromOrders,
  type PageRequest,
} from '../../orders/order-listing.server.ts';
import { orderStateOf } from '../../orders/order-state.ts';
import { findOrdersFor } from './order-lookup.server.ts';
import {
  ROWS_PER_PAGE,
  type OrderRow,
  type OrderSearchAnswer,
  type OrderSearchQuery,
} from './order-search.ts';
import { searchTermOf } from '../shell/search-terms.ts';

export async function searchOrders(query: OrderSearchQuery): Promise<OrderSearchAnswer> {
  const destination = query.destination ? destinationKeyOf(query.destination) : null;
  const page: PageRequest = {
    after: query.cursor ? positionInCursor(query.cursor) : null,
    limit: ROWS_PER_PAGE,
    from: query.from ?? null,
    to: query.to ?? null,
    accepts: (order) =>
      (!query.status || orderStateOf(order) === query.status) &&
      (!destination || destinationKeysOf(order.plan).includes(destination)),
  };
  const found = await pageOf(query, destination, page);
  return {
    orders: await orderRowsOf(found.items),
    nextCursor: found.more && found.resumeAfter ? cursorOf(found.resumeAfter) : null,
  };
}

async function pageOf(
  query: OrderSearchQuery,
  destination: string | null,
  page: PageRequest,
): Promise<Page<OrderRecord>> {
  const term = query.q ? searchTermOf(query.q) : null;
  if (term) return pageFromOrders(await findOrdersFor(term), page);
  if (query.status === 'paid' || query.status === 'provisioning')
    return pageFromIndex(ordersInFlight, page);
  if (query.status === 'failed' || query.status === 'refunded')
    return pageFromIndex(
      destination
        ? ordersInFinalStateTo(query.status, destination)
        : ordersInFinalState(query.status),
      page,
    );
  return pageFromIndex(destination ? ordersByDestination(destination) : ordersByDay, page);
}

/** The rows of a page, with each customer's e-mail read once. */
export async function orderRowsOf(orders: OrderRecord[]): Promise<OrderRow[]> {
  const userIds = [...new Set(orders.map((order) => order.userId))];
  const users = await Promise.all(userIds.map(findUserById));
  const emails = new Map(userIds.map((id, i) => [id, users[i]?.email ?? null]));
  return orders.map((order) => ({
    id: order.id,
    createdAt: order.createdAt,
    customerEmail: emails.get(order.userId) ?? null,
    destination: order.plan.country,
    planName: order.plan.name,
    amountCents: order.amountCents,
    currency: order.currency,
    state: orderStateOf(order),
    iccid: order.iccid,
  }));
}
