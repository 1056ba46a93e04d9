import { describe, expect, test } from 'vitest';
import { errorDescription } from '../../lib/api-client.ts';
import { translator } from '../i18n/catalogue.ts';
import { heldUntilLabel } from './quote.ts';
import {
  amountToPay,
  formatCardNumber,
  holdEndOnThisDevice,
  formatCvc,
  formatExpiry,
  payButtonLabel,
  planIdFromPath,
  topUpOfFromSearch,
} from './checkout-flow.ts';

describe('the plan id in the checkout path', () => {
  test('is the segment after /checkout/, with or without a trailing slash', () => {
    expect(planIdFromPath('/checkout/us-5gb-7d')).toBe('us-5gb-7d');
    expect(planIdFromPath('/checkout/us-5gb-7d/')).toBe('us-5gb-7d');
  });

  test('is the same in every language', () => {
    expect(planIdFromPath('/fr/checkout/us-5gb-7d')).toBe('us-5gb-7d');
    expect(planIdFromPath('/ja/checkout/us-5gb-7d/')).toBe('us-5gb-7d');
    expect(planIdFromPath('/xx/checkout/us-5gb-7d')).toBeNull();
  });

  test('is missing on the bare page, deeper paths and ids no plan can have', () => {
    expect(planIdFromPath('/checkout')).toBeNull();
    expect(planIdFromPath('/checkout/')).toBeNull();
    expect(planIdFromPath('/checkout/us/extra')).toBeNull();
    expect(planIdFromPath('/checkout/US_5GB')).toBeNull();
    expect(planIdFromPath('/checkout/%E0%A4%A')).toBeNull();
  });
});

describe('card fields as the visitor types', () => {
  test('the card number is grouped by four, digits only, at most 19', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000-0000 00')).toBe('4000 0000 00');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('1'.repeat(25))).toBe('1111 1111 1111 1111 111');
  });

  test('the expiry reads MM / YY and a first digit above 1 is a month', () => {
    expect(formatExpiry('1226')).toBe('12 / 26');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('12 / ')).toBe('12');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('429')).toBe('04 / 29');
    expect(formatExpiry('12/345')).toBe('12 / 34');
  });

  test('the CVC keeps up to four digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

const en = translator('en');

describe('the pay button and error texts', () => {
  test("reads 'Pay $15.00', then 'Processing...' while working", () => {
    expect(payButtonLabel(en, { amount: 1500, currency: 'USD' }, false)).toBe('Pay $15.00');
    expect(payButtonLabel(en, { amount: 1500, currency: 'USD' }, true)).toBe('Processing...');
    expect(payButtonLabel(en, { amount: 2340, currency: 'JPY' }, false)).toBe('Pay ¥2,340');
  });

  test("charges the intent's amount, in its currency, once the server has priced it", () => {
    const listed = { amount: 1299, currency: 'eur' };
    expect(amountToPay(listed, undefined)).toEqual({ amount: 1299, currency: 'EUR' });
    expect(amountToPay(listed, { amount: 1399, currency: 'eur' })).toEqual({
      amount: 1399,
      currency: 'EUR',
    });
  });

  test("an exception gives its message, or 'Unexpected error occurred.'", () => {
    expect(errorDescription(new Error('Network down'))).toBe('Network down');
    expect(errorDescription(new Error(''))).toBe('Unexpected error occurred.');
    expect(errorDescription('boom')).toBe('Unexpected error occurred.');
  });
});

describe('the eSIM a top-up checkout adds data to', () => {
  test('?topUp=<order id> names it; anything else is a plain purchase', () => {
    const orderId = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    expect(topUpOfFromSearch(`?topUp=${orderId}`)).toBe(orderId);
    expect(topUpOfFromSearch('')).toBeNull();
    expect(topUpOfFromSearch('?topUp=../orders')).toBeNull();
    expect(topUpOfFromSearch('?topup=a1b2c3d4e5f6a1b2c3d4e5f6')).toBeNull();
  });
});

describe('the end of a price hold on the visitor’s device', () => {
  const serverNow = Date.parse('2025-06-01T14:02:00Z');
  const answer = {
    heldUntil: new Date(serverNow + 30 * 60_000).toISOString(),
    holdsForMs: 30 * 60_000,
  };

  test('is 30 minutes after the answer arrived on the device’s own clock, even a clock 45 minutes fast', () => {
    const deviceNow = serverNow + 45 * 60_000;
    const ends = holdEndOnThisDevice(answer, deviceNow);
    expect(ends - deviceNow).toBe(30 * 60_000);
    expect(heldUntilLabel(en, new Date(ends).toISOString(), 'UTC')).toBe('Price held until 15:17');
  });

  test('is the server’s end of the hold for a device whose clock is right', () => {
    expect(holdEndOnThisDevice(answer, serverNow)).toBe(Date.parse(answer.heldUntil));
  });
});
