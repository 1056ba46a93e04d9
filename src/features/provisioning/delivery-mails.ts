/**
 * The e-mails about an order, in the customer's language: the eSIM with its QR code, and a final
 * failure.
 */
import { formatAmount } from '../currency/format-price.ts';
import { planWordsIn } from '../catalogue/plan-words.ts';
import type { Translator } from '../i18n/translate.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import { pageLink } from '../mail/page-link.ts';
import { lpaString, type EsimAssignment } from '../esim-provider/provider.ts';
import type { OrderRecord } from '../orders/order.ts';
import { qrFileName } from '../orders/qr.server.ts';
import { androidInstallUrl, iosInstallUrl } from '../orders/install-links.ts';
import { withdrawalAside } from '../withdrawal/withdrawal-mail-line.ts';
import { consentConfirmation } from '../withdrawal/consent-confirmation.ts';
import { BEFORE_YOU_FLY_PATH } from '../esims/install-guide.ts';

const QR_CID = 'esim-qr';

/**
 * The eSIM with both one-tap install links (a mail cannot know which phone opens it), the QR code
 * for scanning from another screen, the amount paid, the manual details (the links, code and
 * details are bearer credentials, sent only to the buyer) and the settings to make before flying,
 * linked to the guide's section. Last, the confirmation of the consent given at checkout, quoted
 * in `consentIn`, the language it was given in.
 */
export function esimReadyMail(
  to: string,
  order: OrderRecord,
  esim: EsimAssignment,
  qr: Buffer,
  origin: string,
  t: Translator,
  consentIn: Translator = t,
): MailMessage {
  const ordersLink = pageLink(origin, t.locale, '/orders');
  const guideLink = pageLink(origin, t.locale, BEFORE_YOU_FLY_PATH);
  const lpa = lpaString(esim);
  const { plan, country, data, duration } = planWordsIn(order.plan, t);
  return {
    kind: 'order-ready',
    to,
    subject: t('mail.esimReady.subject', { country }),
    links: [ordersLink, guideLink],
    attachments: [
      {
        filename: qrFileName(order.plan.name, order.id),
        content: qr,
        contentType: 'image/png',
        cid: QR_CID,
      },
    ],
    ...renderMail(
      {
        preheader: t('mail.esimReady.preheader', { plan, country }),
        heading: t('mail.esimReady.heading'),
        image: { cid: QR_CID, alt: t('mail.esimReady.qrAlt', { plan }), size: 240 },
        actions: [
          { label: t('mail.esimReady.installOnIphone'), url: iosInstallUrl(lpa) },
          { label: t('mail.esimReady.installOnAndroid'), url: androidInstallUrl(lpa) },
        ],
        paragraphs: [
          t('mail.esimReady.onThisPhone'),
          t('mail.esimReady.plan', { plan, data, duration, country, order: order.id.slice(0, 8) }),
          // The receipt the sign-up mail promises: what was charged, in the currency charged.
          t('mail.esimReady.paid', {
            amount: formatAmount(order.amountCents, order.currency, t.locale),
          }),
          t('mail.esimReady.beforeYouTravel'),
          t('mail.esimReady.iphoneSteps'),
          t('mail.esimReady.androidSteps'),
          t('mail.esimReady.byHand', {
            smdpAddress: esim.smdpAddress,
            activationCode: esim.matchingId,
            iccid: esim.iccid,
          }),
          // A home line left roaming on data bills at home: the settings, before the legal parts.
          t('mail.esimReady.beforeYouFly'),
          t('mail.esimReady.flyIphone'),
          t('mail.esimReady.flyAndroid'),
          {
            text: t('mail.esimReady.flyGuide'),
            label: t('mail.esimReady.flyGuideLink'),
            url: guideLink,
          },
          ...consentConfirmation(order, t, consentIn),
        ],
        button: { label: t('mail.common.openMyOrders'), url: ordersLink },
        footnote: t('mail.esimReady.footnote'),
        aside: withdrawalAside(order, origin, t),
      },
      t,
    ),
  };
}

export function orderFailedMail(
  to: string,
  order: OrderRecord,
  origin: string,
  t: Translator,
): MailMessage {
  const contact = pageLink(origin, t.locale, '/contact');
  const title = t('mail.orderFailed.subject');
  const { plan, country } = planWordsIn(order.plan, t);
  return {
    kind: 'order-failed',
    to,
    subject: title,
    links: [contact],
    ...renderMail(
      {
        heading: title,
        paragraphs: [
          t('mail.orderFailed.notIssued', { plan, country, order: order.id.slice(0, 8) }),
          t('mail.orderFailed.supportTold'),
        ],
        button: { label: t('mail.orderFailed.contactSupport'), url: contact },
      },
      t,
    ),
  };
}
