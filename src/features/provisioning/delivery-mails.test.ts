import { describe, expect, test } from 'vitest';
import { esimReadyMail } from './delivery-mails.ts';
import { newOrder } from '../orders/orders.server.ts';
import { JAPAN_5GB_PLAN_WITHOUT_BUNDLE } from '../../../tests/support/japan-plan.ts';
import { translator } from '../i18n/catalogue.ts';
import { DELIVERY_CONSENT_KEY } from '../checkout/billing-consent.ts';
import { escapeHtml } from '../mail/mail-layout.ts';

const en = translator('en');
const ORIGIN = 'https://roamly.example';
/** The refund window the consent's words name (refunds/refund-window.ts). */
const REFUND_WINDOW_DAYS = 14;

const plan = JAPAN_5GB_PLAN_WITHOUT_BUNDLE;
const order = newOrder({
  paymentIntentId: 'pi_test_ready_mail',
  userId: 'user-1',
  plan,
  amountCents: 1850,
  currency: 'usd',
});
const esim = {
  iccid: '8988000000000000001',
  smdpAddress: 'smdp.example.com',
  matchingId: 'K2-ABC123-DEF456',
};
const carddata = 'LPA%3A1%24smdp.example.com%24K2-ABC123-DEF456';
const iosLink = `https://esimsetup.apple.com/esim_qrcode_provisioning?carddata=${carddata}`;
const androidLink = `https://esimsetup.android.com/esim_qrcode_provisioning?carddata=${carddata}`;

describe('the delivery mail', () => {
  const mail = esimReadyMail(
    'owner@example.com',
    order,
    esim,
    Buffer.from('png'),
    'https://roamly.example',
    en,
  );

  test('carries both one-tap install links, since a mail cannot know which phone opens it', () => {
    expect(mail.html).toContain(`href="${iosLink}"`);
    expect(mail.html).toContain(`href="${androidLink}"`);
    expect(mail.html).toContain('>Install on iPhone</a>');
    expect(mail.html).toContain('>Install on Android</a>');
    expect(mail.text).toContain(`Install on iPhone: ${iosLink}`);
    expect(mail.text).toContain(`Install on Android: ${androidLink}`);
    // The local outbox logs a mail's links: the install links are credentials, so only My Orders and
    // the guide's 'Before you fly' section are listed.
    expect(mail.links).toEqual([
      'https://roamly.example/orders',
      'https://roamly.example/installation#before-you-fly',
    ]);
  });

  test('keeps the QR code and the manual details beside the links', () => {
    expect(mail.attachments).toEqual([
      expect.objectContaining({ cid: 'esim-qr', contentType: 'image/png' }),
    ]);
    expect(mail.html).toContain('src="cid:esim-qr"');
    for (const part of [mail.html, mail.text]) {
      expect(part).toContain('SM-DP+ address: smdp.example.com');
      expect(part).toContain('Activation code: K2-ABC123-DEF456');
    }
  });

  test('names the amount paid, in the currency paid', () => {
    for (const part of [mail.html, mail.text]) expect(part).toContain('Amount paid: $18.50.');
  });
});

test('the delivery mail names the amount in the customer’s language and the order’s currency', () => {
  const inYen = newOrder({
    paymentIntentId: 'pi_test_ready_mail_yen',
    userId: 'user-1',
    plan,
    amountCents: 1490,
    currency: 'jpy',
  });
  const ready = (locale: 'fr' | 'ja', order: typeof inYen) =>
    esimReadyMail(
      'owner@example.com',
      order,
      esim,
      Buffer.from('png'),
      'https://roamly.example',
      translator(locale),
    );
  expect(ready('ja', inYen).text).toContain('お支払い金額：￥1,490。');
  expect(ready('fr', { ...order, currency: 'eur' }).text).toContain(
    'Montant payé\u00a0: 18,50\u00a0€.',
  );
});

describe('the delivery mail confirms the consent given at checkout (Directive 2011/83/EU Art. 8(7))', () => {
  const at = '2026-11-29T10:15:00.000Z';
  const consenting = (locale: string) => ({
    ...order,
    deliveryConsent: { at, textKey: DELIVERY_CONSENT_KEY, locale },
  });
  const ready = (buyer: typeof order, t = en, consentIn = t) =>
    esimReadyMail('owner@example.com', buyer, esim, Buffer.from('png'), ORIGIN, t, consentIn);
  const withdrawLinks = (html: string) =>
    html.match(/href="https:\/\/roamly\.example\/[a-z/]*withdraw[^"]*"/g) ?? [];

  test('in English: the words ticked, quoted, when (UTC), and what it means for withdrawal', () => {
    const mail = ready(consenting('en'));
    const quoted = `“${en(DELIVERY_CONSENT_KEY, { days: REFUND_WINDOW_DAYS })}”`;
    expect(mail.text).toContain(quoted);
    expect(mail.html).toContain(escapeHtml(quoted));
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('29 November 2026 at 10:15:00 UTC');
      expect(part).toContain('within 14 days of purchase');
      expect(part).toContain('you no longer have a right of withdrawal');
    }
    // The link to withdraw is the one the mail already carries, not a second one.
    expect(withdrawLinks(mail.html)).toEqual(['href="https://roamly.example/withdraw"']);
  });

  test('in Japanese: the same paragraph, in Japanese', () => {
    const ja = translator('ja');
    const mail = ready(consenting('ja'), ja);
    expect(mail.text).toContain('2026年11月29日 10:15:00 UTC');
    expect(mail.text).toContain(`「${ja(DELIVERY_CONSENT_KEY, { days: REFUND_WINDOW_DAYS })}」`);
    expect(mail.text).toContain('撤回権');
    expect(withdrawLinks(mail.html)).toHaveLength(1);
  });

  test('quotes the words as ticked, in the language of the checkout, whatever the mail’s', () => {
    const fr = translator('fr');
    const mail = ready(consenting('fr'), en, fr);
    expect(mail.text).toContain(fr(DELIVERY_CONSENT_KEY, { days: REFUND_WINDOW_DAYS }));
    expect(mail.text).toContain('29 November 2026 at 10:15:00 UTC');
  });

  test('an order without a recorded consent (from before checkout asked) gets no such paragraph', () => {
    const mail = ready(order);
    expect(mail.text).not.toContain(en(DELIVERY_CONSENT_KEY, { days: REFUND_WINDOW_DAYS }));
    expect(mail.text).not.toContain('UTC');
    expect(withdrawLinks(mail.html)).toHaveLength(1);
  });
});
