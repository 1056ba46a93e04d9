/**
 * Every customer mail is written with the translator it is given: its texts, the frame's, its
 * links, amounts, dates, data sizes and place names all in that language. Written with the real
 * French catalogue, no mail keeps a piece of its English text.
 */
import { describe, expect, test } from 'vitest';
import {
  accountBlockedMail,
  accountUnblockedMail,
} from '../src/features/auth/account-block-mails.ts';
import {
  accountExistsMail,
  passwordResetMail,
  verificationMail,
} from '../src/features/auth/auth-mails.ts';
import { accountClosedMail } from '../src/features/data-rights/closure-mails.ts';
import { paymentRefundedMail } from '../src/features/checkout/quote-mails.ts';
import { usageAlertMail } from '../src/features/esims/alert-mails.ts';
import type { BundleUsage } from '../src/features/esims/usage-callback.ts';
import { translator } from '../src/features/i18n/catalogue.ts';
import { CATALOGUES, type MessageKey } from '../src/features/i18n/messages/index.ts';
import { escapeHtml } from '../src/features/mail/mail-layout.ts';
import type { MailMessage } from '../src/features/mail/mail.ts';
import { newOrder } from '../src/features/orders/orders.server.ts';
import { esimReadyMail, orderFailedMail } from '../src/features/provisioning/delivery-mails.ts';
import { deliveryLateMail } from '../src/features/provisioning/late-delivery-mails.ts';
import { orderRefundedMail } from '../src/features/refunds/refund-mail.ts';
import type { ContactRecord } from '../src/features/support/contact-messages.server.ts';
import {
  contactAcknowledgementMail,
  contactReplyMail,
} from '../src/features/support/contact-mails.ts';
import { dataAddedMail } from '../src/features/top-ups/top-up-mails.ts';
import { JAPAN_5GB_PLAN } from './support/japan-plan.ts';

const fr = translator('fr');
/** French typography puts a narrow or no-break space before ':' and inside '« »'. */
const spaced = (text: string) => text.replaceAll(/[\u00a0\u202f]/g, ' ');
const ORIGIN = 'https://roamly.example';
const NOW = Date.parse('2030-05-01T10:00:00Z');
const order = {
  ...newOrder({
    paymentIntentId: 'pi_test_french',
    userId: 'user-fr',
    plan: JAPAN_5GB_PLAN,
    amountCents: 1299,
    currency: 'eur',
  }),
  id: 'ord_3f2a9c1e7b',
  iccid: '8988000000000000001',
};
/** A plan sold under its region's name, as the catalogue keeps a multi-country plan. */
const regionOrder = {
  ...newOrder({
    paymentIntentId: 'pi_test_french_asia',
    userId: 'user-fr',
    plan: {
      id: 'asia-5gb-15d',
      name: '5GB 15 Days',
      country: 'Asia',
      countryCode: 'JP,KR,TH',
      data: '5GB',
      duration: '15 Days',
      price: 24,
    },
    amountCents: 2400,
    currency: 'eur',
  }),
  iccid: '8988000000000000002',
};
const esim = (iccid: string) => ({ iccid, smdpAddress: 'smdp.example.com', matchingId: 'K2-ABC' });
const usage = (remainingBytes: number): BundleUsage => ({
  assignment: 'asg-1',
  name: 'esim_5GB_7D_JP_V2',
  initialBytes: 5_000_000_000,
  remainingBytes,
  startTime: new Date(NOW).toISOString(),
  endTime: '2030-05-08T10:00:00.000Z',
  unlimited: false,
});
const contactMessage: ContactRecord = {
  id: '2030-05-01T10:00:00.000Z-abcd1234',
  name: 'Amélie',
  email: 'amelie@example.com',
  subject: 'refund',
  message: 'Mon eSIM ne se connecte pas.',
  receivedAt: '2030-05-01T10:00:00.000Z',
  mailed: true,
};

