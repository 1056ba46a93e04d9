/**
 * The owners' sales figures for a run of days, from the day counters kept as orders change
 * (orders/sales/sales-counters.server.ts): one record read per day, never a scan of the orders.
 */
import {
  readSalesDays,
  type Money,
  type PlanSales,
  type SalesDay,
} from '../../orders/sales/sales-days.server.ts';
import { daysFrom } from './sales-range.ts';
import {
  type MoneyByCurrency,
  type SalesAnswer,
  type SalesQuery,
  type TopDestination,
  type TopPlan,
} from './sales-report.ts';

const TOP_ROWS = 10;

export async function salesReport({ from, to }: SalesQuery): Promise<SalesAnswer> {
  const days = await readSalesDays(daysFrom(from, to));
  const total = (count: (day: SalesDay) => number) =>
    days.reduce((sum, day) => sum + count(day), 0);
  const paid = total((day) => day.orders);
  const rateOf = (count: number) => (paid === 0 ? null : count / paid);
  return {
    from,
    to,
    days: days.map((day) => ({
      day: day.day,
      orders: day.orders,
      revenue: day.revenue,
      delivered: day.delivered,
      failed: day.failed,
      refunded: day.refunded,
      refundedAmount: day.refundedAmount,
      checkouts: day.checkouts,
    })),
    topDestinations: topDestinations(days),
    topPlans: topPlans(days),
    refundRate: rateOf(total((day) => day.refunded)),
    failureRate: rateOf(total((day) => day.failed)),
    funnel: {
      checkouts: total((day) => day.checkouts),
      paid,
      delivered: total((day) => day.delivered),
    },
  };
}

/** `a` + `b`, currency by currency, in a fresh object (keys are ISO codes, checked on read). */
function addMoney(a: MoneyByCurrency, b: Money): MoneyByCurrency {
  const sum = { ...a };
  for (const [currency, amount] of Object.entries(b)) sum[currency] = (sum[currency] ?? 0) + amount;
  return sum;
}

const mostOrdersFirst = (a: { orders: number }, b: { orders: number }) => b.orders - a.orders;

function topDestinations(days: readonly SalesDay[]): TopDestination[] {
  const rows = new Map<string, TopDestination>();
  for (const sale of days.flatMap((day) => day.destinations)) {
    const row = rows.get(sale.name) ?? { destination: sale.name, orders: 0, revenue: {} };
    rows.set(sale.name, {
      ...row,
      orders: row.orders + sale.orders,
      revenue: addMoney(row.revenue, sale.revenue),
    });
  }
  return [...rows.values()].sort(mostOrdersFirst).slice(0, TOP_ROWS);
}

function topPlans(days: readonly SalesDay[]): TopPlan[] {
  const rows = new Map<string, PlanSales>();
  for (const sale of days.flatMap((day) => day.plans)) {
    const row = rows.get(sale.planId);
    rows.set(
      sale.planId,
      row
        ? {
            ...row,
            orders: row.orders + sale.orders,
            revenue: addMoney(row.revenue, sale.revenue),
            costedOrders: row.costedOrders + sale.costedOrders,
            costedRevenue: addMoney(row.costedRevenue, sale.costedRevenue),
            cost: addMoney(row.cost, sale.cost),
          }
        : sale,
    );
  }
  return [...rows.values()]
    .sort(mostOrdersFirst)
    .slice(0, TOP_ROWS)
    .map((row) => ({
      planId: row.planId,
      name: row.name,
      destination: row.destination,
      orders: row.orders,
      revenue: row.revenue,
      margin: row.costedOrders === 0 ? null : marginOf(row),
      ordersWithCost: row.costedOrders,
    }));
}

/** Revenue less cost, over the orders whose cost was known. */
function marginOf(row: PlanSales): MoneyByCurrency {
  const margin = addMoney({}, row.costedRevenue);
  for (const [currency, cost] of Object.entries(row.cost))
    margin[currency] = (margin[currency] ?? 0) - cost;
  return margin;
}
