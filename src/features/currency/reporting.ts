/**
 * Sales are reported in one currency, US dollars: each amount is converted at the rate stored with
 * its order when it was quoted, never at today's rate, so a figure never moves after the sale
 * (docs/decisions/0030-currencies.md).
 */
import { minorUnitsPerUnit } from '../../lib/money.ts';

export const REPORTING_CURRENCY = 'USD';

/**
 * `amount` minor units of `currency` ('eur', 'JPY') in US cents, at `exchangeRate` units of
 * `currency` per dollar.
 */
export function inReportingCurrency(
  amount: number,
  currency: string,
  exchangeRate: number,
): number {
  const code = currency.toUpperCase();
  if (code === REPORTING_CURRENCY) return amount;
  return Math.round(((amount / minorUnitsPerUnit(code)) * 100) / exchangeRate);
}
