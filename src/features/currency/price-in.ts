/**
 * The price of a plan in any of the shop's currencies, in that currency's minor units: the USD
 * price as it is, an explicit spreadsheet price as it is, or the USD price at the owner's rate
 * rounded to the price a shopper expects (docs/decisions/0030-currencies.md).
 */
import { CURRENCIES, rulesOf, type ConvertedCurrency, type Currency } from './currency-rules.ts';
import type { Rates } from './rates.ts';

/** Explicit prices from the spreadsheet, by currency, in minor units. */
export type ExplicitPrices = Partial<Record<ConvertedCurrency, number>>;

/** What priceIn needs of a plan: its USD price (two decimals) and its explicit prices. */
export interface Priced {
  price: number;
  prices?: ExplicitPrices | undefined;
}

export interface PriceIn {
  currency: Currency;
  /** In the currency's minor units. */
  amount: number;
  /** The USD rate the amount was converted at; null for USD itself and for explicit prices. */
  rate: number | null;
}

/** The plan's USD price in cents. */
function usdCentsOf(plan: Priced): number {
  return Math.round(plan.price * 100);
}

/** `usdCents` at `rate`, in `currency`'s minor units, before any rounding. */
export function exactConversion(usdCents: number, currency: Currency, rate: number): number {
  return (usdCents / 100) * rate * rulesOf(currency).minorPerUnit;
}

/**
 * The price of `currency`'s shape nearest to `exact` (halfway goes up), never below its smallest
 * such price, and never below the gateway's minimum: then the smallest shaped price at or above it.
 */
export function roundToShape(exact: number, currency: Currency): number {
  const { step, ending, minimumCharge } = rulesOf(currency);
  // A shaped price is ending + k × step; k = 0 is a price only when it is not 0 itself.
  const lowestK = ending > 0 ? 0 : 1;
  // Float noise (1.49 as 148.99999999) must not decide which way a halfway price goes.
  const steps = Math.round(((exact - ending) / step) * 1e6) / 1e6;
  let k = Math.max(lowestK, Math.round(steps));
  if (ending + k * step < minimumCharge) k = Math.ceil((minimumCharge - ending) / step);
  return ending + k * step;
}

/**
 * Where the price of `plan` in `currency` comes from, before any rounding: the USD price or an
 * explicit price as they are (rate null), or the exact conversion at the rate (maybe fractional).
 */
export function unroundedPriceIn(plan: Priced, currency: Currency, rates: Rates): PriceIn {
  if (currency === 'USD') return { currency, amount: usdCentsOf(plan), rate: null };
  const explicit = plan.prices?.[currency];
  if (explicit !== undefined) return { currency, amount: explicit, rate: null };
  const rate = rates[currency];
  return { currency, amount: exactConversion(usdCentsOf(plan), currency, rate), rate };
}

/** The price of `plan` in `currency`: explicit prices win, USD is never converted. */
export function priceIn(plan: Priced, currency: Currency, rates: Rates): PriceIn {
  const price = unroundedPriceIn(plan, currency, rates);
  return price.rate === null ? price : { ...price, amount: roundToShape(price.amount, currency) };
}

/** The plan's price in each of the ten currencies, USD first. */
export function pricesInEveryCurrency(plan: Priced, rates: Rates): PriceIn[] {
  return CURRENCIES.map((currency) => priceIn(plan, currency, rates));
}
