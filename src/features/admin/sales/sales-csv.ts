/**
 * The Sales panel's downloads, built in the browser from the figures it shows: one CSV per chart
 * or table. A text cell a spreadsheet would run as a formula (=, +, -, @, tab, return first) is
 * written with a leading ' so it stays text.
 */
import { minorUnitsPerUnit } from '../../../lib/money.ts';
import type { MoneyByCurrency, SalesAnswer } from './sales-report.ts';

export type SalesSeries = 'revenue' | 'orders' | 'destinations' | 'plans';

/** One cell: numbers as they are, text defused and quoted when it holds a comma, quote or line. */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Every currency the figures hold, the largest total first. */
export function currenciesOf(amounts: readonly MoneyByCurrency[]): string[] {
  const totals = new Map<string, number>();
  for (const money of amounts)
    for (const [currency, amount] of Object.entries(money))
      totals.set(currency, (totals.get(currency) ?? 0) + amount);
  return [...totals].sort((a, b) => b[1] - a[1]).map(([currency]) => currency);
}

/** Minor units as a plain decimal in the currency's units: 125050 USD → 1250.5. */
const inUnits = (minor: number, currency: string) => minor / minorUnitsPerUnit(currency);

const moneyColumns = (label: string, currencies: readonly string[]) =>
  currencies.map((currency) => `${label} (${currency})`);
const moneyCells = (money: MoneyByCurrency | null, currencies: readonly string[]) =>
  currencies.map((currency) => (money ? inUnits(money[currency] ?? 0, currency) : ''));

/** The CSV of one series of the answer. */
export function salesCsv(answer: SalesAnswer, series: SalesSeries): string {
  switch (series) {
    case 'revenue': {
      const currencies = currenciesOf(answer.days.map((day) => day.revenue));
      return toCsv([
        [
          'Day',
          ...moneyColumns('Revenue', currencies),
          'Refunded orders',
          ...moneyColumns('Refunded', currencies),
        ],
        ...answer.days.map((day) => [
          day.day,
          ...moneyCells(day.revenue, currencies),
          day.refunded,
          ...moneyCells(day.refundedAmount, currencies),
        ]),
      ]);
    }
    case 'orders':
      return toCsv([
        ['Day', 'Checkouts', 'Orders paid', 'Delivered', 'Failed', 'Refunded'],
        ...answer.days.map((day) => [
          ...[day.day, day.checkouts, day.orders, day.delivered, day.failed, day.refunded],
        ]),
      ]);
    case 'destinations': {
      const currencies = currenciesOf(answer.topDestinations.map((row) => row.revenue));
      return toCsv([
        ['Destination', 'Orders', ...moneyColumns('Revenue', currencies)],
        ...answer.topDestinations.map((row) => [
          ...[row.destination, row.orders],
          ...moneyCells(row.revenue, currencies),
        ]),
      ]);
    }
    case 'plans': {
      const currencies = currenciesOf(answer.topPlans.map((row) => row.revenue));
      return toCsv([
        [
          ...['Plan', 'Destination', 'Orders', ...moneyColumns('Revenue', currencies)],
          ...['Orders with a known cost', ...moneyColumns('Margin', currencies)],
        ],
        ...answer.topPlans.map((row) => [
          ...[row.name, row.destination, row.orders, ...moneyCells(row.revenue, currencies)],
          ...[row.ordersWithCost, ...moneyCells(row.margin, currencies)],
        ]),
      ]);
    }
  }
}
