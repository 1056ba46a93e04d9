/**
 * The offline stand-in for VIES (`npm start`, tests, previews): a well-formed VAT number of an EU
 * member state is taken as valid, with no consultation number, so the shop runs without reaching
 * the Commission. Never a live shop's check (docs/decisions/0045-vat-numbers-confirmed-with-vies.md).
 */
import { countryOfVatId, isWellFormedVatId } from './reverse-charge.ts';
import { isEuMemberState } from './tax-rates.ts';
import type { VatNumberCheck } from './vat-check-port.ts';

export const localVatCheck: VatNumberCheck = {
  check: async (vatId) => ({
    outcome:
      isWellFormedVatId(vatId) && isEuMemberState(countryOfVatId(vatId)) ? 'valid' : 'invalid',
    checkedAt: new Date().toISOString(),
    requestId: null,
  }),
};
