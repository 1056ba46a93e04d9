/**
 * The withdrawal function's mails, in the buyer's language: the signed link that opens the
 * confirm step, and the acknowledgement on a durable medium with the content, the date and time of
 * receipt, and what happens next (docs/decisions/0042-withdrawal-function.md).
 */
import { planWordsIn } from '../catalogue/plan-words.ts';
import { formatAmount } from '../currency/format-price.ts';
import { intlLocaleGB } from '../i18n/intl.ts';
import type { Translator } from '../i18n/translate.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { OrderRecord } from '../orders/order.ts';
import type { WithdrawalOutcome } from './withdrawal-period.ts';
import type { WithdrawalRecord } from './withdrawal-records.server.ts';

const orderNumberOf = (order: OrderRecord) => order.id.slice(0, 8);

/** A time written in the mail's language, in `timeZone` (UTC unless told). */
function timeIn(iso: string, t: Translator, timeZone = 'UTC'): string | null {
  try {
    return new Intl.DateTimeFormat(intlLocaleGB(t.locale), {
      dateStyle: 'long',
      timeStyle: 'long',
      timeZone,
    }).format(new Date(iso));
  } catch {
    return null; // a zone the browser named that this runtime does not know
  }
}

const dayIn = (iso: string, t: Translator) =>
  new Intl.DateTimeFormat(intlLocaleGB(t.locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** The link to the confirm step, to the order's owner only. */
export function withdrawalLinkMail(
  to: string,
  order: OrderRecord,
  link: string,
  hours: number,
  t: Translator,
): MailMessage {
  const values = { order: orderNumberOf(order), ...planWordsIn(order.plan, t) };
  return {
    kind: 'withdrawal-link',
    to,
    subject: t('mail.withdrawal.link.subject', values),
    links: [link],
    ...renderMail(
      {
        heading: t('mail.withdrawal.link.heading'),
        paragraphs: [t('mail.withdrawal.link.body', values)],
        button: { label: t('withdrawal.linkLabel'), url: link },
        footnote: t('mail.withdrawal.link.footnote', { hours }),
      },
      t,
    ),
  };
}

const outcomeKeys = {
  refunded: 'mail.withdrawal.received.refunded',
  'refund-under-way': 'mail.withdrawal.received.refundUnderWay',
  'delivery-started': 'mail.withdrawal.received.deliveryStarted',
  support: 'mail.withdrawal.received.support',
} as const satisfies Record<WithdrawalOutcome, string>;

/** The acknowledgement: what was withdrawn, when it was received, and what happens next. */
export function withdrawalReceivedMail(
  withdrawal: WithdrawalRecord & { outcome: WithdrawalOutcome },
  order: OrderRecord,
  supportAddress: string,
  t: Translator,
): MailMessage {
  const amount = formatAmount(order.amountCents, order.currency, t.locale);
  const values = {
    order: orderNumberOf(order),
    ...planWordsIn(order.plan, t),
    boughtOn: dayIn(order.createdAt, t),
    amount,
    name: withdrawal.name,
  };
  const local =
    withdrawal.timeZone && withdrawal.timeZone !== 'UTC'
      ? timeIn(withdrawal.receivedAt, t, withdrawal.timeZone)
      : null;
  const received = [
    t('mail.withdrawal.received.atUtc', { utc: timeIn(withdrawal.receivedAt, t)! }),
  ];
  if (local)
    received.push(
      t('mail.withdrawal.received.atLocal', { local, zone: withdrawal.timeZone ?? 'UTC' }),
    );
  return {
    kind: 'withdrawal-received',
    to: withdrawal.email,
    subject: t('mail.withdrawal.received.subject', values),
    ...renderMail(
      {
        preheader: t('mail.withdrawal.received.content', values),
        heading: t('mail.withdrawal.received.heading'),
        paragraphs: [
          t('mail.withdrawal.received.content', values),
          received.join(' '),
          t(outcomeKeys[withdrawal.outcome], values),
        ],
        footnote: t('mail.withdrawal.received.questions', { support: supportAddress }),
      },
      t,
    ),
  };
}

/**
 * For support, in English: a withdrawal the shop did not settle by itself (the customer was told
 * support writes within 2 business days); replying writes to the customer.
 */
export function withdrawalNeedsPersonMail(
  to: string,
  withdrawal: WithdrawalRecord,
  order: OrderRecord,
  t: Translator,
): MailMessage {
  return {
    kind: 'withdrawal-needs-person',
    to,
    replyTo: withdrawal.email,
    subject: `A withdrawal needs a person: order #${orderNumberOf(order)}`,
    ...renderMail(
      {
        heading: 'A withdrawal needs a person',
        paragraphs: [
          `${withdrawal.name} (${withdrawal.email}) withdrew from order ${order.id} (${order.plan.name}, ${order.plan.country}, ${formatAmount(order.amountCents, order.currency, 'en')}) on ${withdrawal.receivedAt}.`,
          `The shop did not refund it by itself: ${withdrawal.reason ?? 'no reason recorded'}. Decide whether a refund is due (decision 0042), refund it from the console if so, and tell the customer.`,
        ],
        footnote: 'Reply to this e-mail to write to the customer.',
      },
      t,
    ),
  };
}
