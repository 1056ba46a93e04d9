/**
 * `by-recipient/<sha256 of the address>/<mail key>` in the `mail` store: each mail queued to or
 * about an address, written before the mail's record, so an erased account's mails are found
 * without listing the queue and forgotten (docs/decisions/0043-data-rights.md).
 */
import type { Store } from '@netlify/blobs';
import * as z from 'zod';
import { sha256Hex } from '../../lib/hash.ts';
import type { MailMessage } from './mail.ts';
import {
  claimKey,
  mailStore,
  messageKey,
  pendingKey,
  readClaims,
  readQueuedMessage,
  withoutBody,
  type QueuedMessage,
} from './mail-queue-store.server.ts';

/** What the entry remembers of its mail: whether it carried a document the law keeps. */
const entrySchema = z.object({ document: z.boolean() });

/** The address a forgotten mail shows instead of the person's. */
const ERASED_RECIPIENT = 'erased';

const personOf = (address: string) => sha256Hex(address.trim().toLowerCase());
const entryPrefix = (address: string) => `by-recipient/${personOf(address)}/`;
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Notes the mail under `key` for its recipient and its reply-to address (before its record). */
export async function noteRecipients(store: Store, key: string, message: MailMessage) {
  const document = (message.attachments ?? []).some((a) => a.contentType === 'application/pdf');
  const people = new Set([message.to, message.replyTo].filter((a) => a !== undefined));
  await Promise.all(
    [...people].map((address) => store.setJSON(`${entryPrefix(address)}${key}`, { document })),
  );
}

/**
 * The record as it stays once `address` is forgotten. A mail to someone else was about the person
 * (a message forwarded to staff, titled with their name; once sent it no longer says whose).
 */
function forgotten(record: QueuedMessage, address: string, document: boolean): QueuedMessage {
  const kept = withoutBody(record);
  const toThem = sameAddress(record.message.to, address);
  return {
    ...kept,
    message: {
      ...kept.message,
      to: toThem && !document ? ERASED_RECIPIENT : kept.message.to,
      subject: toThem ? kept.message.subject : '',
    },
  };
}

/** Takes the address out of the queue's failure notes (a mail server may quote it). */
async function redactClaims(store: Store, key: string, address: string) {
  const pattern = new RegExp(address.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi');
  const quoted = (error: string) => error.toLowerCase().includes(address.trim().toLowerCase());
  for (const { attempt, ...claim } of await readClaims(store, key))
    if (claim.error && quoted(claim.error))
      await store.setJSON(claimKey(key, attempt), {
        ...claim,
        error: claim.error.replace(pattern, ERASED_RECIPIENT),
      });
}

async function forgetMail(store: Store, key: string, address: string, document: boolean) {
  const record = await readQueuedMessage(store, key);
  if (!record) return;
  // Never sent after this: the person asked to be forgotten.
  await store.delete(pendingKey(key));
  await store.setJSON(messageKey(key), forgotten(record, address, document));
  await redactClaims(store, key, address);
}

/**
 * Forgets `address` in the mails queued to or about it, found by their index entries; each entry
 * goes after its mail, so a run cut off finds the rest again. Returns how many.
 */
export async function forgetMailsTo(address: string): Promise<number> {
  const store = mailStore();
  const prefix = entryPrefix(address);
  const { blobs } = await store.list({ prefix });
  for (const { key: entryKey } of blobs) {
    const entry = entrySchema.safeParse(await store.get(entryKey, { type: 'json' }));
    await forgetMail(
      store,
      entryKey.slice(prefix.length),
      address,
      entry.success && entry.data.document,
    );
    await store.delete(entryKey);
  }
  return blobs.length;
}

/**
 * Forgets `address` in the mails queued under `keys`, which its caller knows without the index (a
 * contact message's mails, some queued before the index existed); none carries a document.
 */
export async function forgetMails(address: string, keys: string[]): Promise<void> {
  const store = mailStore();
  for (const key of keys) await forgetMail(store, key, address, false);
}
