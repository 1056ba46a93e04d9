/**
 * The `contact` store's messages, the one module that opens the store: `message/<ISO time>-<hex>`,
 * `rate/<sha256 of the IP>` (the per-IP window; the address is never stored) and `by-sender/` (one
 * person's messages, for their data download and erasure).
 */
import * as z from 'zod';
import { openStore } from '../../lib/blobs.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { hexSlices, walkSlices } from '../../lib/key-walk.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import { LOCALES } from '../i18n/locales.ts';
import { forgetMails } from '../mail/mail-recipients.server.ts';
import { addToInbox } from './contact-inbox-index.server.ts';
import { forgetReplies } from './contact-threads.server.ts';

/**
 * A message as stored. The subject stays a string: a subject later dropped from the form must not
 * hide old messages.
 */
const contactRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  receivedAt: z.string(),
  /** Handed to the durable mail queue (which sends now or retries). */
  mailed: z.boolean(),
  /** The language of the page it was written on, for staff's reply; none on older messages. */
  locale: z.enum(LOCALES).optional(),
});
export type ContactRecord = z.infer<typeof contactRecordSchema>;

const ipWindowSchema = z.object({ since: z.number(), count: z.number().int().min(0) });
export type IpWindow = z.infer<typeof ipWindowSchema>;

const messageKey = (id: string) => `message/${id}`;
const senderPrefix = (email: string) => `by-sender/${sha256Hex(email.trim().toLowerCase())}/`;
const ipWindowKey = (ip: string) => `rate/${sha256Hex(ip)}`;

/** Saves a message, listed first in staff's inbox (a listed message not saved is skipped). */
export async function saveContactRecord(record: ContactRecord): Promise<void> {
  await addToInbox(record.id);
  await openStore('contact').setJSON(`${senderPrefix(record.email)}${record.id}`, {});
  await openStore('contact').setJSON(messageKey(record.id), record);
}

/** Every message id, newest first (ids start with the ISO time they were received). */
export async function listContactMessageIds(): Promise<string[]> {
  const { blobs } = await openStore('contact').list({ prefix: 'message/' });
  return blobs
    .map(({ key }) => key.slice('message/'.length))
    .sort()
    .reverse();
}

/** The ids of the messages received in `month` (`YYYY-MM`), newest first (a repair's walk). */
export async function listMessageIdsOfMonth(month: string): Promise<string[]> {
  const { blobs } = await openStore('contact').list({ prefix: `message/${month}-` });
  return blobs
    .map(({ key }) => key.slice('message/'.length))
    .sort()
    .reverse();
}

/** The ids of the messages received on `day` (`YYYY-MM-DD`), oldest first (the sender backfill). */
export async function listMessageIdsOfDay(day: string): Promise<string[]> {
  const { blobs } = await openStore('contact').list({ prefix: `message/${day}T` });
  return blobs.map(({ key }) => key.slice('message/'.length)).sort();
}

/**
 * Writes the `by-sender/` entry of a message saved before that index existed (a message erased
 * already has no address, and gets none); writing an entry that exists changes nothing.
 */
export async function indexSenderOf(id: string): Promise<void> {
  const record = await readContactRecord(id);
  if (record?.email) await openStore('contact').setJSON(`${senderPrefix(record.email)}${id}`, {});
}

/** Deletes a message as received (the support history's sweep, contact-history-sweep.server.ts). */
export async function removeContactRecord(id: string): Promise<void> {
  await openStore('contact').delete(messageKey(id));
}

/**
 * The messages sent from `email` since the sender index exists, oldest first (a message the
 * history sweep deleted is skipped).
 */
export async function listMessagesFrom(email: string): Promise<ContactRecord[]> {
  const { blobs } = await openStore('contact').list({ prefix: senderPrefix(email) });
  const ids = blobs.map(({ key }) => key.slice(key.lastIndexOf('/') + 1)).sort();
  const records = await Promise.all(ids.map(readContactRecord));
  return records.filter((record): record is ContactRecord => record !== null);
}

/**
 * Forgets who wrote each message sent from `email` (an erased account): name, address and text
 * go, the subject and time stay for the inbox's counts; so do the texts of staff's replies and
 * the mails of the message (forwarded, acknowledged, replied); then the index entry. Returns how
 * many.
 */
export async function eraseSenderOf(email: string): Promise<number> {
  const store = openStore('contact');
  const { blobs } = await store.list({ prefix: senderPrefix(email) });
  for (const { key } of blobs) {
    const id = key.slice(key.lastIndexOf('/') + 1);
    const record = await readContactRecord(id);
    if (record) await store.setJSON(messageKey(record.id), erasedSender(record));
    const replyIds = await forgetReplies(id);
    await forgetMails(email, [
      `contact/${id}`,
      `contact-ack/${id}`,
      ...replyIds.map((replyId) => `contact-reply/${replyId}`),
    ]);
    await store.delete(key);
  }
  return blobs.length;
}

const erasedSender = (record: ContactRecord): ContactRecord => ({
  ...record,
  name: '',
  email: '',
  message: '',
});

/** One message, or null when there is none (or only a damaged one) with that id. */
export async function readContactRecord(id: string): Promise<ContactRecord | null> {
  const raw = await openStore('contact').get(messageKey(id), { type: 'json' });
  const parsed = contactRecordSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/**
 * The IP's current window of the per-IP limit; null when it has none (or an unreadable one: it
 * starts again).
 */
export async function readIpWindow(ip: string): Promise<IpWindow | null> {
  const parsed = ipWindowSchema.safeParse(
    await openStore('contact').get(ipWindowKey(ip), { type: 'json' }),
  );
  return parsed.success ? parsed.data : null;
}

export async function writeIpWindow(ip: string, window: IpWindow): Promise<void> {
  await openStore('contact').setJSON(ipWindowKey(ip), window);
}

/**
 * Deletes the per-IP windows that began `windowMs` or more before `now` (a window past its time
 * counts nothing): two hex digits of the hash at a time, behind the walk's cursor, within the
 * budget.
 */
export function sweepIpWindows(windowMs: number, budget: SweepBudget, now: number) {
  const store = openStore('contact');
  return walkSlices('contact', 'ip-windows', hexSlices('rate/', 2), budget, async (key) => {
    budget.take();
    const parsed = ipWindowSchema.safeParse(await store.get(key, { type: 'json' }));
    if (parsed.success && now - parsed.data.since < windowMs) return;
    budget.take();
    await store.delete(key);
  });
}
