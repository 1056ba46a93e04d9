/**
 * The tax an order carries, decided at checkout: the country, rate, amount included, evidence and
 * whether the buyer is a business. Prices include tax, so tax never changes the charge, only says
 * how much of it is tax. Shared by checkout, invoices and the console.
 */
import * as z from 'zod';
import { taxSchemes } from './tax-schemes.ts';

const countryCode = z.string().regex(/^[A-Z]{2}$/);

const taxEvidenceSchema = z.object({
  /** The billing country the buyer gave (or Stripe's billing details). */
  billingCountry: countryCode.nullable(),
  /** The issuing country of the card, as the payment gateway reports it. */
  cardCountry: countryCode.nullable(),
  /** The country of the buyer's IP address at checkout. */
  ipCountry: countryCode.nullable(),
});
export type TaxEvidence = z.infer<typeof taxEvidenceSchema>;

/**
 * What VIES said of a business buyer's VAT id when the checkout was quoted: `checkedAt`, VIES's
 * request date; `requestId`, its consultation number (given when the seller's own number was
 * sent). docs/decisions/0045-vat-numbers-confirmed-with-vies.md
 */
const vatCheckSchema = z.object({
  valid: z.boolean(),
  checkedAt: z.string().max(64),
  requestId: z.string().max(64).nullable(),
});
export type VatCheck = z.infer<typeof vatCheckSchema>;

export const orderTaxSchema = z.object({
  /** The country whose tax applies, decided from the evidence. */
  country: countryCode,
  /** The registration it was collected under; null where the shop is not registered (no tax). */
  scheme: z.enum(taxSchemes).nullable(),
  /** The rate in basis points: 2000 is 20 %. */
  rateBasisPoints: z.number().int().min(0).max(10_000),
  /** The tax included in the order's amount, in the currency's minor units. */
  amount: z.number().int().min(0),
  evidence: taxEvidenceSchema,
  /** No two pieces of evidence agreed: the country is the billing country, to be reviewed. */
  evidenceConflict: z.boolean().optional(),
  /** The buyer said they buy as a business (and gave a VAT id the invoice carries). */
  business: z.boolean(),
  /** A business in another EU member state: no VAT charged, the buyer accounts for it. */
  reverseCharge: z.boolean(),
  /** VIES's answer on the VAT id; null or absent when it was not asked or could not answer. */
  vatCheck: vatCheckSchema.nullish(),
  /** The gateway's tax calculation (Stripe Tax), when one made it. */
  calculationId: z.string().nullable(),
  /** The gateway's tax transaction, once the calculation was committed after payment. */
  transactionId: z.string().nullable(),
});
export type OrderTax = z.infer<typeof orderTaxSchema>;
