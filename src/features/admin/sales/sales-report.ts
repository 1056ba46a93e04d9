/**
 * The owners' sales figures, GET /api/admin/sales?from=&to=: the query schema the function reads
 * and the answer the Sales panel draws. The island imports only the types, so zod stays off its
 * page. Every order counts on the UTC day it was paid, with its delivery, failure and refund.
 */
import * as z from 'zod';
import { optionalParam } from '../../../lib/page-query.ts';
import { daySchema } from '../orders/order-search.ts';
import { addDays, spanOf, todayUtc } from './sales-range.ts';

const SALES_DEFAULT_DAYS = 30;
const SALES_MAX_DAYS = 366;
const salesDay = daySchema.refine(
  (day) => day >= '2000-01-01' && day <= '2999-12-31',
  'Choose a date between 2000-01-01 and 2999-12-31',
);

/**
 * `from` and `to` (YYYY-MM-DD, both included); either alone spans 30 days from or to it, neither
 * the 30 days to today (UTC).
 */
export const salesQuerySchema = z
  .object({ from: optionalParam(salesDay), to: optionalParam(salesDay) })
  .transform(({ from, to }) => {
    const last = to ?? (from ? addDays(from, SALES_DEFAULT_DAYS - 1) : todayUtc());
    return { from: from ?? addDays(last, 1 - SALES_DEFAULT_DAYS), to: last };
  })
  .refine((range) => range.from <= range.to, {
    message: "The date range ends before it starts: 'from' is after 'to'",
    path: ['to'],
  })
  .refine((range) => spanOf(range.from, range.to) <= SALES_MAX_DAYS, {
    message: `The date range is too long: ${SALES_MAX_DAYS} days at most`,
    path: ['from'],
  });
export type SalesQuery = z.infer<typeof salesQuerySchema>;

/** Minor units (cents) per ISO currency code: `{ USD: 125000 }`. */
export type MoneyByCurrency = Record<string, number>;

interface SalesDayRow {
  day: string;
  orders: number;
  revenue: MoneyByCurrency;
  delivered: number;
  failed: number;
  refunded: number;
  refundedAmount: MoneyByCurrency;
  checkouts: number;
}

export interface TopDestination {
  destination: string;
  orders: number;
  revenue: MoneyByCurrency;
}

export interface TopPlan {
  planId: string;
  name: string;
  destination: string;
  orders: number;
  revenue: MoneyByCurrency;
  /**
   * Revenue less cost over the orders whose plan had a cost in the catalogue when bought; null when
   * none had.
   */
  margin: MoneyByCurrency | null;
  /** How many of `orders` the margin covers. */
  ordersWithCost: number;
}

export interface SalesAnswer {
  from: string;
  to: string;
  days: SalesDayRow[];
  topDestinations: TopDestination[];
  topPlans: TopPlan[];
  /** Refunded orders over paid orders, 0 to 1; null without orders. */
  refundRate: number | null;
  /** Orders whose eSIM could not be bought, for good, over paid orders; null without orders. */
  failureRate: number | null;
  funnel: { checkouts: number; paid: number; delivered: number };
}
