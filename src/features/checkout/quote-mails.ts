/**
 * The mail a customer gets when a payment is refunded because what it paid for was no longer sold.
 */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { PlanSnapshot } from '../orders/order.ts';
import { quoteChangeMessage, type QuoteStatus } from './quote.ts';
import type { Amount } from './charge.ts';
import { translator } from '../i18n/catalogue.ts';

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
 * Where the mail's button leads: the plans sold now, this plan again, or for a top-up this plan on
 * the same eSIM.
 */
function nextStepLink({ plan, status, topUpOf }: UnsoldPayment, origin: string): string {
  if (status.current === null) return `${origin}/countries`;
  return `${origin}/checkout/${plan.id}${topUpOf ? `?topUp=${topUpOf}` : ''}`;
}

/**
 * 'Your payment has been refunded': why, the payment's reference, and where to find the plans sold
 * now.
 */
export function paymentRefundedMail(
  to: string,
  payment: UnsoldPayment,
  origin: string,
): MailMessage {
  const { paymentIntentId, plan, status, paid } = payment;
  const link = nextStepLink(payment, origin);
  return {
    kind: 'payment-refunded',
    to,
    subject: 'Your payment has been refunded',
    links: [link],
    ...renderMail({
      preheader: `Your payment for ${plan.name} (${plan.country}) has been refunded in full.`,
      heading: 'Your payment has been refunded',
      paragraphs: [
        quoteChangeMessage(translator('en'), status, paid, true),
        `It was for ${plan.name} (${plan.data}, ${plan.duration}) for ${plan.country}; nothing was bought with it. The refund usually shows on your statement within 5-10 business days.`,
        `Payment reference: ${paymentIntentId}.`,
      ],
      button: { label: buttonLabel(status), url: link },
      footnote: 'Questions about this payment? Reply to this e-mail or use the chat on our site.',
    }),
  };
}

function buttonLabel({ change, current }: QuoteStatus): string {
  if (current === null) return 'See the plans we sell';
  return change === 'plan-changed' ? 'See the plan as sold now' : 'Buy at the current price';
}
