/**
 * A plan as the plans API lists it in one currency: `price` in units, `amount` in minor units,
 * `currency` as Stripe writes it ('eur'); the owners' spreadsheet prices stay theirs. A list
 * carries one country's networks per plan, so a country's list stays near its size
 * (docs/product.md#plan-facts).
 */
import type { Currency } from '../currency/currencies.ts';
import { rulesOf } from '../currency/currencies.ts';
import type { Rates } from '../currency/rates.ts';
import { chargeFor, gatewayCurrency } from '../currency/charge.ts';
import { isMultiCountry } from './plan-kind.ts';
import { toPublicPlan, type Plan, type PublicPlan } from './plan.ts';

export type PricedPlan = Omit<PublicPlan, 'prices'> & { amount: number; currency: string };

/**
 * `country`: the code whose networks the plan carries (a country's list); null for the whole list,
 * where a single-country plan carries its own country's and a regional plan none.
 */
export function toPricedPlan(
  plan: Plan,
  currency: Currency,
  rates: Rates,
  country: string | null = null,
): PricedPlan {
  const { prices: _prices, ...listed } = toPublicPlan(plan);
  const { amount } = chargeFor(plan, currency, rates);
  const networksOf = country ?? (isMultiCountry(plan) ? null : plan.countryCode);
  return {
    ...listed,
    ...(listed.facts && {
      facts: {
        ...listed.facts,
        networks: listed.facts.networks.filter((entry) => entry.country === networksOf),
      },
    }),
    price: amount / rulesOf(currency).minorPerUnit,
    amount,
    currency: gatewayCurrency(currency),
  };
}
