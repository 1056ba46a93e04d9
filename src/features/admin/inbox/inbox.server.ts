/**
 * Contact messages as a queue for staff: open or answered, each linked by its e-mail to the
 * customer's account and orders, answered from the console (the reply is mailed to the sender
 * and kept with the thread). Every reply and status change is audited.
 */
import { newestFirstPage } from '../../../lib/newest-first-page.ts';
import type { Failure } from '../../../lib/result.ts';
import { translatorForAddress } from '../../auth/customer-language.server.ts';
import { findUserByEmail } from '../../auth/users.server.ts';
import { queueMail } from '../../mail/mail-queue.server.ts';
import { listUserOrders } from '../../orders/orders.server.ts';
import { auditAction, type StaffCaller } from '../../staff/audited-action.server.ts';
import {
  inboxDayIndex,
  messageIdAt,
  positionOfMessage,
} from '../../support/contact-inbox-index.server.ts';
import { readContactRecord, type ContactRecord } from '../../support/contact-messages.server.ts';
import {
  bindReplyId,
  changeThread,
  readThread,
  type ContactThread,
} from '../../support/contact-threads.server.ts';
import { subjectLabel, writtenIn } from '../../support/contact.server.ts';
import { contactReplyMail } from '../../support/contact-mails.ts';
import { INBOX_PAGE_SIZE, type InboxMessage, type InboxQuery } from './inbox.ts';

/**
 * A page of one list of the inbox (`all` without a status), newest first, from its index: each
 * entry checked against its message and thread, within the walk's bound.
 */
export async function inboxPage(
  query: InboxQuery,
): Promise<{ messages: InboxMessage[]; nextCursor: string | null }> {
  const list = query.status ?? 'all';
  const bounds = { limit: INBOX_PAGE_SIZE, from: null, to: null };
  const after = query.cursor ? positionOfMessage(query.cursor) : null;
  const page = await newestFirstPage(
    inboxDayIndex(list),
    { ...bounds, after },
    async (position) => {
      const id = messageIdAt(position);
      const [record, thread] = await Promise.all([readContactRecord(id), readThread(id)]);
      const status = thread?.answered ? 'answered' : 'open';
      return record && (list === 'all' || list === status) ? { id, record, thread } : null;
    },
  );
  return {
    messages: await Promise.all(page.items.map(inboxMessage)),
    nextCursor: page.more && page.resumeAfter ? messageIdAt(page.resumeAfter) : null,
  };
}

/** One message with its thread and the sender's account (its address: /admin/inbox/<id>). */
export async function inboxMessageById(id: string): Promise<InboxMessage | null> {
  const [record, thread] = await Promise.all([readContactRecord(id), readThread(id)]);
  return record ? inboxMessage({ id, record, thread }) : null;
}

async function inboxMessage({
  id,
  record,
  thread,
}: {
  id: string;
  record: ContactRecord;
  thread: ContactThread | null;
}): Promise<InboxMessage> {
  const user = await findUserByEmail(record.email);
  const orders = user ? await listUserOrders(user.id) : [];
  return {
    id,
    name: record.name,
    email: record.email,
    subjectLabel: subjectLabel(record.subject),
    message: record.message,
    receivedAt: record.receivedAt,
    writtenIn: writtenIn(record.locale),
    status: thread?.answered ? 'answered' : 'open',
    replies: (thread?.replies ?? []).map(({ id, at, by, text }) => ({ id, at, by, text })),
    customer: user
      ? {
          id: user.id,
          orders: orders
            .slice(0, 5)
            .map((order) => ({ id: order.id, createdAt: order.createdAt, plan: order.plan.name })),
        }
      : null,
  };
}

/**
 * Mails the reply to the message's sender and keeps it with the thread, once per `replyId`: a
 * second click (or a retry) of the same reply neither mails nor stores it again, and a reply id
 * used on another message first is refused before anything changes (its mail key is taken).
 */
export async function replyToMessage(
  actor: StaffCaller,
  messageId: string,
  replyId: string,
  text: string,
): Promise<{ ok: true } | Failure<'no-such-message' | 'reply-id-taken'>> {
  const record = await readContactRecord(messageId);
  if (!record) return { ok: false, reason: 'no-such-message' };
  if (!(await bindReplyId(replyId, messageId))) return { ok: false, reason: 'reply-id-taken' };
  const at = new Date().toISOString();
  await changeThread(messageId, (thread) =>
    thread?.replies.some((reply) => reply.id === replyId)
      ? thread
      : {
          replies: [...(thread?.replies ?? []), { id: replyId, at, by: actor.user.email, text }],
          answered: true,
          changedAt: at,
          changedBy: actor.user.email,
        },
  );
  // A reply is a mail to the customer: in the language of their account, if they have one.
  const reply = contactReplyMail(
    record,
    text,
    await translatorForAddress(record.email, record.locale),
  );
  const queued = await queueMail(`contact-reply/${replyId}`, reply);
  if (queued === 'queued')
    await auditAction(actor, {
      action: 'message.reply',
      target: { kind: 'message', id: messageId },
      after: { status: 'answered' },
    });
  return { ok: true };
}

export async function setMessageStatus(
  actor: StaffCaller,
  messageId: string,
  status: 'open' | 'answered',
): Promise<{ ok: true } | Failure<'no-such-message'>> {
  if (!(await readContactRecord(messageId))) return { ok: false, reason: 'no-such-message' };
  let before: 'open' | 'answered' = 'open';
  const at = new Date().toISOString();
  await changeThread(messageId, (thread) => {
    before = thread?.answered ? 'answered' : 'open';
    return {
      replies: thread?.replies ?? [],
      answered: status === 'answered',
      changedAt: at,
      changedBy: actor.user.email,
    };
  });
  if (before !== status)
    await auditAction(actor, {
      action: `message.mark-${status}`,
      target: { kind: 'message', id: messageId },
      before: { status: before },
      after: { status },
    });
  return { ok: true };
}
