import { describe, expect, test } from 'vitest';
import { testCardOutcome, testPaymentCard } from './test-cards.ts';
import { isLuhnValid } from '../../lib/luhn.ts';

// A refusal names its catalogue key; the confirm function words it (tests/functions/checkout.test.ts).

describe("the test gateway answers Stripe's test cards as Stripe does", () => {
  test('4242 4242 4242 4242 succeeds, with or without spaces', () => {
    expect(testCardOutcome('4242 4242 4242 4242')).toEqual({ status: 'succeeded' });
    expect(testCardOutcome('4242424242424242')).toEqual({ status: 'succeeded' });
  });
  test('4000 0000 0000 0002 is declined', () => {
    expect(testCardOutcome('4000 0000 0000 0002')).toEqual({
      status: 'requires_payment_method',
      error: { message: 'api.card.declined' },
    });
  });
  test('4000 0000 0000 9995 has insufficient funds', () => {
    expect(testCardOutcome('4000000000009995')).toEqual({
      status: 'requires_payment_method',
      error: { message: 'api.card.insufficientFunds' },
    });
  });
  test('a mistyped number is invalid, a real card is refused in test mode', () => {
    expect(testCardOutcome('4242 4242 4242 4241')).toMatchObject({
      error: { message: 'api.card.invalidNumber' },
    });
    expect(testCardOutcome('4111 1111 1111 1111')).toMatchObject({
      error: { message: 'api.card.liveCardInTestMode' },
    });
  });
  test('Luhn check', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4242424242424243')).toBe(false);
  });
});

describe('the test gateway names the card that paid as Stripe does (brand, last 4 digits)', () => {
  test.each([
    ['4242 4242 4242 4242', 'visa', '4242'],
    ['4000 0039 2000 0003', 'visa', '0003'],
    ['5555 5555 5555 4444', 'mastercard', '4444'],
    ['3782 822463 10005', 'amex', '0005'],
  ])('%s: brand %s, ending %s', (number, brand, last4) => {
    expect(testPaymentCard(number)).toEqual({ brand, last4 });
  });

  test("American Express's test card is accepted, as Stripe's test mode accepts it", () => {
    expect(testCardOutcome('3782 822463 10005')).toEqual({ status: 'succeeded' });
  });
});
