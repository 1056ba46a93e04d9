/**
 * Whether an EU business buyer accounts for the VAT itself (EU VAT Directive 2006/112/EC Art. 44,
 * 196): a VIES-confirmed VAT id of another member state than the seller's
 * (docs/decisions/0041-tax-through-a-port.md, 0045-vat-numbers-confirmed-with-vies.md).
 */
import { sellerSettings } from '../../lib/env.ts';
import type { VatCheck } from './order-tax.ts';
import { isEuMemberState } from './tax-rates.ts';

/** A business buyer as the tax quote sees it; `vatCheck`: what VIES said of its VAT id. */
export interface TaxedBusiness {
  vatId: string | null;
  country: string;
  vatCheck?: VatCheck | null;
}

/** Spaces, dots and dashes dropped, upper case: 'de 123.456-789' → 'DE123456789'. */
export const tidyVatId = (vatId: string) => vatId.replace(/[\s.-]/g, '').toUpperCase();

/** A VAT id's prefix is its member state, except Greece's: EL. */
export const countryOfVatId = (vatId: string) => {
  const prefix = tidyVatId(vatId).slice(0, 2);
  return prefix === 'EL' ? 'GR' : prefix;
};

/** The shape of an EU VAT id: country prefix, then 2 to 13 letters and digits. */
export const isWellFormedVatId = (vatId: string) =>
  /^[A-Z]{2}[0-9A-Z+*]{2,13}$/.test(tidyVatId(vatId));

/**
 * The seller's OSS number in SELLER_TAX_IDS (as legal/seller.ts reads it) when it is a member
 * state's VAT number (Union scheme); null for a non-Union-scheme number, which starts with EU and
 * belongs to no member state, or when unset.
 */
function sellerMemberStateNumber(): string | null {
  const number = /(?:^|;)\s*eu-oss\s*:\s*([^;]+)/.exec(sellerSettings().taxIds ?? '')?.[1]?.trim();
  return number && !/^EU/i.test(number) ? number : null;
}

/** The seller's own EU VAT number, tidied, to name it as requester to VIES; null when none. */
export function sellerEuVatId(): string | null {
  const number = sellerMemberStateNumber();
  if (!number || !isWellFormedVatId(number)) return null;
  return isEuMemberState(countryOfVatId(number)) ? tidyVatId(number) : null;
}

/** The member state the seller is established in; null under the non-Union scheme. */
function sellerEstablishment(): string | null {
  const number = sellerMemberStateNumber();
  return number && countryOfVatId(number);
}

/**
 * Whether the buyer's VAT id would reverse-charge the sale once VIES confirms it: the id is the
 * only thing VIES is then asked about.
 */
export function reverseChargeCandidate(business: TaxedBusiness | null): boolean {
  if (!business?.vatId) return false;
  const country = countryOfVatId(business.vatId);
  return (
    isWellFormedVatId(business.vatId) &&
    isEuMemberState(country) &&
    country === business.country &&
    country !== sellerEstablishment()
  );
}

export function isReverseCharge(business: TaxedBusiness | null): boolean {
  return reverseChargeCandidate(business) && business?.vatCheck?.valid === true;
}
