import { describe, expect, test } from 'vitest';
import type { PlanSnapshot } from '../orders/order.ts';
import { paymentRefundedMail, type UnsoldPayment } from './quote-mails.ts';
import { translator } from '../i18n/catalogue.ts';

const en = translator('en');

const ORIGIN = 'https://shop.example';
const plan: PlanSnapshot = {
  id: 'al-20gb-30d',
  name: '20GB 30 Days',
  country: 'Albania',
  countryCode: 'AL',
  data: '20GB',
  duration: '30 Days',
  price: 37.99,
};
const repriced: UnsoldPayment = {
  paymentIntentId: 'pi_test_1',
  plan,
  status: { change: 'price-changed', current: { amount: 3999, currency: 'USD' } },
  paid: { amount: 3799, currency: 'USD' },
};

describe('the payment-refunded mail', () => {
  test('offers a purchase of the same plan at the current price', () => {
    expect(paymentRefundedMail('a@example.com', repriced, ORIGIN, en).links).toEqual([
      `${ORIGIN}/checkout/al-20gb-30d`,
    ]);
  });

  test('for a top-up, leads to a top-up of the same eSIM, not to the purchase of a new one', () => {
    const mail = paymentRefundedMail(
      'a@example.com',
      { ...repriced, topUpOf: '0123456789abcdef01234567' },
      ORIGIN,
      en,
    );
    expect(mail.links).toEqual([`${ORIGIN}/checkout/al-20gb-30d?topUp=0123456789abcdef01234567`]);
  });

  test('when the plan is no longer sold, leads to the plans sold now', () => {
    const mail = paymentRefundedMail(
      'a@example.com',
      {
        ...repriced,
        status: { change: 'withdrawn', current: null },
        topUpOf: '0123456789abcdef01234567',
      },
      ORIGIN,
      en,
    );
    expect(mail.links).toEqual([`${ORIGIN}/countries`]);
  });

  test('for a blocked account, says so without blame and leads to the support team', () => {
    const mail = paymentRefundedMail(
      'a@example.com',
      { ...repriced, status: { change: 'account-blocked', current: null } },
      ORIGIN,
      en,
    );
    expect(mail.links).toEqual([`${ORIGIN}/contact`]);
    expect(mail.text).toContain(
      'Your Roamly account is suspended for now, so we could not complete this purchase. Our support team is happy to help with any questions. Your payment of $37.99 has been refunded in full.',
    );
    expect(mail.text).toContain('Contact our support team');
  });

  test('names the prices in the currency paid', () => {
    const mail = paymentRefundedMail(
      'a@example.com',
      {
        ...repriced,
        status: { change: 'price-changed', current: { amount: 4790, currency: 'JPY' } },
        paid: { amount: 4590, currency: 'JPY' },
      },
      ORIGIN,
      en,
    );
    expect(mail.text).toContain(
      'The price of this plan changed from ¥4,590 to ¥4,790 while you were paying. Your payment of ¥4,590 has been refunded in full.',
    );
  });

  test('says the plan changed, not its price, when it changed at the same price', () => {
    const mail = paymentRefundedMail(
      'a@example.com',
      {
        ...repriced,
        status: { change: 'plan-changed', current: { amount: 3799, currency: 'USD' } },
      },
      ORIGIN,
      en,
    );
    expect(mail.text).toMatch(/this plan changed/i);
    expect(mail.text).not.toMatch(/price of this plan changed/i);
  });
});
