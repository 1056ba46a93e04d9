/**
 * The check of a business buyer's EU VAT number: VIES on a live shop, else an offline stand-in
 * accepting any well-formed member-state number. Checkout asks once per quote, only for a number
 * that would be reverse-charged (docs/decisions/0045-vat-numbers-confirmed-with-vies.md).
 */
import { vatCheckSettings } from '../../lib/env.ts';
import { registeredScheme } from './local-tax.ts';
import { localVatCheck } from './local-vat-check.ts';
import type { VatCheck } from './order-tax.ts';
import {
  reverseChargeCandidate,
  sellerEuVatId,
  tidyVatId,
  type TaxedBusiness,
} from './reverse-charge.ts';
import { createViesCheck } from './vies.server.ts';

/**
 * What the check said. `checkedAt`: VIES's own request date (else when we asked); `requestId`:
 * VIES's consultation number, given only when the seller's own number was sent with the question.
 * `unavailable`: nobody could say (VIES or the member state's register down, busy, timed out).
 */
export type VatCheckOutcome =
  | { outcome: 'valid' | 'invalid'; checkedAt: string; requestId: string | null }
  | { outcome: 'unavailable'; reason: string };

export interface VatNumberCheck {
  /** `vatId`: tidied, upper case, with its country prefix (EL for Greece). Never throws. */
  check(vatId: string): Promise<VatCheckOutcome>;
}

/** VIES in production or with VAT_CHECK=vies; else the offline stand-in. */
export function vatNumberCheckFor(): VatNumberCheck {
  const settings = vatCheckSettings();
  if (settings.engine === 'local') return localVatCheck;
  return createViesCheck({
    baseUrl: settings.viesUrl,
    timeoutMs: settings.timeoutMs,
    requester: sellerEuVatId(),
  });
}

/** Why a business buyer's VAT number did not take the VAT off: VIES said no, or could not say. */
export type VatNotice = 'not-confirmed' | 'unreachable';

/**
 * Asks about a business buyer's VAT id only when it alone stands between the sale and a reverse
 * charge (reverse-charge.ts, and the shop registered for the OSS): the check the order keeps, and
 * what the shopper is told when the id does not take the VAT off.
 */
export async function checkBuyerVatId(
  business: TaxedBusiness | null,
): Promise<{ vatCheck: VatCheck | null; notice: VatNotice | null }> {
  if (!business?.vatId || !reverseChargeCandidate(business))
    return { vatCheck: null, notice: null };
  if (registeredScheme(business.country) !== 'eu-oss') return { vatCheck: null, notice: null };
  const said = await vatNumberCheckFor().check(tidyVatId(business.vatId));
  if (said.outcome === 'unavailable') return { vatCheck: null, notice: 'unreachable' };
  const { checkedAt, requestId } = said;
  const valid = said.outcome === 'valid';
  return { vatCheck: { valid, checkedAt, requestId }, notice: valid ? null : 'not-confirmed' };
}
