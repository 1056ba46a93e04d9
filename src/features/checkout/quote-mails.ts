/**
 * The mail a customer gets, in their language, when a payment is refunded because what it paid for
 * was no longer sold.
 */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import { pageLink } from '../mail/page-link.ts';
import type { PlanSnapshot } from '../orders/order.ts';
import { quoteChangeMessage, type QuoteStatus } from './quote.ts';
import type { Amount } from '../currency/charge.ts';
import type { MessageKey, Translator } from '../i18n/translate.ts';

export interface UnsoldPayment {
  paymentIntentId: string;
  plan: PlanSnapshot;
  status: QuoteStatus;
  /** What was paid, and is paid back in full. */
  paid: Amount;
  /**
   * A top-up: the order that bought the eSIM it was for, so 'Buy at the current price' tops up that
   * eSIM again.
   */
  topUpOf?: string | undefined;
}

/**
 * Where the mail's button leads: the plans sold now, this plan again, for a top-up this plan on
 * the same eSIM, or for a blocked account, the support team.
 */
function nextStepLink(
  { plan, status, topUpOf }: UnsoldPayment,
  origin: string,
  t: Translator,
): string {
  if (status.change === 'account-blocked') return pageLink(origin, t.locale, '/contact');
  if (status.current === null) return pageLink(origin, t.locale, '/countries');
  const checkout = pageLink(origin, t.locale, `/checkout/${plan.id}`);
  return `${checkout}${topUpOf ? `?topUp=${topUpOf}` : ''}`;
}

/**
 * 'Your payment has been refunded': why, the payment's reference, and where to find the plans sold
 * now.
 */
export function paymentRefundedMail(
  to: string,
  payment: UnsoldPayment,
  origin: string,
  t: Translator,
): MailMessage {
  const { paymentIntentId, plan, status, paid } = payment;
  const link = nextStepLink(payment, origin, t);
  const title = t('mail.paymentRefunded.subject');
  const { name, country, data, duration } = plan;
  return {
    kind: 'payment-refunded',
    to,
    subject: title,
    links: [link],
    ...renderMail(
      {
        preheader: t('mail.paymentRefunded.preheader', { plan: name, country }),
        heading: title,
        paragraphs: [
          quoteChangeMessage(t, status, paid, true),
          t('mail.paymentRefunded.whatFor', { plan: name, data, duration, country }),
          t('mail.paymentRefunded.reference', { reference: paymentIntentId }),
        ],
        button: { label: t(buttonLabel(status)), url: link },
        footnote: t('mail.paymentRefunded.footnote'),
      },
      t,
    ),
  };
}

function buttonLabel({ change, current }: QuoteStatus): MessageKey {
  if (change === 'account-blocked') return 'mail.paymentRefunded.contactSupport';
  if (current === null) return 'mail.paymentRefunded.seePlans';
  return change === 'plan-changed'
    ? 'mail.paymentRefunded.seePlan'
    : 'mail.paymentRefunded.buyAgain';
}
