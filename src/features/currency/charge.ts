/**
 * What a checkout charges: a currency, an amount in its minor units (JPY: yen) and the USD rate in
 * force when it was quoted, so sales can be reported in one currency without converting again
 * (docs/decisions/0030-currencies.md). Fixed at the quote; the payment must match it exactly.
 */
import * as z from 'zod';
import { CURRENCIES, currencySchema, type Currency } from './currencies.ts';
import { priceIn, type Priced } from './price-in.ts';
import type { Rates } from './rates.ts';

export const chargeSchema = z.object({
  currency: z.enum(CURRENCIES),
  amount: z.number().int().positive(),
  /** Units of `currency` one US dollar bought when quoted: 1 for USD. */
  exchangeRate: z.number().positive(),
});
export type Charge = z.infer<typeof chargeSchema>;

/** An amount of money: minor units of a currency. */
export const amountSchema = chargeSchema.pick({ currency: true, amount: true });
export type Amount = z.infer<typeof amountSchema>;

/** The USD rate of `currency` in `rates` (1 for USD itself). */
function usdRateOf(currency: Currency, rates: Rates): number {
  return currency === 'USD' ? 1 : rates[currency];
}

/** What `plan` costs in `currency` now, with the rate that reports it. */
export function chargeFor(plan: Priced, currency: Currency, rates: Rates): Charge {
  return {
    currency,
    amount: priceIn(plan, currency, rates).amount,
    exchangeRate: usdRateOf(currency, rates),
  };
}

/**
 * The charge of a checkout record; records made before currencies charged the plan's USD price.
 */
export function chargeOfCheckout(record: { plan: Priced; charge?: Charge | undefined }): Charge {
  return (
    record.charge ?? {
      currency: 'USD',
      amount: Math.round(record.plan.price * 100),
      exchangeRate: 1,
    }
  );
}

/** How gateways and the API write a currency code: 'eur', as Stripe does. */
export function gatewayCurrency(currency: Currency): string {
  return currency.toLowerCase();
}

/** What an order paid, as an amount ('usd' as the gateway wrote it → 'USD'). */
export function paidByOrder(order: { amountCents: number; currency: string }): Amount {
  return { currency: currencySchema.parse(order.currency), amount: order.amountCents };
}
