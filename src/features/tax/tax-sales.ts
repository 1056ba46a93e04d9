/**
 * The tax of the shop's sales in the sales counters: one row per country, scheme, rate, reverse
 * charge and currency, paid and refunded. Days and quarters are sums of rows, so the tax report
 * reads day records, never orders (docs/decisions/0041-tax-through-a-port.md).
 */
import * as z from 'zod';
import type { OrderTax } from './order-tax.ts';
import { taxSchemes } from './tax-schemes.ts';

const count = z.number().int();

export const taxSalesSchema = z.object({
  country: z.string().regex(/^[A-Z]{2}$/),
  scheme: z.enum(taxSchemes),
  rateBasisPoints: count,
  reverseCharge: z.boolean(),
  /** The currency charged, upper case: a return declares each currency as charged. */
  currency: z.string().regex(/^[A-Z]{3}$/),
  orders: count,
  /** What was paid, tax included, and the tax in it, in minor units of `currency`. */
  gross: count,
  tax: count,
  refundedOrders: count,
  refundedGross: count,
  refundedTax: count,
  /** Orders whose evidence of the buyer's country did not agree: to review. */
  evidenceConflicts: count,
});
export type TaxSales = z.infer<typeof taxSalesSchema>;

/**
 * The row an order's payment (or, `refunded`, its refund) adds; none for an order no tax was
 * collected under (not registered there, or before the shop kept tax).
 */
export function taxSaleOf(
  tax: OrderTax | null,
  currency: string,
  amount: number,
  refunded: boolean,
): TaxSales[] {
  if (!tax?.scheme) return [];
  const { country, scheme, rateBasisPoints, reverseCharge } = tax;
  const none = { orders: 0, gross: 0, tax: 0, refundedOrders: 0, refundedGross: 0, refundedTax: 0 };
  const adds = refunded
    ? { refundedOrders: 1, refundedGross: amount, refundedTax: tax.amount }
    : { orders: 1, gross: amount, tax: tax.amount };
  return [
    {
      ...{ country, scheme, rateBasisPoints, reverseCharge, currency: currency.toUpperCase() },
      ...none,
      ...adds,
      evidenceConflicts: !refunded && tax.evidenceConflict ? 1 : 0,
    },
  ];
}

const rowId = (row: TaxSales) =>
  [row.country, row.scheme, row.rateBasisPoints, row.reverseCharge, row.currency].join('|');

/** The rows of `a` and `b` added up, the same country, scheme, rate and currency into one. */
export function plusTaxSales(a: readonly TaxSales[], b: readonly TaxSales[]): TaxSales[] {
  const rows = new Map(a.map((row) => [rowId(row), row]));
  for (const row of b) {
    const found = rows.get(rowId(row));
    rows.set(
      rowId(row),
      found
        ? {
            ...found,
            orders: found.orders + row.orders,
            gross: found.gross + row.gross,
            tax: found.tax + row.tax,
            refundedOrders: found.refundedOrders + row.refundedOrders,
            refundedGross: found.refundedGross + row.refundedGross,
            refundedTax: found.refundedTax + row.refundedTax,
            evidenceConflicts: found.evidenceConflicts + row.evidenceConflicts,
          }
        : row,
    );
  }
  return [...rows.values()];
}
