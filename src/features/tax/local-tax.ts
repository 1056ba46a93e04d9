/**
 * The local tax engine: the shop's own rate table, the evidence rule and the reverse charge. It
 * keeps no ledger of its own: the order carries its tax and the sales fold counts it, so commit
 * and reverse have nothing to record outside the shop.
 */
import { taxRegistrations } from '../../lib/env.ts';
import type { TaxScheme } from './tax-schemes.ts';
import type { OrderTax } from './order-tax.ts';
import { isReverseCharge } from './reverse-charge.ts';
import { buyerCountry } from './tax-evidence.ts';
import type { TaxPort, TaxQuoteInput } from './tax-port.ts';
import {
  EU_STANDARD_RATES,
  includedTax,
  isEuMemberState,
  JP_STANDARD_RATE,
  UK_STANDARD_RATE,
} from './tax-rates.ts';

/** The scheme a country is taxed under and its rate, whether or not the shop is registered. */
function schemeOf(country: string): { scheme: TaxScheme; rate: number } | null {
  if (isEuMemberState(country)) return { scheme: 'eu-oss', rate: EU_STANDARD_RATES[country]! };
  if (country === 'GB') return { scheme: 'uk', rate: UK_STANDARD_RATE };
  if (country === 'JP') return { scheme: 'jp', rate: JP_STANDARD_RATE };
  return null;
}

/** The scheme a country's tax is collected under, null where the shop is not registered for it. */
export function registeredScheme(country: string): TaxScheme | null {
  const taxed = schemeOf(country);
  return taxed && taxRegistrations().includes(taxed.scheme) ? taxed.scheme : null;
}

export function quoteLocally({ amount, evidence, business }: TaxQuoteInput): OrderTax {
  const decided = buyerCountry(evidence);
  const reverseCharge = isReverseCharge(business);
  // The place of supply to a business is where it is established (Directive 2006/112/EC Art. 44).
  const country = reverseCharge && business ? business.country : decided.country;
  const taxed = schemeOf(country);
  const registered = taxed !== null && taxRegistrations().includes(taxed.scheme);
  const rate = registered && !reverseCharge ? taxed.rate : 0;
  return {
    country,
    scheme: registered ? taxed.scheme : null,
    rateBasisPoints: rate,
    amount: includedTax(amount, rate),
    evidence,
    ...(decided.conflicting ? { evidenceConflict: true } : {}),
    business: business !== null,
    reverseCharge: registered && reverseCharge,
    vatCheck: business?.vatCheck ?? null,
    calculationId: null,
    transactionId: null,
  };
}

export const localTax: TaxPort = {
  quote: async (input) => quoteLocally(input),
  commit: async (tax) => tax,
  reverse: async () => {},
};
