/** The 'Data added' mail confirms, like the eSIM's, the consent its buyer gave at checkout. */
import { describe, expect, test } from 'vitest';
import { translator } from '../i18n/catalogue.ts';
import { newOrder } from '../orders/orders.server.ts';
import { JAPAN_5GB_PLAN } from '../../../tests/support/japan-plan.ts';
import { dataAddedMail } from './top-up-mails.ts';

/** The consent's catalogue key (checkout/billing-consent.ts) and the refund window it names. */
const DELIVERY_CONSENT_KEY = 'checkout.deliveryConsent';
const REFUND_WINDOW_DAYS = 14;

const topUp = newOrder({
  paymentIntentId: 'pi_test_top_up_mail',
  userId: 'user-1',
  plan: JAPAN_5GB_PLAN,
  amountCents: 900,
  currency: 'usd',
  topUp: { orderId: 'ord-esim', iccid: '8988000000000000001' },
});

describe('the Data added mail and the consent given at checkout', () => {
  test('quotes the words ticked, with the time in UTC, in the buyer’s language', () => {
    const ja = translator('ja');
    const consented = {
      ...topUp,
      deliveryConsent: {
        at: '2026-11-29T10:15:00.000Z',
        textKey: DELIVERY_CONSENT_KEY,
        locale: 'ja',
      },
    };
    const mail = dataAddedMail('owner@example.com', consented, 'https://roamly.example', ja);
    expect(mail.text).toContain('2026年11月29日 10:15:00 UTC');
    expect(mail.text).toContain(`「${ja(DELIVERY_CONSENT_KEY, { days: REFUND_WINDOW_DAYS })}」`);
  });

  test('a top-up without a recorded consent gets no such paragraph', () => {
    const en = translator('en');
    const mail = dataAddedMail('owner@example.com', topUp, 'https://roamly.example', en);
    expect(mail.text).not.toContain(en(DELIVERY_CONSENT_KEY, { days: REFUND_WINDOW_DAYS }));
    expect(mail.text).not.toContain(en('mail.withdrawal.consent.meaning', { days: 14 }));
  });
});
