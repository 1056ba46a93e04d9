/**
 * The local mail adapter (docs/decisions/0009-ports-with-local-stand-ins.md): without SMTP_URL,
 * mails land in the `outbox` store and each prints one log line with its links, for verifying an
 * account by hand. Links in a log are acceptable only here.
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import { openStore } from '../../lib/blobs.ts';
import { LOCALES } from '../i18n/locales.ts';
import type { Mailer, MailMessage } from './mail.ts';

const storedMailSchema = z.object({
  id: z.string().min(1),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().optional(),
  links: z.array(z.string()),
  kind: z.string(),
  /** The language it is written in; absent on mails stored before mails had one. */
  locale: z.enum(LOCALES).optional(),
  /** The List-Unsubscribe URL the mail was sent with, if any. */
  listUnsubscribe: z.string().optional(),
  sentAt: z.iso.datetime(),
  // Metadata only: the outbox is for reading mails, not for keeping QR codes and other payloads.
  attachments: z.array(
    z.object({
      filename: z.string(),
      contentType: z.string(),
      cid: z.string().optional(),
      size: z.number().int().nonnegative(),
    }),
  ),
});
export type StoredMail = z.infer<typeof storedMailSchema>;

export interface OutboxFilter {
  to?: string;
  kind?: string;
}

let lastSentAt = 0;

/**
 * Keys start with the send time, so listing sorts by time; two mails sent within the same
 * millisecond would tie, so the clock is nudged forward to keep "newest first" exact.
 */
function nextSentAt(): Date {
  lastSentAt = Math.max(Date.now(), lastSentAt + 1);
  return new Date(lastSentAt);
}

function toRecord(id: string, sentAt: string, message: MailMessage): StoredMail {
  return {
    id,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    links: message.links ?? [],
    kind: message.kind,
    ...(message.locale === undefined ? {} : { locale: message.locale }),
    ...(message.listUnsubscribe === undefined ? {} : { listUnsubscribe: message.listUnsubscribe }),
    sentAt,
    attachments: (message.attachments ?? []).map(({ filename, contentType, cid, content }) => ({
      filename,
      contentType,
      ...(cid === undefined ? {} : { cid }),
      size: content.byteLength,
    })),
  };
}

/** The one line a developer reads in the terminal: what, to whom, and the links to click. */
function formatOutboxLogLine(mail: Pick<StoredMail, 'kind' | 'to' | 'subject' | 'links'>): string {
  const line = `[mail:outbox] ${mail.kind} to ${mail.to}: "${mail.subject}"`;
  return mail.links.length > 0 ? `${line} ${mail.links.join(' ')}` : line;
}

export const outboxMailer: Mailer = {
  name: 'outbox',
  async send(message) {
    const sentAt = nextSentAt().toISOString();
    const id = `${sentAt}-${randomBytes(4).toString('hex')}`;
    const record = toRecord(id, sentAt, message);
    await openStore('outbox').setJSON(id, record);
    console.log(formatOutboxLogLine(record));
  },
};

/** Mails in the outbox, newest first, optionally only those to one address or of one kind. */
export async function listOutbox(filter: OutboxFilter = {}): Promise<StoredMail[]> {
  const store = openStore('outbox');
  const { blobs } = await store.list();
  const keys = blobs
    .map((blob) => blob.key)
    .sort()
    .reverse();
  const records = await Promise.all(keys.map((key) => store.get(key, { type: 'json' })));
  const wantedTo = filter.to?.trim().toLowerCase();
  return records
    .filter((record) => record !== null)
    .map((record) => storedMailSchema.parse(record))
    .filter((mail) => wantedTo === undefined || mail.to.trim().toLowerCase() === wantedTo)
    .filter((mail) => filter.kind === undefined || mail.kind === filter.kind);
}
