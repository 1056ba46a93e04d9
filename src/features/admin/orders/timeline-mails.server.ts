/**
 * An order's mails on its timeline, read exactly from the mail queue's records: queued, each failed
 * attempt, sent. Which queue keys belong to an order is fixed by the code that queues them
 * (delivery, resends, refund, the eSIM's usage alerts and install reminders).
 */
import { installReminderMailKeys } from '../../esims/reminders/install-reminder-schedule.ts';
import { alertMailPrefixes } from '../../esims/usage-alerts.server.ts';
import { listMailKeys, readMailHistory, type MailStep } from '../../mail/mail-history.server.ts';
import type { OrderRecord } from '../../orders/order.ts';
import type { TimelineEntry } from './order-view.ts';

const ORDER_MAIL_KINDS = [
  'order-ready',
  'top-up-applied',
  'order-failed',
  'order-refunded',
  'refund-stuck',
];

/** Delivery mails staff sent again (provisioning/delivery-resend.server.ts), one key each. */
const resentPrefix = (orderId: string) => `order-resent/${orderId}:`;

async function mailKeysOf(order: OrderRecord): Promise<string[]> {
  const own = ORDER_MAIL_KINDS.map((kind) => `${kind}/${order.id}`);
  const ownsEsim = order.topUpOf === null && order.iccid !== null;
  const listed = [resentPrefix(order.id), ...(ownsEsim ? alertMailPrefixes(order.iccid!) : [])];
  const reminders = ownsEsim ? installReminderMailKeys(order.id) : [];
  return [...own, ...reminders, ...(await listMailKeys(listed))];
}

function entryOf(step: MailStep, subject: string, key: string): TimelineEntry {
  const at = new Date(step.at).toISOString();
  switch (step.kind) {
    case 'queued':
      return { at, kind: 'mail-queued', summary: `Mail queued: ${subject}`, detail: key };
    case 'failed':
      return {
        at,
        kind: 'mail-failed',
        summary: `Mail attempt ${step.attempt} failed: ${subject}`,
        detail: step.error,
      };
    case 'sent':
      return { at, kind: 'mail-sent', summary: `Mail sent: ${subject}`, detail: key };
  }
}

/** Every step of every mail of the order. */
export async function mailEntriesOf(order: OrderRecord): Promise<TimelineEntry[]> {
  const keys = await mailKeysOf(order);
  const histories = await Promise.all(keys.map(readMailHistory));
  return histories.flatMap((history, index): TimelineEntry[] => {
    if (history === null) return [];
    if (history === 'unreadable')
      return [
        {
          at: order.createdAt,
          kind: 'unreadable',
          summary: 'A mail record of this order could not be read',
          detail: keys[index],
        },
      ];
    return history.steps.map((step) => entryOf(step, history.subject, history.key));
  });
}
