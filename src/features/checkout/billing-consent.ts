/**
 * The catalogue key of the consent to delivery within the withdrawal period that the shopper ticks
 * at checkout. A new wording gets a new key, so each order keeps the words its buyer agreed to.
 * Without zod: the checkout island reads it.
 */
export const DELIVERY_CONSENT_KEY = 'checkout.deliveryConsent';
