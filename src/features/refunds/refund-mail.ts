/**
 * The mail that confirms a self-service refund (paid back in 5-10 business days:
 * docs/product.md#refund-window), and support's alert when one is stuck.
 */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { OrderRecord } from '../orders/order.ts';
import type { RefundStep } from './refund-records.server.ts';

/** The amount as the customer paid it, e.g. '$18.50'. */
function paidAmount(order: OrderRecord): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: order.currency.toUpperCase(),
  }).format(order.amountCents / 100);
}

/**
 * What became of the eSIM: its plan revoked (every customer refund), left on it (staff refunded the
 * whole payment of an eSIM the network would not take back), or never delivered (a failed order).
 */
export type RefundedEsim = 'revoked' | 'kept' | 'undelivered';

function refundParagraphs(order: OrderRecord, amount: string, what: RefundedEsim): string[] {
  const plan = `${order.plan.name} eSIM for ${order.plan.country} (order #${order.id.slice(0, 8)})`;
  const onStatement =
    'It usually shows on your statement within 5-10 business days, depending on your bank.';
  if (what === 'kept')
    return [
      `We have refunded ${amount} for your ${plan} to your original payment method.`,
      onStatement,
      'Your eSIM stays as it is: there is nothing you need to do.',
    ];
  if (what === 'undelivered')
    return [
      `We could not deliver your ${plan}, so we have refunded ${amount} to your original payment method.`,
      onStatement,
      'If you still need data for your trip, you can buy a new plan at any time.',
    ];
  return [
    `We have cancelled your ${plan} and refunded ${amount} to your original payment method.`,
    onStatement,
    'The eSIM no longer has a plan on it, so there is nothing to install. If you still need data for your trip, you can buy a new plan at any time.',
  ];
}

export function orderRefundedMail(
  to: string,
  order: OrderRecord,
  origin: string,
  what: RefundedEsim = 'revoked',
): MailMessage {
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
      paragraphs: refundParagraphs(order, amount, what),
      button: { label: 'Open My Orders', url: ordersLink },
      footnote: 'Questions about your refund? Reply to this e-mail or use the chat on our site.',
    }),
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
 * For support: a refund the re-drive could not finish in about a day of tries. The customer may
 * have lost the eSIM's plan without getting the money back, so a person must look; replying
 * writes to the customer.
 */
export function refundStuckMail(
  to: string,
  order: OrderRecord,
  customerEmail: string | undefined,
  step: RefundStep,
  lastError: string,
): MailMessage {
  return {
    kind: 'refund-stuck',
    to,
    replyTo: customerEmail,
    subject: `A refund needs a person: order #${order.id.slice(0, 8)}`,
    ...renderMail({
      heading: 'A refund needs a person',
      paragraphs: [
        `The refund of order ${order.id} (${order.plan.name}, ${order.plan.country}, ${paidAmount(order)}, payment ${order.paymentIntentId}) has failed for about a day.`,
        `${stuckAt[step]} Last error: ${lastError}`,
        'We keep trying every 4 hours, and the refund finishes by itself once the payment provider agrees. Look the payment up in the Stripe dashboard (a dispute, a closed card) and tell the customer what is happening.',
      ],
      footnote: customerEmail
        ? `Reply to this e-mail to write to the customer (${customerEmail}).`
        : 'The customer has deleted their account.',
    }),
  };
}
