/**
 * The mails of an eSIM found late (docs/product.md#late-delivery): the customer's, in their
 * language, with the refund offered or under way, and the owners' alert (English) with the
 * order's console link.
 */
import { planWordsIn } from '../catalogue/plan-words.ts';
import { formatAmount } from '../currency/format-price.ts';
import type { Translator } from '../i18n/translate.ts';
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import { pageLink } from '../mail/page-link.ts';
import { DELIVERY_PROMISE_MINUTES } from '../orders/delivery-promise.ts';
import type { OrderRecord } from '../orders/order.ts';
import { orderAddress } from '../staff/console-addresses.ts';

/** 'offer': 'Refund now' waits on My Orders; 'refunding': the refund is made without asking. */
export type LateRefund = 'offer' | 'refunding';

/** A late order's mail to `to`, with the mail frame's texts in `t`'s language. */
type LateMail = (
  to: string,
  order: OrderRecord,
  origin: string,
  refund: LateRefund,
  t: Translator,
) => MailMessage;

export const deliveryLateMail: LateMail = (to, order, origin, refund, t) => {
  const ordersLink = pageLink(origin, t.locale, '/orders');
  const title = t('mail.deliveryLate.subject');
  const values = {
    ...planWordsIn(order.plan, t),
    order: order.id.slice(0, 8),
    minutes: DELIVERY_PROMISE_MINUTES,
    amount: formatAmount(order.amountCents, order.currency, t.locale),
  };
  return {
    kind: 'delivery-late',
    to,
    subject: title,
    links: [ordersLink],
    ...renderMail(
      {
        preheader: t('mail.deliveryLate.preheader'),
        heading: title,
        paragraphs: [
          t('mail.deliveryLate.late', values),
          t(refund === 'offer' ? 'mail.deliveryLate.offer' : 'mail.deliveryLate.refunding', values),
        ],
        button: {
          label: t(
            refund === 'offer' ? 'mail.deliveryLate.refundButton' : 'mail.common.openMyOrders',
          ),
          url: ordersLink,
        },
        footnote: t('mail.deliveryLate.footnote'),
      },
      t,
    ),
  };
};

/**
 * The owners' alert: which order, since when, and what the customer was offered or given (in
 * English, which the owners read).
 */
export const deliveryLateAlertMail: LateMail = (to, order, origin, refund, t) => {
  const orderLink = `${origin}${orderAddress(order.id)}`;
  const paid = new Date(order.createdAt).toUTCString();
  return {
    kind: 'delivery-late-alert',
    to,
    subject: `An eSIM is late: order ${order.id.slice(0, 8)}`,
    links: [orderLink],
    ...renderMail(
      {
        preheader: `Paid ${paid} and still not delivered.`,
        heading: 'A paid eSIM is late',
        paragraphs: [
          `Order ${order.id} (${order.plan.name}, ${order.plan.country}) was paid ${paid} and is still not delivered (provisioning: ${order.provisioningStatus}, attempts: ${order.attempts}${order.lastError ? `, last error: ${order.lastError}` : ''}).`,
          refund === 'offer'
            ? "The customer was told and offered a full refund on My Orders ('Refund now')."
            : 'The customer was told, and the payment is being refunded in full (LATE_DELIVERY_REFUND=automatic).',
          'An eSIM the provider assigns after a refund is never delivered to the customer: look at the order for one to revoke.',
        ],
        button: { label: 'Open the order', url: orderLink },
        footnote: 'You receive this because you are an owner of the shop. One mail per late order.',
      },
      t,
    ),
  };
};
