/**
 * One UTC day's sales counters and what each order event adds. An order counts on the day it was
 * paid, with its delivery, failure and refund, so a day can be recounted from its own orders and
 * rates compare like with like. Amounts in US dollars at each order's rate.
 */
import * as z from 'zod';
import { inReportingCurrency, REPORTING_CURRENCY } from '../../currency/reporting.ts';
import { plusTaxSales, taxSaleOf, taxSalesSchema } from '../../tax/tax-sales.ts';
import type { OrderRecord } from '../order.ts';

/** Minor units per currency ('USD' → cents); the keys are ISO 4217 codes, never other text. */
const moneySchema = z.record(z.string().regex(/^[A-Z]{3}$/), z.number().int());
export type Money = z.infer<typeof moneySchema>;

const destinationSalesSchema = z.object({
  name: z.string(),
  orders: z.number().int(),
  revenue: moneySchema,
});

const planSalesSchema = z.object({
  planId: z.string(),
  name: z.string(),
  destination: z.string(),
  orders: z.number().int(),
  revenue: moneySchema,
  /** The orders whose plan carried a cost, their revenue, and the sum of those costs. */
  costedOrders: z.number().int(),
  costedRevenue: moneySchema,
  cost: moneySchema,
});
export type PlanSales = z.infer<typeof planSalesSchema>;

/** An order's counts without amounts: the shop's totals, and a day's before it was first folded. */
export const shopCountsSchema = z.object({
  orders: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  refunded: z.number().int(),
});
export type ShopCounts = z.infer<typeof shopCountsSchema>;

export const salesDaySchema = z.object({
  day: z.string(),
  orders: z.number().int(),
  revenue: moneySchema,
  delivered: z.number().int(),
  failed: z.number().int(),
  refunded: z.number().int(),
  refundedAmount: moneySchema,
  checkouts: z.number().int(),
  destinations: z.array(destinationSalesSchema),
  plans: z.array(planSalesSchema),
  /** The tax in the day's orders and refunds (tax/tax-sales.ts); none on records made before. */
  tax: z.array(taxSalesSchema).default([]),
  /**
   * Events counted here whose 'counted' marker may not be written yet: a second count of one of
   * them sees it here. A later write drops those whose marker exists.
   */
  pending: z.array(z.string()),
  /** The fold's writes so far; absent on a record only ever counted inline (before the fold). */
  version: z.number().int().optional(),
  /** What a record counted inline held when first folded: the shop totals' backfill adds it. */
  legacy: shopCountsSchema.optional(),
});
export type SalesDay = z.infer<typeof salesDaySchema>;

export type OrderSalesEvent = 'paid' | 'delivered' | 'failed' | 'refunded';

export function emptySalesDay(day: string): SalesDay {
  return {
    ...{ day, orders: 0, revenue: {}, delivered: 0, failed: 0, refunded: 0, refundedAmount: {} },
    ...{ checkouts: 0, destinations: [], plans: [], tax: [], pending: [] },
  };
}

/** The UTC day (YYYY-MM-DD) of an ISO time. */
export const utcDayOf = (iso: string) => new Date(iso).toISOString().slice(0, 10);

/** The events an order has been through so far, in the order they happen. */
export function salesEventsOf(order: OrderRecord): OrderSalesEvent[] {
  const events: OrderSalesEvent[] = ['paid'];
  if (order.provisioningStatus === 'failed') events.push('failed');
  if (order.provisioningStatus === 'completed' && order.deliveredAt !== null)
    events.push('delivered');
  if (order.refundedAt !== null) events.push('refunded');
  return events;
}

/** The name of one event of one order in the day's pending list and its marker. */
export const orderEventKey = (orderId: string, event: OrderSalesEvent) => `${orderId}.${event}`;

/**
 * What an order brought in, in the reporting currency at the rate it was quoted at; an order in a
 * currency the shop does not know counts under 'XXX', as it is.
 */
function reported(order: OrderRecord): { currency: string; amount: number } {
  if (!/^[a-z]{3}$/i.test(order.currency)) return { currency: 'XXX', amount: order.amountCents };
  return {
    currency: REPORTING_CURRENCY,
    amount: inReportingCurrency(order.amountCents, order.currency, order.exchangeRate),
  };
}

const plus = (money: Money, currency: string, amount: number): Money => ({
  ...money,
  [currency]: (money[currency] ?? 0) + amount,
});

/** The day's counters with `event` of `order` added. */
export function addOrderEvent(day: SalesDay, order: OrderRecord, event: OrderSalesEvent): SalesDay {
  const { currency, amount } = reported(order);
  switch (event) {
    case 'paid':
      return addSale(
        {
          ...day,
          orders: day.orders + 1,
          revenue: plus(day.revenue, currency, amount),
          tax: plusTaxSales(
            day.tax,
            taxSaleOf(order.tax, order.currency, order.amountCents, false),
          ),
        },
        order,
      );
    case 'delivered':
      return { ...day, delivered: day.delivered + 1 };
    case 'failed':
      return { ...day, failed: day.failed + 1 };
    case 'refunded':
      return {
        ...day,
        refunded: day.refunded + 1,
        refundedAmount: plus(day.refundedAmount, currency, amount),
        tax: plusTaxSales(day.tax, taxSaleOf(order.tax, order.currency, order.amountCents, true)),
      };
  }
}

/** A paid order in its destination's and its plan's rows. */
function addSale(day: SalesDay, order: OrderRecord): SalesDay {
  const { currency, amount } = reported(order);
  const name = order.plan.country;
  const destination = day.destinations.find((row) => row.name === name) ?? {
    name,
    orders: 0,
    revenue: {},
  };
  const plan = day.plans.find((row) => row.planId === order.planId) ?? {
    ...{ planId: order.planId, name: order.plan.name, destination: name, orders: 0 },
    ...{ revenue: {}, costedOrders: 0, costedRevenue: {}, cost: {} },
  };
  const cost = order.plan.cost;
  const sold: PlanSales = {
    ...plan,
    orders: plan.orders + 1,
    revenue: plus(plan.revenue, currency, amount),
    ...(cost === undefined
      ? {}
      : {
          costedOrders: plan.costedOrders + 1,
          costedRevenue: plus(plan.costedRevenue, currency, amount),
          // The catalogue's cost is in US dollars, like the reporting currency.
          cost: plus(plan.cost, REPORTING_CURRENCY, Math.round(cost * 100)),
        }),
  };
  return {
    ...day,
    destinations: [
      ...day.destinations.filter((row) => row !== destination),
      {
        ...destination,
        orders: destination.orders + 1,
        revenue: plus(destination.revenue, currency, amount),
      },
    ],
    plans: [...day.plans.filter((row) => row !== plan), sold],
  };
}
