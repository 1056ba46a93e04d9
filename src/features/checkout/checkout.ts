/**
 * Checkout payloads, shared by the checkout island and the functions; their messages are catalogue
 * keys, answered in the request's language.
 */
import * as z from 'zod';
import { currencySchema } from '../currency/currencies.ts';
import { INTENT_ID_PATTERN } from '../payments/gateway.ts';
import type { VatNotice } from '../tax/vat-check-port.ts';
import { billingCountrySchema, businessDetailsSchema, deliveryConsentSchema } from './billing.ts';
import { dayStart, travelDateRange } from '../orders/travel-date.ts';

const planId = z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'api.checkout.planNotFound');

/** A real calendar day from yesterday to a year ahead, as the server's clock reads now. */
const travelDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'api.checkout.travelDateInvalid')
  .refine((day) => {
    const { min, max } = travelDateRange(Date.now(), 1);
    return !Number.isNaN(dayStart(day)) && day >= min && day <= max;
  }, 'api.checkout.travelDateInvalid');

/** A top-up names the eSIM it adds data to by the id of the order that bought it. */
const topUpOf = z.string().regex(/^[a-f0-9]{24}$/, 'api.esims.notFound');

/**
 * `currency`: what the shopper pays in (US dollars when absent); a top-up is charged in its eSIM's
 * currency. `billingCountry`, `business` (absent for a private buyer) and `deliveryConsent` (the
 * key of the wording ticked): billing.ts.
 */
export const createIntentSchema = z.object({
  planId,
  topUpOf: topUpOf.optional(),
  currency: currencySchema.optional(),
  billingCountry: billingCountrySchema,
  business: businessDetailsSchema.optional(),
  deliveryConsent: deliveryConsentSchema,
  /** 'When do you travel?' (`YYYY-MM-DD`), absent when not given: travel-date.ts. */
  travelDate: travelDateSchema.optional(),
});
export type IntentRequest = z.infer<typeof createIntentSchema>;

export const completeOrderSchema = z.object({
  paymentIntentId: z.string().regex(INTENT_ID_PATTERN, 'api.checkout.paymentNotFound'),
  planId: planId.optional(),
});

export const testConfirmSchema = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z.string().max(40),
});

export interface CreatedIntent {
  clientSecret: string;
  paymentIntentId: string;
  /** In the currency's minor units (cents; yen for JPY). */
  amount: number;
  /** Lower case, as Stripe writes it: 'usd', 'eur', 'jpy'. */
  currency: string;
  gateway: 'stripe' | 'test';
  /** Until when the price holds (ISO, on the server's clock). */
  heldUntil: string;
  /**
   * How long the price holds from this answer (ms): the page times the hold from when the answer
   * arrived, on its own clock.
   */
  holdsForMs: number;
  /** The tax included in `amount`, for the summary; null when none applies. */
  tax: ShownTax | null;
  /**
   * Why a business buyer's VAT number did not take the VAT off (VIES said no, or could not be
   * reached), in the shopper's language; null otherwise.
   */
  vatNotice: { reason: VatNotice; message: string } | null;
}

/** The part of an order's tax the order summary shows: 'incl. VAT 20 %: €1.67'. */
export interface ShownTax {
  country: string;
  rateBasisPoints: number;
  /** In the currency's minor units, included in the amount. */
  amount: number;
}
