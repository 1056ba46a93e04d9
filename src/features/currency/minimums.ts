/**
 * Where a plan's price falls below what the card gateway can charge. A converted price is never
 * charged below the minimum (roundToShape lifts it), but a USD price so low that its exact
 * conversion is under the minimum would be sold for more than it is worth: the upload and the
 * rates setting refuse it instead (docs/decisions/0030-currencies.md).
 */
import { formatMinorUnits } from '../../lib/money.ts';
import { CURRENCIES, rulesOf, type Currency } from './currency-rules.ts';
import { exactConversion, usdCentsOf, type Priced } from './price-in.ts';
import type { Rates } from './rates.ts';

export interface BelowMinimum {
  currency: Currency;
  /** The price in minor units: as set, or the exact conversion rounded down. */
  amount: number;
  /** The rate it was converted at; null for USD and explicit prices. */
  rate: number | null;
}

/** Every currency in which `plan` costs less than the gateway's minimum charge. */
export function pricesBelowMinimum(plan: Priced, rates: Rates): BelowMinimum[] {
  return CURRENCIES.flatMap((currency): BelowMinimum[] => {
    const price = priceBeforeRounding(plan, currency, rates);
    return price.amount < rulesOf(currency).minimumCharge ? [price] : [];
  });
}

function priceBeforeRounding(plan: Priced, currency: Currency, rates: Rates): BelowMinimum {
  if (currency === 'USD') return { currency, amount: usdCentsOf(plan), rate: null };
  const explicit = plan.prices?.[currency];
  if (explicit !== undefined) return { currency, amount: explicit, rate: null };
  const rate = rates[currency];
  return {
    currency,
    amount: Math.floor(exactConversion(usdCentsOf(plan), currency, rate)),
    rate,
  };
}

/** 'HK$3.89 at 7.78 HKD to the US dollar, below the card minimum of HK$4.00'. */
export function describeBelowMinimum({ currency, amount, rate }: BelowMinimum): string {
  const minimum = formatMinorUnits(rulesOf(currency).minimumCharge, currency);
  const at = rate === null ? '' : ` at ${rate} ${currency} to the US dollar`;
  return `${formatMinorUnits(amount, currency)}${at}, below the card minimum of ${minimum}`;
}
