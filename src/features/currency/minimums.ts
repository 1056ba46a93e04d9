/**
 * Where a plan's price falls below the card's smallest charge. A converted price is lifted to it,
 * but a USD price whose exact conversion is below it would sell for more than it is worth, so the
 * upload and the rates refuse it (docs/decisions/0030-currencies.md).
 */
import { formatMinorUnits } from '../../lib/money.ts';
import { CURRENCIES, rulesOf } from './currency-rules.ts';
import { unroundedPriceIn, type PriceIn, type Priced } from './price-in.ts';
import type { Rates } from './rates.ts';

/**
 * Every currency in which `plan` costs less than the gateway's minimum charge, with that price:
 * as set, or the exact conversion rounded down.
 */
export function pricesBelowMinimum(plan: Priced, rates: Rates): PriceIn[] {
  return CURRENCIES.flatMap((currency): PriceIn[] => {
    const price = unroundedPriceIn(plan, currency, rates);
    return price.amount < rulesOf(currency).minimumCharge
      ? [{ ...price, amount: Math.floor(price.amount) }]
      : [];
  });
}

/** 'HK$3.89 at 7.78 HKD to the US dollar, below the card minimum of HK$4.00'. */
export function describeBelowMinimum({ currency, amount, rate }: PriceIn): string {
  const minimum = formatMinorUnits(rulesOf(currency).minimumCharge, currency);
  const at = rate === null ? '' : ` at ${rate} ${currency} to the US dollar`;
  return `${formatMinorUnits(amount, currency)}${at}, below the card minimum of ${minimum}`;
}
