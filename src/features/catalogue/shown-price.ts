/**
 * A plan's price as a page in one language shows it first, before the shopper's own currency
 * applies: in the language's currency (docs/decisions/0030-currencies.md). For what search engines
 * read of the page, the meta description and the structured data, which scripts never change.
 */
import { formatAmount } from '../currency/format-price.ts';
import { priceIn, type Priced } from '../currency/price-in.ts';
import type { Rates } from '../currency/rates.ts';
import type { Currency } from '../currency/currency-rules.ts';
import { languageCurrency } from '../currency/shopper-currency.ts';
import type { Locale } from '../i18n/locales.ts';

interface ShownPrice {
  currency: Currency;
  /** In the currency's minor units. */
  amount: number;
  /** For people, in the page's language: '$15.00', '13,99 €', '￥2,340'. */
  text: string;
}

export function shownPrice(plan: Priced, locale: Locale, rates: Rates): ShownPrice {
  const currency = languageCurrency(locale);
  const { amount } = priceIn(plan, currency, rates);
  return { currency, amount, text: formatAmount(amount, currency, locale) };
}

/** The plan with the lowest US dollar price, the one a page's 'from' price names. */
export function cheapestPlan<Plan extends Priced>(plans: readonly Plan[]): Plan | undefined {
  return plans.reduce<Plan | undefined>(
    (cheapest, plan) => (cheapest === undefined || plan.price < cheapest.price ? plan : cheapest),
    undefined,
  );
}
