/**
 * The no-data rescue mail: short, read on a phone abroad perhaps on someone else's Wi-Fi, so it
 * leads with the three settings, each for iPhone and Android, then how to reach us.
 */
import type { Translator } from '../../i18n/translate.ts';
import { renderMail } from '../../mail/mail-layout.ts';
import type { MailMessage } from '../../mail/mail.ts';
import { pageLink } from '../../mail/page-link.ts';
import { noDataSteps, noDataTitle, type NoDataFacts } from './no-data-steps.ts';

export function noDataRescueMail(
  to: string,
  orderId: string,
  facts: NoDataFacts,
  origin: string,
  t: Translator,
): MailMessage {
  const contact = pageLink(origin, t.locale, '/contact');
  const orders = pageLink(origin, t.locale, '/orders');
  const steps = noDataSteps(facts, t).flatMap((step, index) => [
    `${index + 1}. ${step.title}`,
    ...step.notes,
    step.iphone,
    step.android,
  ]);
  return {
    kind: 'no-data-rescue',
    to,
    subject: t('esims.noDataMail.subject'),
    links: [contact, orders],
    ...renderMail(
      {
        preheader: t('esims.noDataMail.preheader'),
        heading: noDataTitle(facts, t),
        paragraphs: [
          t('esims.noData.intro'),
          ...steps,
          t('esims.noData.restart'),
          t('esims.noDataMail.help'),
        ],
        button: { label: t('esims.noData.contact'), url: contact },
        footnote: t('mail.usage.footnote', { order: orderId.slice(0, 8) }),
      },
      t,
    ),
  };
}
