/**
 * Receiving a contact message: stored first, then two mails queued: the message to support with the
 * customer as reply-to (English), and an acknowledgement to the sender in their account's or
 * message's language. A mail failure never loses a stored message.
 */
import { randomBytes } from 'node:crypto';
import { supportEmail } from '../../lib/env.ts';
import { translatorForAddress } from '../auth/customer-language.server.ts';
import { renderMail } from '../mail/mail-layout.ts';
import { queueMail } from '../mail/mail-queue.server.ts';
import type { Failure } from '../../lib/result.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import {
  readIpWindow,
  saveContactRecord,
  sweepIpWindows,
  writeIpWindow,
  type ContactRecord,
} from './contact-messages.server.ts';
import { contactAcknowledgementMail } from './contact-mails.ts';
import { CONTACT_SUBJECTS } from './contact-options.ts';
import type { ContactMessage, ContactPayload } from './contact.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import type { Translator } from '../i18n/translate.ts';
import { LOCALE_NAMES, type Locale } from '../i18n/locales.ts';

/** A person needs more than this to fill the form; a script does not. */
const MIN_FILL_MS = 3000;
const MESSAGES_PER_IP = 5;
const WINDOW_MS = 10 * 60 * 1000;

/**
 * Received, or refused for sending too many; a bot is told it was received too, and nothing is
 * kept.
 */
export type ContactOutcome = { ok: true } | Failure<'throttled'>;

/** `locale`: the language the visitor wrote in (their page's), kept for staff's reply. */
export async function receiveContactMessage(
  payload: ContactPayload,
  ip: string,
  locale: Locale,
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
    locale,
  };
  await saveContactRecord(record);
  try {
    const acknowledgement = contactAcknowledgementMail(
      message.email,
      await translatorForAddress(message.email, locale),
    );
    await Promise.all([
      queueMail(`contact/${id}`, supportMail(message, locale, await loadTranslator('en'))),
      queueMail(`contact-ack/${id}`, acknowledgement),
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

/** Deletes the per-IP windows that count nothing any more (docs/retention.md). */
export function sweepContactRateWindows(budget: SweepBudget, now = Date.now()) {
  return sweepIpWindows(WINDOW_MS, budget, now);
}

/** At most MESSAGES_PER_IP messages per address in ten minutes (the address is kept hashed). */
async function countAgainstIpLimit(ip: string, now: number): Promise<boolean> {
  const previous = await readIpWindow(ip);
  const window = previous && now - previous.since < WINDOW_MS ? previous : { since: now, count: 0 };
  if (window.count >= MESSAGES_PER_IP) return false;
  await writeIpWindow(ip, { since: window.since, count: window.count + 1 });
  return true;
}

/**
 * The language a message was written in, for staff ('Français (fr)'), when it is not English:
 * they reply in it. Older messages did not keep theirs.
 */
export const writtenIn = (locale: Locale | undefined): string | null =>
  locale && locale !== 'en' ? `${LOCALE_NAMES[locale]} (${locale})` : null;

export const subjectLabel = (value: string) =>
  CONTACT_SUBJECTS.find((subject) => subject.value === value)?.label ?? value;

/**
 * The message as support reads it, in English (`t`: the mail frame's texts), with the language it
 * was written in when that is not English.
 */
function supportMail(message: ContactMessage, locale: Locale, t: Translator) {
  const from = `From: ${message.name} <${message.email}>`;
  const language = writtenIn(locale);
  return {
    kind: 'contact',
    to: supportEmail(),
    replyTo: message.email,
    subject: `[${subjectLabel(message.subject)}] ${message.name}`,
    ...renderMail(
      {
        heading: `${subjectLabel(message.subject)} from ${message.name}`,
        paragraphs: [from, ...(language ? [`Written in: ${language}`] : []), message.message],
        footnote: 'Reply to this e-mail to answer the customer directly.',
      },
      t,
    ),
  };
}
