/** The mail a customer gets once a top-up's bundle is on their eSIM. */
import { renderMail } from '../mail/mail-layout.ts';
import type { MailMessage } from '../mail/mail.ts';
import type { OrderRecord } from '../orders/order.ts';

/**
 * 'Data added to your eSIM': what was added, to which eSIM, and that nothing needs reinstalling.
 */
export function dataAddedMail(to: string, order: OrderRecord, origin: string): MailMessage {
  const ordersLink = `${origin}/orders`;
  const { plan } = order;
  return {
    kind: 'top-up-applied',
    to,
    subject: 'Data added to your eSIM',
    links: [ordersLink],
    ...renderMail({
      preheader: `${plan.data} for ${plan.country} is on your eSIM. Nothing to reinstall.`,
      heading: 'Data added to your eSIM',
      paragraphs: [
        `${plan.name} (${plan.data}, ${plan.duration}) for ${plan.country} is now on your eSIM${order.iccid ? ` (ICCID ${order.iccid})` : ''}. Order #${order.id.slice(0, 8)}.`,
        'There is no new QR code and nothing to reinstall: keep using the eSIM you already have. The new data starts as soon as your current plan is used up or ends.',
      ],
      button: { label: 'Open My Orders', url: ordersLink },
      footnote:
        'Your data left and the plans queued on this eSIM are in My Orders. Need help? Reply to this e-mail or use the chat on our site.',
    }),
  };
}
