/**
 * The mail that confirms a self-service refund (paid back in 5-10 business days:
 * docs/product.md#refund-window), and support's alert when one is stuck.
 */
import { planWordsIn } from '../catalogue/plan-words.ts';
import { formatAmount } from '../currency/format-price.ts';
import type { Locale } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import { pageLink } from '../mail/page-link.ts';
import type { OrderRecord } from '../orders/order.ts';
import type { RefundStep } from './refund-records.server.ts';

/** The amount as the customer paid it, in its own currency: '$18.50', '12,99 €'. */
function paidAmount(order: OrderRecord, locale: Locale): string {
  return formatAmount(order.amountCents, order.currency, locale);
}

/**
 * What became of the eSIM: its plan revoked (every customer refund), left on it (staff refunded the
 * whole payment of an eSIM the network would not take back), or never delivered (a failed order).
 */
export type RefundedEsim = 'revoked' | 'kept' | 'undelivered';

function refundParagraphs(
  order: OrderRecord,
  amount: string,
  what: RefundedEsim,
  t: Translator,
): string[] {
  const { plan, country } = planWordsIn(order.plan, t);
  const values = { plan, country, order: order.id.slice(0, 8), amount };
  const onStatement = t('mail.refund.onStatement');
  if (what === 'kept')
    return [t('mail.refund.kept', values), onStatement, t('mail.refund.keptNothingToDo')];
  if (what === 'undelivered')
    return [t('mail.refund.undelivered', values), onStatement, t('mail.refund.buyAgain')];
  return [t('mail.refund.revoked', values), onStatement, t('mail.refund.revokedNothingToInstall')];
}

/** The refund's confirmation to the customer, in their language. */
export function orderRefundedMail(
  to: string,
  order: OrderRecord,
  origin: string,
  what: RefundedEsim,
  t: Translator,
): MailMessage {
  const ordersLink = pageLink(origin, t.locale, '/orders');
  const amount = paidAmount(order, t.locale);
  const title = t('mail.refund.subject');
  return {
    kind: 'order-refunded',
    to,
    subject: title,
    links: [ordersLink],
    ...renderMail(
      {
        preheader: t('mail.refund.preheader', { amount, ...planWordsIn(order.plan, t) }),
        heading: title,
        paragraphs: refundParagraphs(order, amount, what, t),
        button: { label: t('mail.common.openMyOrders'), url: ordersLink },
        footnote: t('mail.refund.footnote'),
      },
      t,
    ),
  };
}

/** Where a stuck refund stands, for the person who picks it up. */
const stuckAt: Record<RefundStep, string> = {
  started: 'The eSIM provider has not revoked the plan yet, and no money has been refunded.',
  'bundle-revoked':
    "The eSIM's plan is revoked, but the money is not back yet: the payment refund is what fails.",
  'payment-refunded':
    'The money is refunded; marking the order and mailing the customer is what fails.',
  done: 'The refund is finished.',
};

/**
 * For support, in English: a refund the re-drive could not finish in about a day of tries. The
 * customer may have lost the eSIM's plan without getting the money back, so a person must look;
 * replying writes to the customer.
 */
export function refundStuckMail(
  to: string,
  order: OrderRecord,
  customerEmail: string | undefined,
  step: RefundStep,
  lastError: string,
  /** The mail frame's texts: support reads English. */
  t: Translator,
): MailMessage {
  return {
    kind: 'refund-stuck',
    to,
    replyTo: customerEmail,
    subject: `A refund needs a person: order #${order.id.slice(0, 8)}`,
    ...renderMail(
      {
        heading: 'A refund needs a person',
        paragraphs: [
          `The refund of order ${order.id} (${order.plan.name}, ${order.plan.country}, ${paidAmount(order, 'en')}, payment ${order.paymentIntentId}) has failed for about a day.`,
          `${stuckAt[step]} Last error: ${lastError}`,
          'We keep trying every 4 hours, and the refund finishes by itself once the payment provider agrees. Look the payment up in the Stripe dashboard (a dispute, a closed card) and tell the customer what is happening.',
        ],
        footnote: customerEmail
          ? `Reply to this e-mail to write to the customer (${customerEmail}).`
          : 'The customer has deleted their account.',
      },
      t,
    ),
  };
}
