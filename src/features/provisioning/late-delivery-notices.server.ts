/**
 * Queues the mails of a late eSIM: the customer's in their language, and each owner's alert. The
 * queue keys name the order, so a run that repeats them after a crash sends each once.
 */
import { siteUrl } from '../../lib/env.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { findUserById } from '../auth/users.server.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import type { Mailer } from '../mail/mail.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import type { OrderRecord } from '../orders/order.ts';
import { ownerEmails } from '../staff/staff-rights.server.ts';
import { deliveryLateAlertMail, deliveryLateMail, type LateRefund } from './late-delivery-mails.ts';

export async function mailLateDelivery(
  order: OrderRecord,
  refund: LateRefund,
  mailer?: Mailer,
): Promise<void> {
  const user = await findUserById(order.userId);
  if (user)
    await queueMail(
      `delivery-late/${order.id}`,
      deliveryLateMail(user.email, order, siteUrl(), refund, await loadTranslator(user.locale)),
      { mailer },
    );
  const t = await loadTranslator('en');
  for (const owner of await ownerEmails()) {
    const key = `delivery-late-alert/${order.id}-${sha256Hex(owner).slice(0, 16)}`;
    await queueMail(key, deliveryLateAlertMail(owner, order, siteUrl(), refund, t), { mailer });
  }
}
