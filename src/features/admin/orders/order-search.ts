/**
 * The console's search calls, shared by the functions that answer them and the island that asks:
 * the query schemas (GET /api/admin/orders, GET /api/admin/customers) and the rows they answer.
 * The island imports only the types, so zod stays off its page.
 */
import * as z from 'zod';
import { optionalParam, pageCursorSchema } from '../../../lib/page-query.ts';
import { destinationKeyOf } from '../../orders/order-destination.ts';
import { orderStates, type OrderState } from '../../orders/order-state.ts';
import { SEARCH_TERM_HELP, searchTermOf } from '../shell/search-terms.ts';

const optional = optionalParam;

/** A real calendar day, written YYYY-MM-DD (the sales figures read it too). */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Write dates as YYYY-MM-DD')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'That date does not exist');

const searchBox = z
  .string()
  .max(254, 'The search is too long (254 characters at most)')
  .refine((value) => searchTermOf(value) !== null, SEARCH_TERM_HELP);

const cursor = pageCursorSchema;

export const orderSearchQuerySchema = z
  .object({
    q: optional(searchBox),
    status: optional(
      z.enum(orderStates, { error: `The state is one of ${orderStates.join(', ')}` }),
    ),
    from: optional(daySchema),
    to: optional(daySchema),
    destination: optional(
      z
        .string()
        .max(60, 'The destination is too long (60 characters at most)')
        .refine(
          (value) => destinationKeyOf(value).length > 0,
          'Name the destination by its country code or name',
        ),
    ),
    cursor: optional(cursor),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "The date range ends before it starts: 'from' is after 'to'",
    path: ['to'],
  });
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;

export const customerSearchQuerySchema = z.object({
  q: optional(searchBox),
  cursor: optional(cursor),
});
export type CustomerSearchQuery = z.infer<typeof customerSearchQuerySchema>;

/** One order as the console lists it. */
export interface OrderRow {
  id: string;
  createdAt: string;
  /** Null when the account is gone. */
  customerEmail: string | null;
  destination: string;
  planName: string;
  amountCents: number;
  currency: string;
  state: OrderState;
  iccid: string | null;
}

export interface OrderSearchAnswer {
  orders: OrderRow[];
  /** Pass it back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface CustomerRow {
  id: string;
  email: string;
  name: string | null;
  createdAt: string;
  verified: boolean;
  /** When the account was closed; null while it is open. */
  closedAt: string | null;
  orderCount: number;
}

export interface CustomerSearchAnswer {
  customers: CustomerRow[];
  nextCursor: string | null;
}

/** Rows per page of both lists. */
export const ROWS_PER_PAGE = 25;
