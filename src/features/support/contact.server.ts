/**
 * Receiving a contact message: stored first (Blobs), then its two mails are queued (the durable
 * mail queue sends them now or from the re-drive): the whole message to support with the customer
 * as reply-to, and a fixed acknowledgement to the address given. A mail failure never loses a
 * stored message.
 */
import { randomBytes } from 'node:crypto';
import { supportEmail } from '../../lib/env.ts';
import { renderMail } from '../mail/mail-layout.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import type { Failure } from '../../lib/result.ts';
import {
  readIpWindow,
  saveContactRecord,
  writeIpWindow,
  type ContactRecord,
} from './contact-messages.server.ts';
import { CONTACT_SUBJECTS } from './contact-options.ts';
import type { ContactMessage, ContactPayload } from './contact.ts';

/** A person needs more than this to fill the form; a script does not. */
const MIN_FILL_MS = 3000;
const MESSAGES_PER_IP = 5;
const WINDOW_MS = 10 * 60 * 1000;

/**
 * Received, or refused for sending too many; a bot is told it was received too, and nothing is
 * kept.
 */
export type ContactOutcome = { ok: true } | Failure<'throttled'>;

export async function receiveContactMessage(
  payload: ContactPayload,
  ip: string,
  now = Date.now(),
): Promise<ContactOutcome> {
  // Bots fill the hidden field or submit at once: they are told "sent" and nothing is kept.
  if (payload.website || (payload.startedAt !== undefined && now - payload.startedAt < MIN_FILL_MS))
    return { ok: true };
  if (!(await countAgainstIpLimit(ip, now))) return { ok: false, reason: 'throttled' };

  const { website: _honeypot, startedAt: _startedAt, ...message } = payload;
  const id = `${new Date(now).toISOString()}-${randomBytes(4).toString('hex')}`;
  const record: ContactRecord = {
    id,
    ...message,
    receivedAt: new Date(now).toISOString(),
    mailed: false,
  };
  await saveContactRecord(record);
  try {
    await Promise.all([
      queueMail(`contact/${id}`, supportMail(message)),
      queueMail(`contact-ack/${id}`, acknowledgementMail(message.email)),
    ]);
    // 'mailed': handed to the durable queue, which sends now or retries, and reports to support if
    // it gives up.
    await saveContactRecord({ ...record, mailed: true });
  } catch (error) {
    console.error(
      `Contact message ${id} is stored but its mails could not be queued:`,
      error instanceof Error ? error.message : error,
    );
  }
  return { ok: true };
}

/** At most MESSAGES_PER_IP messages per address in ten minutes (the address is kept hashed). */
async function countAgainstIpLimit(ip: string, now: number): Promise<boolean> {
  const previous = await readIpWindow(ip);
  const window = previous && now - previous.since < WINDOW_MS ? previous : { since: now, count: 0 };
  if (window.count >= MESSAGES_PER_IP) return false;
  await writeIpWindow(ip, { since: window.since, count: window.count + 1 });
  return true;
}

export const subjectLabel = (value: string) =>
  CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? value;

function supportMail(message: ContactMessage) {
  return {
    kind: 'contact',
    to: supportEmail(),
    replyTo: message.email,
    subject: `[${subjectLabel(message.subject)}] ${message.name}`,
    ...renderMail({
      heading: `${subjectLabel(message.subject)} from ${message.name}`,
      paragraphs: [`From: ${message.name} <${message.email}>`, message.message],
      footnote: 'Reply to this e-mail to answer the customer directly.',
    }),
  };
}

/**
 * Anyone can type any address into the form, so this mail carries nothing of theirs (no name,
 * subject or text): it must not let a stranger send their words from our address to someone else.
 */
function acknowledgementMail(to: string) {
  return {
    kind: 'contact-acknowledgement',
    to,
    subject: 'We received your message',
    ...renderMail({
      heading: 'Thanks for contacting Roamly',
      paragraphs: [
        'We received your message. Our support team will reply within 24 hours, usually much sooner.',
        'For an eSIM that will not connect, the installation guide on our site often helps at once.',
      ],
      footnote:
        'You do not need to send your message again. If you did not write to us, you can ignore this e-mail.',
    }),
  };
}
