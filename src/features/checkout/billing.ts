/**
 * What a shopper tells checkout besides the plan: their billing country (tax evidence), the company
 * they buy for, if any, and their consent to delivery within the withdrawal period
 * (docs/decisions/0044-checkout-tax-and-consent.md). Shared by the checkout island and the server.
 */
import * as z from 'zod';
import { isBillingCountry } from './billing-countries.ts';
import { DELIVERY_CONSENT_KEY } from './billing-consent.ts';

/** A VAT id: its country prefix, then 2 to 13 letters or digits (spaces, dots, dashes dropped). */
const VAT_ID_PATTERN = /^[A-Z]{2}[A-Z0-9]{2,13}$/;

const normalizeVatId = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

export const billingCountrySchema = z
  .string()
  .refine(isBillingCountry, 'api.checkout.billingCountryUnknown');

export const businessDetailsSchema = z.object({
  name: z.string().trim().min(1, 'api.checkout.businessNameMissing').max(200),
  address: z.string().trim().max(500, 'api.checkout.businessAddressTooLong'),
  vatId: z
    .string()
    .transform(normalizeVatId)
    .pipe(z.string().regex(VAT_ID_PATTERN, 'api.checkout.vatIdInvalid'))
    .nullable(),
});

/** A company added to a delivered order afterwards: checked as at checkout, with its country. */
export const companyDetailsSchema = businessDetailsSchema.extend({ country: billingCountrySchema });

/** The shopper asks for delivery now; the server refuses a payment without it. */
export const deliveryConsentSchema = z.literal(DELIVERY_CONSENT_KEY, {
  error: 'api.checkout.consentRequired',
});
