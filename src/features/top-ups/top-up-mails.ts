/** The mail a customer gets, in their language, once a top-up's bundle is on their eSIM. */
import { planWordsIn } from '../catalogue/plan-words.ts';
import type { Translator } from '../i18n/translate.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import { pageLink } from '../mail/page-link.ts';
import type { OrderRecord } from '../orders/order.ts';
import { withdrawalAside } from '../withdrawal/withdrawal-mail-line.ts';
import { consentConfirmation } from '../withdrawal/consent-confirmation.ts';

/**
 * 'Data added to your eSIM': what was added, to which eSIM, and that nothing needs reinstalling;
 * last, the consent given at checkout, quoted in `consentIn`, the language it was given in.
 */
export function dataAddedMail(
  to: string,
  order: OrderRecord,
  origin: string,
  t: Translator,
  consentIn: Translator = t,
): MailMessage {
  const ordersLink = pageLink(origin, t.locale, '/orders');
  const { plan, data, duration, country } = planWordsIn(order.plan, t);
  const added = { plan, data, duration, country, order: order.id.slice(0, 8) };
  const title = t('mail.dataAdded.subject');
  return {
    kind: 'top-up-applied',
    to,
    subject: title,
    links: [ordersLink],
    ...renderMail(
      {
        preheader: t('mail.dataAdded.preheader', { data, country }),
        heading: title,
        paragraphs: [
          order.iccid
            ? t('mail.dataAdded.added', { ...added, iccid: order.iccid })
            : t('mail.dataAdded.addedNoIccid', added),
          t('mail.dataAdded.nothingToReinstall'),
          ...consentConfirmation(order, t, consentIn),
        ],
        button: { label: t('mail.common.openMyOrders'), url: ordersLink },
        footnote: t('mail.dataAdded.footnote'),
        aside: withdrawalAside(order, origin, t),
      },
      t,
    ),
  };
}
