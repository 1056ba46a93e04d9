/** The mail a customer gets when a payment is refunded because what it paid for was no longer sold. */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { PlanSnapshot } from '../orders/order.ts';
import { quoteChangeMessage, type QuoteStatus } from './quote.ts';

export interface UnsoldPayment {
  paymentIntentId: string;
  plan: PlanSnapshot;
  status: QuoteStatus;
}

/** 'Your payment has been refunded': why, the payment's reference, and where to find the plans sold now. */
export function paymentRefundedMail(to: string, { paymentIntentId, plan, status }: UnsoldPayment, origin: string): MailMessage {
  const link = status.currentPrice === null ? `${origin}/countries` : `${origin}/checkout/${plan.id}`;
  return {
    kind: 'payment-refunded',
    to,
    subject: 'Your payment has been refunded',
    links: [link],
    ...renderMail({
      preheader: `Your payment for ${plan.name} (${plan.country}) has been refunded in full.`,
      heading: 'Your payment has been refunded',
      paragraphs: [
        quoteChangeMessage(status, plan.price, true),
        `It was for ${plan.name} (${plan.data}, ${plan.duration}) for ${plan.country}; nothing was bought with it. The refund usually shows on your statement within 5-10 business days.`,
        `Payment reference: ${paymentIntentId}.`,
      ],
      button: status.currentPrice === null ? { label: 'See the plans we sell', url: link } : { label: 'Buy at the current price', url: link },
      footnote: 'Questions about this payment? Reply to this e-mail or use the chat on our site.',
    }),
  };
}
