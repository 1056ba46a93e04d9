/** The e-mails about an order: the eSIM with its QR code, and a final failure. */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import { lpaString, type EsimAssignment } from '../esim-provider/provider.ts';
import type { OrderRecord } from '../orders/order.ts';
import { qrFileName } from '../orders/qr.server.ts';
import { androidInstallUrl, iosInstallUrl } from '../orders/install-links.ts';

const QR_CID = 'esim-qr';

/**
 * The eSIM with both one-tap install links (a mail cannot know which phone opens it), the QR code
 * for scanning from another screen, and the manual details: all of them bearer credentials, sent
 * only to the buyer.
 */
export function esimReadyMail(
  to: string,
  order: OrderRecord,
  esim: EsimAssignment,
  qr: Buffer,
  origin: string,
): MailMessage {
  const ordersLink = `${origin}/orders`;
  const lpa = lpaString(esim);
  const iosLink = iosInstallUrl(lpa);
  const androidLink = androidInstallUrl(lpa);
  return {
    kind: 'order-ready',
    to,
    subject: `Your ${order.plan.country} eSIM is ready to install`,
    links: [ordersLink],
    attachments: [
      {
        filename: qrFileName(order.plan.name, order.id),
        content: qr,
        contentType: 'image/png',
        cid: QR_CID,
      },
    ],
    ...renderMail({
      preheader: `${order.plan.name} for ${order.plan.country}: install it with one tap on your phone, or scan the QR code.`,
      heading: 'Your eSIM is ready',
      image: { cid: QR_CID, alt: `eSIM QR code for ${order.plan.name}`, size: 240 },
      actions: [
        { label: 'Install on iPhone', url: iosLink },
        { label: 'Install on Android', url: androidLink },
      ],
      paragraphs: [
        'Reading this on the phone that will use the eSIM? Tap the button for it above (iPhone: iOS 17.4 or later, opened in Safari or your default browser; Android: where the maker supports it). On another screen, scan the QR code with the phone instead.',
        `Plan: ${order.plan.name} (${order.plan.data}, ${order.plan.duration}) for ${order.plan.country}. Order #${order.id.slice(0, 8)}.`,
        'Install it before you travel, on Wi-Fi. The QR code can be installed once, so do not delete the eSIM afterwards. Its validity starts when it first connects at your destination.',
        'iPhone: Settings → Mobile Data (Cellular) → Add eSIM → Use QR Code, then scan the code above. Turn on Data Roaming for the new line and choose it for mobile data when you land.',
        'Android: Settings → Network & internet (Samsung: Connections → SIM manager) → Add eSIM → Scan QR code. Turn on roaming for the new SIM and choose it for mobile data when you land.',
        `Can't scan? Enter the details by hand. SM-DP+ address: ${esim.smdpAddress}. Activation code: ${esim.matchingId}. ICCID: ${esim.iccid}.`,
      ],
      button: { label: 'Open My Orders', url: ordersLink },
      footnote:
        'The QR code is also in My Orders and My Account. Need help? Reply to this e-mail or use the chat on our site.',
    }),
  };
}

export function orderFailedMail(to: string, order: OrderRecord, origin: string): MailMessage {
  const contact = `${origin}/contact`;
  return {
    kind: 'order-failed',
    to,
    subject: 'We could not activate your eSIM',
    links: [contact],
    ...renderMail({
      heading: 'We could not activate your eSIM',
      paragraphs: [
        `Your payment for ${order.plan.name} (${order.plan.country}, order #${order.id.slice(0, 8)}) went through, but the network did not issue your eSIM.`,
        'Our support team has been told and will get back to you within 2 hours. If we cannot deliver it, you get a full refund to your card within 5-10 business days.',
      ],
      button: { label: 'Contact support', url: contact },
    }),
  };
}
