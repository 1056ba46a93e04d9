/**
 * The owners' tax report for a quarter, from the day counters the sales fold keeps
 * (orders/sales/sales-day.ts, tax/tax-sales.ts): at most 92 day reads, whatever the history.
 */
import { readSalesDays } from '../../orders/sales/sales-days.server.ts';
import { plusTaxSales, type TaxSales } from '../../tax/tax-sales.ts';
import { daysFrom } from '../sales/sales-range.ts';
import { quarterDays } from './tax-quarters.ts';
import type { TaxAnswer, TaxReportRow } from './tax-report.ts';

export async function taxReport(quarter: string): Promise<TaxAnswer> {
  const { from, to } = quarterDays(quarter);
  const days = await readSalesDays(daysFrom(from, to));
  const sales = days.reduce<TaxSales[]>((sum, day) => plusTaxSales(sum, day.tax), []);
  const rows = sales.map(toReportRow).sort(byReturnOrder);
  return { quarter, from, to, rows };
}

function toReportRow(row: TaxSales): TaxReportRow {
  const gross = row.gross - row.refundedGross;
  const tax = row.tax - row.refundedTax;
  return {
    ...{ country: row.country, scheme: row.scheme, rateBasisPoints: row.rateBasisPoints },
    ...{ reverseCharge: row.reverseCharge, currency: row.currency },
    ...{ orders: row.orders, refundedOrders: row.refundedOrders },
    ...{ gross, tax, net: gross - tax, evidenceConflicts: row.evidenceConflicts },
  };
}

const byReturnOrder = (a: TaxReportRow, b: TaxReportRow) =>
  a.scheme.localeCompare(b.scheme) ||
  a.country.localeCompare(b.country) ||
  Number(a.reverseCharge) - Number(b.reverseCharge) ||
  a.currency.localeCompare(b.currency) ||
  a.rateBasisPoints - b.rateBasisPoints;
