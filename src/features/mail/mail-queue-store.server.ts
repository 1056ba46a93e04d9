/**
 * The mail queue's records in the `mail` store, per queue key: `pending/`, `message/`, `claim/<n>`
 * (onlyIfNew before SMTP) and `sent/`. Every record read back is parsed, so a damaged one is an
 * error, never a guess (docs/decisions/0014-durable-mail-queue.md).
 */
import type { Store } from '@netlify/blobs';
import * as z from 'zod';
import { openStore } from '../../lib/blobs.ts';
import { LOCALES } from '../i18n/locales.ts';
import type { MailMessage } from './mail.ts';

/**
 * '<kind>/<stable id>', e.g. 'order-ready/3f2a…': one slash, so `claim/<key>/<n>` is unambiguous.
 */
const MAIL_KEY_PATTERN = /^[a-z][a-z0-9-]{0,39}\/[A-Za-z0-9._:@+-]{1,200}$/;

export function assertMailKey(key: string): void {
  if (!MAIL_KEY_PATTERN.test(key)) {
    throw new Error(
      `Invalid mail queue key "${key.slice(0, 60)}": expected '<kind>/<id>' (id: letters, digits, . _ : @ + -)`,
    );
  }
}

const base64 = z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/);

const queuedMessageSchema = z.object({
  key: z.string().regex(MAIL_KEY_PATTERN),
  queuedAt: z.number().int().nonnegative(),
  message: z.object({
    kind: z.string().min(1),
    to: z.string().min(1),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    replyTo: z.string().optional(),
    links: z.array(z.string()).optional(),
    messageId: z.string().optional(),
    locale: z.enum(LOCALES).optional(),
    listUnsubscribe: z.string().optional(),
    attachments: z
      .array(
        z.object({
          filename: z.string(),
          contentType: z.string(),
          cid: z.string().optional(),
          base64,
        }),
      )
      .optional(),
  }),
});
export type QueuedMessage = z.infer<typeof queuedMessageSchema>;

const claimSchema = z.object({
  claimedAt: z.number().int().nonnegative(),
  outcome: z.enum(['sent', 'failed']).optional(),
  finishedAt: z.number().int().nonnegative().optional(),
  error: z.string().optional(),
});
export type Claim = z.infer<typeof claimSchema> & { attempt: number };

const sentMarkSchema = z.object({
  sentAt: z.number().int().nonnegative(),
  attempt: z.number().int().positive(),
});
const pendingSchema = z.object({ queuedAt: z.number().int().nonnegative() });

export const mailStore = (): Store => openStore('mail');
export const pendingKey = (key: string) => `pending/${key}`;
export const messageKey = (key: string) => `message/${key}`;
export const claimKey = (key: string, attempt: number) => `claim/${key}/${attempt}`;
export const sentKey = (key: string) => `sent/${key}`;

export function toQueuedMessage(
  key: string,
  message: MailMessage,
  queuedAt: number,
): QueuedMessage {
  const { attachments, ...rest } = message;
  return {
    key,
    queuedAt,
    message: {
      ...rest,
      ...(attachments === undefined
        ? {}
        : {
            attachments: attachments.map(({ content, ...meta }) => ({
              ...meta,
              base64: content.toString('base64'),
            })),
          }),
    },
  };
}

/**
 * What stays once a message is sent: who got which mail (in which language), not its body. Bodies carry single-use
 * links and eSIM QR codes (docs/decisions/0014-durable-mail-queue.md); the record itself stays,
 * so a repeat key is a duplicate.
 */
export function withoutBody({ key, queuedAt, message }: QueuedMessage): QueuedMessage {
  const { kind, to, subject, messageId, locale } = message;
  return {
    key,
    queuedAt,
    message: {
      kind,
      to,
      subject,
      text: '',
      html: '',
      ...(messageId === undefined ? {} : { messageId }),
      ...(locale === undefined ? {} : { locale }),
    },
  };
}

export function toMailMessage({ message }: QueuedMessage): MailMessage {
  const { attachments, ...rest } = message;
  return {
    ...rest,
    ...(attachments === undefined
      ? {}
      : {
          attachments: attachments.map(({ base64: content, ...meta }) => ({
            ...meta,
            content: Buffer.from(content, 'base64'),
          })),
        }),
  };
}

async function readParsed<T>(store: Store, key: string, schema: z.ZodType<T>): Promise<T | null> {
  const value: unknown = await store.get(key, { type: 'json' });
  if (value === null) return null;
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(
      `Mail queue record ${key} is damaged: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
    );
  return parsed.data;
}

export const readQueuedMessage = (store: Store, key: string) =>
  readParsed(store, messageKey(key), queuedMessageSchema);
export const readPending = (store: Store, key: string) =>
  readParsed(store, pendingKey(key), pendingSchema);
export const readSentMark = (store: Store, key: string) =>
  readParsed(store, sentKey(key), sentMarkSchema);

/** Every attempt's claim for a key, oldest first. */
export async function readClaims(store: Store, key: string): Promise<Claim[]> {
  const prefix = `claim/${key}/`;
  const { blobs } = await store.list({ prefix });
  const attempts = blobs
    .map((blob) => blob.key.slice(prefix.length))
    .filter((rest) => /^[1-9]\d{0,3}$/.test(rest))
    .map(Number)
    .sort((a, b) => a - b);
  const claims = await Promise.all(
    attempts.map(async (attempt) => {
      const claim = await readParsed(store, claimKey(key, attempt), claimSchema);
      return claim === null ? null : { ...claim, attempt };
    }),
  );
  return claims.filter((claim) => claim !== null);
}

/** Queue keys with a pending index entry, in key order. */
export async function listPendingKeys(store: Store): Promise<string[]> {
  const { blobs } = await store.list({ prefix: 'pending/' });
  return blobs
    .map((blob) => blob.key.slice('pending/'.length))
    .filter((key) => MAIL_KEY_PATTERN.test(key))
    .sort();
}

/** Queue keys of the messages recorded under `keyPrefix` (e.g. `usage-80/<iccid>.`). */
export async function listMessageKeys(store: Store, keyPrefix: string): Promise<string[]> {
  const { blobs } = await store.list({ prefix: messageKey(keyPrefix) });
  return blobs.map((blob) => blob.key.slice('message/'.length));
}
