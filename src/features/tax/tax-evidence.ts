/**
 * Which country's tax applies, from the buyer's billing country, card country and IP country
 * (Council Implementing Regulation (EU) No 282/2011 Art. 24b: two pieces of evidence that do not
 * contradict each other; docs/decisions/0041-tax-through-a-port.md).
 */
import type { TaxEvidence } from './order-tax.ts';

export interface BuyerCountry {
  country: string;
  /** No two pieces of evidence agree: the order's tax says so and the console counts it. */
  conflicting: boolean;
}

export function buyerCountry({
  billingCountry,
  cardCountry,
  ipCountry,
}: TaxEvidence): BuyerCountry {
  if (billingCountry && (billingCountry === cardCountry || billingCountry === ipCountry))
    return { country: billingCountry, conflicting: false };
  if (cardCountry && cardCountry === ipCountry) return { country: cardCountry, conflicting: false };
  const first = billingCountry ?? cardCountry ?? ipCountry;
  if (!first) throw new Error('No evidence of the buyer’s country');
  return { country: first, conflicting: true };
}
