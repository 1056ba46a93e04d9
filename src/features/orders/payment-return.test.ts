import { describe, expect, test } from 'vitest';
import { isPaymentReturn, paymentIntentFromReturn } from './payment-return.ts';

describe("Stripe's return to /orders after a redirect", () => {
  test('names the paid intent when the redirect succeeded', () => {
    expect(
      paymentIntentFromReturn(
        '?payment_intent=pi_3Abc123456&payment_intent_client_secret=s&redirect_status=succeeded',
      ),
    ).toBe('pi_3Abc123456');
  });

  test('names nothing when the redirect failed, the id is malformed or there is no query', () => {
    expect(
      paymentIntentFromReturn('?payment_intent=pi_3Abc123456&redirect_status=failed'),
    ).toBeNull();
    expect(paymentIntentFromReturn('?payment_intent=evil&redirect_status=succeeded')).toBeNull();
    expect(paymentIntentFromReturn('')).toBeNull();
  });

  test('is recognised, succeeded or not, so its query can be removed', () => {
    expect(isPaymentReturn('?payment_intent=pi_3Abc123456&redirect_status=failed')).toBe(true);
    expect(isPaymentReturn('?utm_source=mail')).toBe(false);
  });
});
