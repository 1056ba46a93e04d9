/** How the Sales panel writes its figures for people. */
import { formatMinorUnits } from '../../../lib/money.ts';
import type { MoneyByCurrency } from './sales-report.ts';

/** '$1,250.00', or '$1,250.00 + €80.00' across currencies; '$0.00' for none. */
export function formatMoney(money: MoneyByCurrency): string {
  const amounts = Object.entries(money).filter(([, amount]) => amount !== 0);
  if (amounts.length === 0) return formatMinorUnits(0, 'USD');
  return amounts.map(([currency, amount]) => formatMinorUnits(amount, currency)).join(' + ');
}

/** 0.125 → '12.5%'; '–' when there is nothing to divide by. */
export const formatRate = (rate: number | null) =>
  rate === null ? '–' : `${(rate * 100).toFixed(rate < 0.1 ? 1 : 0)}%`;
