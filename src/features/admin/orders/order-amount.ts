/**
 * What an order charged, as the console writes it: the order's own amount in its currency's minor
 * units (JPY has none), never the plan's USD list price. Browser-safe; the console is English.
 */
import { formatMinorUnits } from '../../../lib/money.ts';

export function formatOrderAmount(order: { amountCents: number; currency: string }): string {
  try {
    return formatMinorUnits(order.amountCents, order.currency.toUpperCase());
  } catch {
    // Not a currency Intl knows: the figure as stored, never a wrong one.
    return `${order.amountCents} ${order.currency} (minor units)`;
  }
}
