/** What the seeded demo shop holds, counted from the stored orders, and what to try in the console. */
import type { UserRecord } from '../../src/features/auth/users.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import {
  orderStateOf,
  orderStates,
  type OrderState,
} from '../../src/features/orders/order-state.ts';
import type { DemoOrder } from './demo-orders.ts';

export interface DemoShopResult {
  customers: number;
  states: Record<OrderState, number>;
  topUps: number;
  withUsage: number;
  unpaidCheckouts: number;
  contactMessages: number;
  /** Customers with the most orders, and eSIMs with a top-up or usage: to try in the console. */
  sampleEmails: string[];
  sampleIccids: string[];
  orders: OrderRecord[];
}

export function summaryOf(
  demos: readonly DemoOrder[],
  stored: ReadonlyMap<number, OrderRecord>,
  users: readonly UserRecord[],
  counts: Pick<DemoShopResult, 'unpaidCheckouts' | 'contactMessages'>,
): DemoShopResult {
  const orders = demos.map((demo) => stored.get(demo.n)!);
  const states = Object.fromEntries(orderStates.map((state) => [state, 0])) as Record<
    OrderState,
    number
  >;
  for (const order of orders) states[orderStateOf(order)]++;
  const perCustomer = Map.groupBy(demos, (demo) => demo.customer);
  const busiest = [...perCustomer].sort(([, a], [, b]) => b.length - a.length).slice(0, 3);
  const toppedUp = new Set(orders.map((order) => order.topUpOf).filter((id) => id !== null));
  const tried = orders.filter(
    (order, i) =>
      orderStateOf(order) === 'delivered' &&
      order.topUpOf === null &&
      (toppedUp.has(order.id) || demos[i]!.usedShare !== null),
  );
  return {
    customers: users.length,
    states,
    topUps: orders.filter((order) => order.topUpOf !== null).length,
    withUsage: demos.filter((demo) => demo.usedShare !== null).length,
    ...counts,
    sampleEmails: busiest.map(([customer]) => users[customer]!.email),
    sampleIccids: tried.slice(0, 3).map((order) => order.iccid!),
    orders,
  };
}
