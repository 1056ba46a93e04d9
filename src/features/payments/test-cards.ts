/** Stripe's documented test cards, as the local test gateway answers them. */
import { isLuhnValid } from '../../lib/luhn.ts';

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
  '4000000000000002': declined('Your card was declined.'),
  '4000000000009995': declined('Your card has insufficient funds.'),
  '4000000000009987': declined('Your card was declined.'),
  '4000000000000069': declined('Your card has expired.'),
  '4000000000000127': declined("Your card's security code is incorrect."),
};

/** What Stripe's test mode answers for a card number (spaces and dashes ignored). */
export function testCardOutcome(cardNumber: string): CardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !isLuhnValid(digits))
    return declined('Your card number is invalid.');
  return (
    OUTCOMES[digits] ??
    declined('Your card was declined. Your request was in test mode, but used a non test card.')
  );
}
