/**
 * One counted event as the request path leaves it for the fold (`event/<day>/<key>` in the sales
 * store): what it adds to its day, as a day's counters of its own, so the fold and the readers
 * add it without reading the order (docs/decisions/0036-sales-counted-off-the-request-path.md).
 */
import * as z from 'zod';
import { plusTaxSales } from '../../tax/tax-sales.ts';
import { salesDaySchema, type Money, type SalesDay, type ShopCounts } from './sales-day.ts';

export const salesEventSchema = z.object({ at: z.string(), adds: salesDaySchema });

/**
 * A `counted/<day>/<key>` marker: the event is in its day's record from version `day` on, and in
 * the shop totals from version `totals` on. A marker without them was written by the inline count
 * that came before the fold: in the day's record whatever its version.
 */
export const countedMarkSchema = z.object({
  at: z.string(),
  day: z.number().int().optional(),
  totals: z.number().int().optional(),
});
export type CountedMark = z.infer<typeof countedMarkSchema>;

const DAY_MS = 86_400_000;
/** A day's markers are kept this long after it, then swept. */
export const MARKERS_KEPT_DAYS = 400;
/**
 * An order is recorded again (a replay, a recount) only within this many days of its payment: its
 * markers are kept a little longer, so a replay is always told from a first count.
 */
const COUNTED_FOR_DAYS = MARKERS_KEPT_DAYS - 10;

const dayBefore = (now: number, days: number) =>
  new Date(now - days * DAY_MS).toISOString().slice(0, 10);

/** Whether an order paid on `day` may be recorded again at `now`. */
export const stillCounted = (day: string, now: number) => day >= dayBefore(now, COUNTED_FOR_DAYS);

/** The first day whose markers are kept at `now`. */
export const firstKeptMarkerDay = (now: number) => dayBefore(now, MARKERS_KEPT_DAYS);

/** An event's name in its families: `<day>/<key>`. */
export const eventName = (day: string, key: string) => `${day}/${key}`;
export function splitEventName(name: string): { day: string; key: string } {
  const slash = name.indexOf('/');
  return { day: name.slice(0, slash), key: name.slice(slash + 1) };
}

/** What an event named `<orderId>.<event>` adds to the shop totals (a checkout adds nothing). */
export function countsOfEventKey(key: string): ShopCounts | null {
  const event = key.slice(key.lastIndexOf('.') + 1);
  const counts = { orders: 0, delivered: 0, failed: 0, refunded: 0 };
  if (event === 'paid') return { ...counts, orders: 1 };
  if (event === 'delivered' || event === 'failed' || event === 'refunded')
    return { ...counts, [event]: 1 };
  return null;
}

export const noCounts = (): ShopCounts => ({ orders: 0, delivered: 0, failed: 0, refunded: 0 });

export const plusCounts = (a: ShopCounts, b: ShopCounts): ShopCounts => ({
  orders: a.orders + b.orders,
  delivered: a.delivered + b.delivered,
  failed: a.failed + b.failed,
  refunded: a.refunded + b.refunded,
});

export const countsOfDay = ({ orders, delivered, failed, refunded }: SalesDay): ShopCounts => ({
  ...{ orders, delivered, failed, refunded },
});

function plusMoney(a: Money, b: Money): Money {
  const sum = { ...a };
  for (const [currency, amount] of Object.entries(b)) sum[currency] = (sum[currency] ?? 0) + amount;
  return sum;
}

/** Rows of `a` and `b` added up, those with the same `id` into one. */
function plusRows<T>(a: T[], b: T[], id: (row: T) => string, plus: (x: T, y: T) => T): T[] {
  const rows = new Map(a.map((row) => [id(row), row]));
  for (const row of b) {
    const found = rows.get(id(row));
    rows.set(id(row), found ? plus(found, row) : row);
  }
  return [...rows.values()];
}

/** `day`'s counters with `adds` (an event's, or another day's) added; `day` keeps its own list. */
export function addSalesDays(day: SalesDay, adds: SalesDay): SalesDay {
  return {
    ...day,
    ...plusCounts(countsOfDay(day), countsOfDay(adds)),
    revenue: plusMoney(day.revenue, adds.revenue),
    refundedAmount: plusMoney(day.refundedAmount, adds.refundedAmount),
    checkouts: day.checkouts + adds.checkouts,
    tax: plusTaxSales(day.tax, adds.tax),
    destinations: plusRows(
      day.destinations,
      adds.destinations,
      (row) => row.name,
      (x, y) => ({ ...x, orders: x.orders + y.orders, revenue: plusMoney(x.revenue, y.revenue) }),
    ),
    plans: plusRows(
      day.plans,
      adds.plans,
      (row) => row.planId,
      (x, y) => ({
        ...x,
        orders: x.orders + y.orders,
        revenue: plusMoney(x.revenue, y.revenue),
        costedOrders: x.costedOrders + y.costedOrders,
        costedRevenue: plusMoney(x.costedRevenue, y.costedRevenue),
        cost: plusMoney(x.cost, y.cost),
      }),
    ),
  };
}
