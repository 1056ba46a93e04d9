/**
 * What an order charged, as the console writes it: the order's own amount in its currency's minor
 * units (JPY has none), never the plan's USD list price. Browser-safe; the console is English.
 */
import { currencyCode, formatMinorUnits } from '../../lib/money.ts';

export function formatOrderAmount(order: { amountCents: number; currency: string }): string {
  const code = currencyCode(order.currency);
  return code
    ? formatMinorUnits(order.amountCents, code)
    : `${order.amountCents} ${order.currency} (minor units)`;
}
