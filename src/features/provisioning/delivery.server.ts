/**
 * The mails an order can end with, through the durable mail queue: the queue key
 * (`order-ready/<orderId>`, `top-up-applied/…`, `order-failed/…`) makes it one of each per order,
 * and it is queued before the order's end state, so a crash re-queues
 * (docs/decisions/0014-durable-mail-queue.md).
 */
import { siteUrl } from '../../lib/env.ts';
import { sellerDetails } from '../legal/seller.ts';
import { findUserById, type UserRecord } from '../auth/users.server.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import type { Mailer, MailMessage } from '../mail/mail.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import { esimReadyMail, orderFailedMail } from './delivery-mails.ts';
import { scheduleInstallReminders } from '../esims/reminders/install-reminder-index.server.ts';
import { findOrder, saveOrder } from '../orders/orders.server.ts';
import { recordOrderEvent } from '../orders/order-events.server.ts';
import { claimHandover } from '../esim-provider/handover.server.ts';
import type { OrderRecord } from '../orders/order.ts';
import { qrPng } from '../orders/qr.server.ts';
import { dataAddedMail } from '../top-ups/top-up-mails.ts';

/** Delivers a completed order: a new eSIM with its QR code, or a top-up's 'Data added' mail. */
export function deliverOrder(order: OrderRecord, mailer?: Mailer): Promise<OrderRecord> {
  return order.topUpOf === null ? deliverEsim(order, mailer) : deliverTopUp(order, mailer);
}

/**
 * Queues the eSIM mail; if it cannot be queued the order stays completed and undelivered, for the
 * re-drive.
 */
async function deliverEsim(order: OrderRecord, mailer?: Mailer): Promise<OrderRecord> {
  if (!order.lpa || !order.iccid) return order;
  // A late order's refund may have been decided first: then this eSIM never reaches the buyer.
  if ((await claimHandover(order.id, 'delivery')) === 'refund') return withheld(order);
  const delivered = await queueThenMarkDelivered(
    order,
    `order-ready/${order.id}`,
    mailer,
    async (user) => (await esimReadyMailOf(order, user))!,
  );
  // A reminder is a help, not what was paid for: failing to list one never fails the delivery.
  if (delivered.deliveredAt !== null)
    await scheduleInstallReminders(delivered).catch((error: unknown) =>
      console.error(`Install reminders of order ${order.id} could not be listed`, error),
    );
  return delivered;
}

/** An eSIM assigned after its order's refund was decided: kept by the shop, on the timeline. */
async function withheld(order: OrderRecord): Promise<OrderRecord> {
  console.error(
    `Order ${order.id}: eSIM ${order.iccid} was assigned after the order's refund was decided; it is not delivered`,
  );
  await recordOrderEvent(order.id, {
    kind: 'delivery-withheld',
    summary: `eSIM ${order.iccid} assigned after the late refund was decided: not delivered`,
  });
  return order;
}

/**
 * The 'eSIM ready' mail of an order to its buyer, in their language; null while it has no eSIM
 * (also a top-up's).
 */
export async function esimReadyMailOf(
  order: OrderRecord,
  buyer: Pick<UserRecord, 'email' | 'locale'>,
): Promise<MailMessage | null> {
  const { lpa, iccid } = order;
  if (!lpa || !iccid) return null;
  const [, smdpAddress = '', matchingId = ''] = lpa.split('$');
  const esim = { iccid, smdpAddress, matchingId };
  const t = await loadTranslator(buyer.locale);
  // The consent is quoted in the words the buyer ticked, whatever language they read in now.
  const consentIn = await loadTranslator(order.deliveryConsent?.locale ?? buyer.locale);
  return esimReadyMail(buyer.email, order, esim, await qrPng(lpa), siteUrl(), t, consentIn);
}

/**
 * Queues the 'Data added to your eSIM' mail of a top-up (no QR: the eSIM is the one already
 * installed).
 */
function deliverTopUp(order: OrderRecord, mailer?: Mailer): Promise<OrderRecord> {
  return queueThenMarkDelivered(order, `top-up-applied/${order.id}`, mailer, async (user) =>
    dataAddedMail(
      user.email,
      order,
      siteUrl(),
      await loadTranslator(user.locale),
      await loadTranslator(order.deliveryConsent?.locale ?? user.locale),
    ),
  );
}

/**
 * Queues the order's mail under `key`, then marks the order delivered; a mail that cannot be queued
 * leaves it for the re-drive.
 */
async function queueThenMarkDelivered(
  order: OrderRecord,
  key: string,
  mailer: Mailer | undefined,
  build: (buyer: UserRecord) => Promise<MailMessage>,
): Promise<OrderRecord> {
  const user = await findUserById(order.userId);
  if (!user) return order;
  try {
    // Numbered before the mail is queued: the mail carries it, and a retry the same number.
    // Loaded here only: the documents' code stays out of the function's start.
    const { invoiceAttachment } = await import('../invoices/customer-documents.server.ts');
    const invoice = await invoiceAttachment(order, sellerDetails());
    const mail = await build(user);
    await queueMail(
      key,
      { ...mail, attachments: [...(mail.attachments ?? []), invoice] },
      { mailer },
    );
  } catch (error) {
    console.error(
      `Delivery mail for order ${order.id} could not be queued; the re-drive will retry`,
      error instanceof Error ? error.message : error,
    );
    return order;
  }
  return saveOrder({ ...order, deliveredAt: new Date().toISOString() });
}

/**
 * Fails the order for good and tells the customer. If the mail cannot be queued this throws
 * before the order is marked failed, so the re-drive comes back and fails it again.
 */
export async function failOrder(
  order: OrderRecord,
  message: string,
  mailer?: Mailer,
): Promise<OrderRecord> {
  // This run's copy may be stale: an order another run completed (or failed) is final, and its
  // customer must not get a 'could not activate' mail after the 'ready' one.
  const stored = await findOrder(order.id);
  if (
    stored &&
    (stored.provisioningStatus === 'completed' || stored.provisioningStatus === 'failed')
  )
    return stored;
  const failed: OrderRecord = { ...order, provisioningStatus: 'failed', lastError: message };
  const user = await findUserById(order.userId);
  if (user) {
    const mail = orderFailedMail(user.email, failed, siteUrl(), await loadTranslator(user.locale));
    await queueMail(`order-failed/${order.id}`, mail, { mailer });
  }
  return saveOrder(failed);
}
