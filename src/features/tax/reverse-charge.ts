/**
 * Whether an EU business buyer accounts for the VAT itself (reverse charge, EU VAT Directive
 * 2006/112/EC Art. 44 and 196; docs/decisions/0041-tax-through-a-port.md): a VAT id of an EU
 * member state, the buyer's own, and not the member state the seller is established in.
 */
import { sellerSettings } from '../../lib/env.ts';
import { isEuMemberState } from './tax-rates.ts';

/** A VAT id's prefix is its member state, except Greece's: EL. */
const countryOfVatId = (vatId: string) => {
  const prefix = vatId
    .replace(/[\s.-]/g, '')
    .slice(0, 2)
    .toUpperCase();
  return prefix === 'EL' ? 'GR' : prefix;
};

/** The shape of an EU VAT id: country prefix, then 2 to 13 letters and digits. */
const VAT_ID = /^[A-Z]{2}[0-9A-Z+*]{2,13}$/;

/**
 * The member state the seller is established in, from its OSS number: a Union-scheme seller uses
 * its own VAT number (country prefix); a non-Union-scheme number starts with EU and the seller is
 * established in no member state, so every EU business buyer reverse-charges.
 */
function sellerEstablishment(): string | null {
  // SELLER_TAX_IDS as legal/seller.ts reads it; unset, its demo number is a non-Union one.
  const number = /(?:^|;)\s*eu-oss\s*:\s*([^;]+)/.exec(sellerSettings().taxIds ?? '')?.[1]?.trim();
  if (!number || /^EU/i.test(number)) return null;
  return countryOfVatId(number);
}

export function isReverseCharge(business: { vatId: string | null; country: string } | null) {
  if (!business?.vatId) return false;
  const vatId = business.vatId.replace(/[\s.-]/g, '').toUpperCase();
  const country = countryOfVatId(vatId);
  return (
    VAT_ID.test(vatId) &&
    isEuMemberState(country) &&
    country === business.country &&
    country !== sellerEstablishment()
  );
}
