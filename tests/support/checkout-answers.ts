/**
 * What every checkout sends besides the plan: a billing country and the ticked consent to delivery
 * now. Without vitest, so the bench scripts share it.
 */
import { DELIVERY_CONSENT_KEY } from '../../src/features/checkout/billing-consent.ts';

export const CHECKOUT_ANSWERS = {
  billingCountry: 'US',
  deliveryConsent: DELIVERY_CONSENT_KEY,
} as const;
