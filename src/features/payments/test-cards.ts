/**
 * Stripe's documented test cards, as the local test gateway answers them. A refusal's message is a
 * catalogue key: the confirm function words it in the payer's language, as Stripe.js would.
 */
import { isLuhnValid } from '../../lib/luhn.ts';
import type { PaymentCard } from '../orders/order.ts';

export type CardOutcome =
  | { status: 'succeeded' }
  | { status: 'requires_payment_method'; error: { message: string } }
  /**
   * A cancelled intent cannot be confirmed (Stripe: `payment_intent_unexpected_state`), whatever
   * the card.
   */
  | { status: 'canceled'; error: { message: string } };

const declined = (message: string): CardOutcome => ({
  status: 'requires_payment_method',
  error: { message },
});

const OUTCOMES: Record<string, CardOutcome> = {
  '4242424242424242': { status: 'succeeded' },
  '4000056655665556': { status: 'succeeded' },
  '5555555555554444': { status: 'succeeded' },
  '378282246310005': { status: 'succeeded' },
  '4000002500000003': { status: 'succeeded' },
  '4000002760000016': { status: 'succeeded' },
  '4000008260000000': { status: 'succeeded' },
  '4000003920000003': { status: 'succeeded' },
  '4000000000000002': declined('api.card.declined'),
  '4000000000009995': declined('api.card.insufficientFunds'),
  '4000000000009987': declined('api.card.declined'),
  '4000000000000069': declined('api.card.expired'),
  '4000000000000127': declined('api.card.incorrectCvc'),
};

/** What Stripe's test mode answers for a card number (spaces and dashes ignored). */
export function testCardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits))
    return declined('api.card.invalidNumber');
  return OUTCOMES[digits] ?? declined('api.card.liveCardInTestMode');
}

/** The issuing country of Stripe's country test cards; its other test cards are American. */
const CARD_COUNTRIES: Record<string, string> = {
  '4000002500000003': 'FR',
  '4000002760000016': 'DE',
  '4000008260000000': 'GB',
  '4000003920000003': 'JP',
};

/** The country that issued a test card, as Stripe reports `payment_method.card.country`. */
export function testCardCountry(cardNumber: string): string {
  return CARD_COUNTRIES[cardNumber.replace(/[\s-]/g, '')] ?? 'US';
}

/** Card brands by the number's first digits, as Stripe names them in `payment_method.card.brand`. */
const BRAND_PREFIXES: [RegExp, string][] = [
  [/^4/, 'visa'],
  [/^(5[1-5]|2[2-7])/, 'mastercard'],
  [/^3[47]/, 'amex'],
  [/^35/, 'jcb'],
  [/^3[068]/, 'diners'],
  [/^(6011|65)/, 'discover'],
  [/^62/, 'unionpay'],
];

/** The brand and last 4 digits of a test card, as Stripe reports a paying card's. */
export function testPaymentCard(cardNumber: string): PaymentCard {
  const digits = cardNumber.replace(/[\s-]/g, '');
  const brand = BRAND_PREFIXES.find(([prefix]) => prefix.test(digits))?.[1] ?? 'unknown';
  return { brand, last4: digits.slice(-4) };
}
