/**
 * The install reminder, in the customer's language: the one-tap link for the phone they paid from
 * first (both always: a mail cannot know which phone opens it), the QR code to scan from another
 * screen, My Orders for the details by hand, and the unsubscribe line.
 */
import { planWordsIn } from '../../catalogue/plan-words.ts';
import { intlLocaleGB } from '../../i18n/intl.ts';
import type { Translator } from '../../i18n/translate.ts';
import { renderMail } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail.ts';
import { pageLink } from '../../mail/page-link.ts';
import { androidInstallUrl, iosInstallUrl } from '../../orders/install-links.ts';
import type { OrderRecord } from '../../orders/order.ts';
import type { ReminderKind } from './install-reminder-schedule.ts';

const QR_CID = 'esim-qr';

export interface ReminderMailInput {
  to: string;
  order: Pick<OrderRecord, 'id' | 'plan' | 'lpa' | 'travelDate' | 'buyerPhone'>;
  kind: ReminderKind;
  qr: { filename: string; content: Buffer };
  origin: string;
  /** The signed unsubscribe link (reminder-unsubscribe-link.server.ts). */
  unsubscribeUrl: string;
}

export function installReminderMail(input: ReminderMailInput, t: Translator): MailMessage {
  const { order, kind, origin } = input;
  const ordersLink = pageLink(origin, t.locale, '/orders');
  const { plan, country } = planWordsIn(order.plan, t);
  const lpa = order.lpa ?? '';
  const iphone = { label: t('mail.esimReady.installOnIphone'), url: iosInstallUrl(lpa) };
  const android = { label: t('mail.esimReady.installOnAndroid'), url: androidInstallUrl(lpa) };
  const date = order.travelDate && travelDay(order.travelDate, t);
  const beforeTravel = kind === 'before-travel' && date !== null;
  return {
    kind: 'install-reminder',
    to: input.to,
    subject: beforeTravel
      ? t('mail.installReminder.subjectBeforeTravel', { country, date })
      : t('mail.installReminder.subjectDayAfter', { country }),
    links: [ordersLink, input.unsubscribeUrl],
    listUnsubscribe: input.unsubscribeUrl,
    attachments: [{ ...input.qr, contentType: 'image/png', cid: QR_CID }],
    ...renderMail(
      {
        preheader: t('mail.installReminder.preheader'),
        heading: t(
          beforeTravel
            ? 'mail.installReminder.headingBeforeTravel'
            : 'mail.installReminder.headingDayAfter',
        ),
        image: { cid: QR_CID, alt: t('mail.esimReady.qrAlt', { plan }), size: 200 },
        actions: order.buyerPhone === 'android' ? [android, iphone] : [iphone, android],
        paragraphs: [
          t('mail.installReminder.notInstalled', { plan, country, order: order.id.slice(0, 8) }),
          ...(date ? [t('mail.installReminder.tripOn', { date })] : []),
          t('mail.installReminder.why'),
          t('mail.installReminder.tapOnPhone'),
          t('mail.installReminder.byHand'),
          t('mail.installReminder.installedAlready'),
        ],
        button: { label: t('mail.common.openMyOrders'), url: ordersLink },
        aside: {
          text: t('mail.installReminder.unsubscribeText'),
          label: t('mail.installReminder.unsubscribeLabel'),
          url: input.unsubscribeUrl,
        },
      },
      t,
    ),
  };
}

/** The trip's first day as the language writes a date ('12 March 2027', '2027年3月12日'). */
function travelDay(day: string, t: Translator): string | null {
  const at = Date.parse(`${day}T00:00:00Z`);
  if (Number.isNaN(at)) return null;
  return new Intl.DateTimeFormat(intlLocaleGB(t.locale), {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(at));
}
