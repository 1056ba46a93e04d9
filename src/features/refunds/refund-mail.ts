/** The mail that confirms a self-service refund (spec §9: paid back in 5-10 business days). */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { OrderRecord } from '../orders/order.ts';

/** The amount as the customer paid it, e.g. '$18.50'. */
function paidAmount(order: OrderRecord): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: order.currency.toUpperCase() }).format(order.amountCents / 100);
}

export function orderRefundedMail(to: string, order: OrderRecord, origin: string): MailMessage {
  const ordersLink = `${origin}/orders`;
  const amount = paidAmount(order);
  return {
    kind: 'order-refunded',
    to,
    subject: 'Your refund is on its way',
    links: [ordersLink],
    ...renderMail({
      preheader: `${amount} for ${order.plan.name} (${order.plan.country}) is on its way back to you.`,
      heading: 'Your refund is on its way',
      paragraphs: [
        `We have cancelled your ${order.plan.name} eSIM for ${order.plan.country} (order #${order.id.slice(0, 8)}) and refunded ${amount} to your original payment method.`,
        'It usually shows on your statement within 5-10 business days, depending on your bank.',
        'The eSIM no longer has a plan on it, so there is nothing to install. If you still need data for your trip, you can buy a new plan at any time.',
      ],
      button: { label: 'Open My Orders', url: ordersLink },
      footnote: 'Questions about your refund? Reply to this e-mail or use the chat on our site.',
    }),
  };
}
