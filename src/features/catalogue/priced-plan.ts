/**
 * A plan as the plans API lists it in one currency: the public plan, with `price` in that currency
 * (units, as before currencies: 12.99, or 2340 yen), `amount` in its minor units and `currency`
 * named as Stripe writes it ('eur'). The explicit spreadsheet prices stay the owners' detail.
 */
import type { Currency } from '../currency/currencies.ts';
import { rulesOf } from '../currency/currencies.ts';
import type { Rates } from '../currency/rates.ts';
import { chargeFor, gatewayCurrency } from '../currency/charge.ts';
import { toPublicPlan, type Plan, type PublicPlan } from './plan.ts';

export type PricedPlan = Omit<PublicPlan, 'prices'> & { amount: number; currency: string };

export function toPricedPlan(plan: Plan, currency: Currency, rates: Rates): PricedPlan {
  const { prices: _prices, ...listed } = toPublicPlan(plan);
  const { amount } = chargeFor(plan, currency, rates);
  return {
    ...listed,
    price: amount / rulesOf(currency).minorPerUnit,
    amount,
    currency: gatewayCurrency(currency),
  };
}