/** Each customer mail, written in French, with the French subject it must carry. */
const frenchMails: [name: string, mail: MailMessage, subject: string][] = [
  [
    'verification',
    verificationMail('a@example.com', `${ORIGIN}/fr/verify-email?token=t`, fr),
    fr('mail.verify.subject'),
  ],
  [
    'password reset',
    passwordResetMail('a@example.com', `${ORIGIN}/fr/reset-password?token=t`, fr),
    fr('mail.reset.subject'),
  ],
  [
    'account exists',
    accountExistsMail('a@example.com', `${ORIGIN}/fr/signin`, `${ORIGIN}/fr/forgot-password`, fr),
    fr('mail.accountExists.subject'),
  ],
  [
    'account blocked',
    accountBlockedMail('a@example.com', 'support@roamly.example', fr),
    fr('mail.accountBlocked.subject'),
  ],
  [
    'account unblocked',
    accountUnblockedMail('a@example.com', `${ORIGIN}/fr/signin`, fr),
    fr('mail.accountUnblocked.subject'),
  ],
  [
    'account closed',
    accountClosedMail('a@example.com', `${ORIGIN}/fr/account-reopen?token=t`, fr),
    fr('mail.accountClosed.subject'),
  ],
  [
    'eSIM ready',
    esimReadyMail('a@example.com', order, esim(order.iccid), Buffer.from('png'), ORIGIN, fr),
    'Votre eSIM Japon est prête à installer',
  ],
  [
    'eSIM ready, for a region plan',
    esimReadyMail(
      'a@example.com',
      regionOrder,
      esim(regionOrder.iccid),
      Buffer.from('png'),
      ORIGIN,
      fr,
    ),
    'Votre eSIM Asie est prête à installer',
  ],
  [
    'eSIM ready, confirming the consent given at checkout',
    esimReadyMail(
      'a@example.com',
      {
        ...order,
        deliveryConsent: {
          at: '2030-05-01T09:00:00.000Z',
          textKey: 'checkout.deliveryConsent',
          locale: 'fr',
        },
      },
      esim(order.iccid),
      Buffer.from('png'),
      ORIGIN,
      fr,
    ),
    'Votre eSIM Japon est prête à installer',
  ],
  [
    'order failed',
    orderFailedMail('a@example.com', order, ORIGIN, fr),
    fr('mail.orderFailed.subject'),
  ],
  ['data added', dataAddedMail('a@example.com', order, ORIGIN, fr), fr('mail.dataAdded.subject')],
  [
    'delivery late, refund offered',
    deliveryLateMail('a@example.com', order, ORIGIN, 'offer', fr),
    fr('mail.deliveryLate.subject'),
  ],
  [
    'delivery late, refund under way',
    deliveryLateMail('a@example.com', order, ORIGIN, 'refunding', fr),
    fr('mail.deliveryLate.subject'),
  ],
  [
    'usage 80 %',
    usageAlertMail('usage-80', 'a@example.com', order, usage(1_200_000_000), ORIGIN, NOW, fr),
    fr('mail.usage80.subject'),
  ],
  [
    'first use',
    usageAlertMail('first-use', 'a@example.com', order, usage(5_000_000_000), ORIGIN, NOW, fr),
    fr('mail.firstUse.subject'),
  ],
  [
    'order refunded',
    orderRefundedMail('a@example.com', order, ORIGIN, 'revoked', fr),
    fr('mail.refund.subject'),
  ],
  [
    'payment refunded',
    paymentRefundedMail(
      'a@example.com',
      {
        paymentIntentId: 'pi_1',
        plan: JAPAN_5GB_PLAN,
        status: { change: 'price-changed', current: { amount: 1499, currency: 'EUR' } },
        paid: { amount: 1299, currency: 'EUR' },
      },
      ORIGIN,
      fr,
    ),
    fr('mail.paymentRefunded.subject'),
  ],
  [
    'contact acknowledgement',
    contactAcknowledgementMail('a@example.com', fr),
    fr('mail.contactAck.subject'),
  ],
  [
    'contact reply',
    contactReplyMail(contactMessage, 'Bonjour, voici la réponse.', fr),
    'Re: votre message à Roamly (Demande de remboursement)',
  ],
];

/**
 * The fixed pieces of the English mail texts (what is left once the placeholders are taken out)
 * long enough to be unmistakably English; a piece the French text of the same key keeps (a name)
 * is not counted.
 */
const englishMailPieces = Object.entries(CATALOGUES.en)
  .filter(([key]) => key.startsWith('mail.'))
  .flatMap(([key, english]) =>
    english
      .split(/\{\w+\}/)
      .map((piece) => piece.trim())
      .filter((piece) => piece.length > 12 && !CATALOGUES.fr[key as MessageKey].includes(piece)),
  );

describe.each(frenchMails)('the %s mail, given a French translator', (_name, mail, subject) => {
  test('has its French subject and says it is French', () => {
    expect(spaced(mail.subject)).toBe(spaced(subject));
    expect(mail.locale).toBe('fr');
    expect(mail.html).toContain('<html lang="fr">');
  });

  test('is framed in French: the footer, and each button’s label and link', () => {
    expect(mail.text).toContain(fr('mail.layout.footer'));
    expect(mail.html).toContain(escapeHtml(fr('mail.layout.footer')));
    if (mail.html.includes('target="_blank"'))
      expect(spaced(mail.html)).toContain(
        'Si le bouton ne fonctionne pas, ouvrez ce lien : <a href=',
      );
  });

  test('keeps no piece of an English mail text', () => {
    for (const piece of englishMailPieces) {
      expect(mail.subject, piece).not.toContain(piece);
      expect(mail.text, piece).not.toContain(piece);
      expect(mail.html, piece).not.toContain(escapeHtml(piece));
    }
  });

  test('links only to French pages of the shop', () => {
    const shopLinks = [...mail.text.matchAll(/https:\/\/roamly\.example\/[^\s]*/g)].map(
      ([link]) => link,
    );
    for (const link of [...shopLinks, ...(mail.links ?? [])])
      expect(link).toMatch(/^https:\/\/roamly\.example\/fr\//);
  });
});

describe('amounts, dates and data sizes are written the French way', () => {
  const text = (mail: MailMessage) => spaced(mail.text);

  test('a refund in the order’s own currency', () => {
    expect(text(orderRefundedMail('a@example.com', order, ORIGIN, 'revoked', fr))).toContain(
      'et remboursé 12,99 € sur votre moyen de paiement d’origine.',
    );
  });

  test('the data left, and the day a plan ends', () => {
    const low = usageAlertMail('usage-80', 'a@example.com', order, usage(1.2e9), ORIGIN, NOW, fr);
    expect(text(low)).toContain('Il reste 1,2 Go sur 5 Go à votre eSIM Japon.');
    const started = usageAlertMail(
      'first-use',
      'a@example.com',
      order,
      usage(5e9),
      ORIGIN,
      NOW,
      fr,
    );
    expect(text(started)).toContain('il se termine dans 7 jours, le 8 mai 2030, 10:00 UTC.');
  });

  test('the day a contact message was received', () => {
    expect(text(contactReplyMail(contactMessage, 'Bonjour.', fr))).toContain(
      'Le 1 mai 2030, vous nous avez écrit : « Mon eSIM ne se connecte pas. »',
    );
  });
});
