/**
 * The durable mail queue: a message is recorded before anything is sent, so it is never lost, and
 * each attempt is claimed onlyIfNew before SMTP, so it goes at most once per claim; only an attempt
 * of unknown outcome is repeated, same Message-ID (docs/decisions/0014-durable-mail-queue.md).
 */
import type { Store } from '@netlify/blobs';
import { createIfNew } from '../../lib/blob-writes.ts';
import { deployContext } from '../../lib/env.ts';
import { sha256Hex } from '../../lib/hash.ts';
import { walkFrom, type WalkInput, type Walked } from '../../lib/walk-from.ts';
import type { Mailer, MailMessage } from './mail.ts';
import { getMailer } from './mailer.server.ts';
import { nextStep, MAX_ATTEMPTS, STALE_CLAIM_MS } from './mail-queue-policy.ts';
import { noteRecipients } from './mail-recipients.server.ts';
import {
  assertMailKey,
  claimKey,
  listPendingKeys,
  mailStore,
  messageKey,
  pendingKey,
  readClaims,
  readPending,
  readQueuedMessage,
  readSentMark,
  sentKey,
  toMailMessage,
  toQueuedMessage,
  withoutBody,
  type QueuedMessage,
} from './mail-queue-store.server.ts';

/** A scheduled function has 30 s: the re-drive starts no new send after this much of it. */
const RUN_BUDGET_MS = 20_000;

type SendResult = 'sent' | 'failed' | 'skipped';

/** The Message-ID of a queued message: the same for every attempt, different per deploy context. */
export function messageIdFor(key: string): string {
  return `<${sha256Hex(`${deployContext()}:${key}`)}@roamly.mail>`;
}

export interface QueueOptions {
  mailer?: Mailer;
  /**
   * Runs the first send later instead of now, e.g. after the function has answered
   * (`afterAnswer`): the mail is durable once queued, so a caller that must answer fast (an eSIM
   * Go callback) need not wait for the mail server. Without it the first send is awaited here.
   */
  sendLater?: (send: () => Promise<void>) => void;
}

export async function queueMail(
  key: string,
  message: MailMessage,
  options: QueueOptions = {},
): Promise<'queued' | 'duplicate'> {
  assertMailKey(key);
  const store = mailStore();
  if ((await store.get(messageKey(key))) !== null) return 'duplicate';
  const now = Date.now();
  // The indexes first: a crash between the writes leaves an index entry the re-drive drops, never
  // a hidden message, nor one its recipient's erasure cannot find.
  await noteRecipients(store, key, message);
  await store.setJSON(pendingKey(key), { queuedAt: now });
  const record = toQueuedMessage(
    key,
    { ...message, messageId: message.messageId ?? messageIdFor(key) },
    now,
  );
  if (!(await createIfNew(store, messageKey(key), record))) return 'duplicate';
  const sendFirst = async () => {
    try {
      const mailer = options.mailer ?? getMailer();
      // A new message has no claim yet; if the re-drive got there first, this claim loses and sends
      // nothing.
      if (await createIfNew(store, claimKey(key, 1), { claimedAt: now }))
        await attempt(store, record, 1, mailer, now);
    } catch (error) {
      console.error(
        `Mail ${key} is queued; sending it now failed, the re-drive will retry: ${reason(error)}`,
      );
    }
  };
  if (options.sendLater) options.sendLater(sendFirst);
  else await sendFirst();
  return 'queued';
}

/** When a message was queued under `key`, or null when none was. */
export async function queuedAt(key: string): Promise<number | null> {
  assertMailKey(key);
  return (await readQueuedMessage(mailStore(), key))?.queuedAt ?? null;
}

export async function sendQueuedMail(
  options: { mailer?: Mailer; now?: number } = {},
): Promise<{ sent: number; failed: number }> {
  const store = mailStore();
  const keys = await listPendingKeys(store);
  if (keys.length === 0) return { sent: 0, failed: 0 };
  // In production without SMTP_URL this throws: loud in every run's log, and nothing is lost.
  const mailer = options.mailer ?? getMailer();
  const sender = dueSender(store, mailer, options.now ?? Date.now());
  const started = performance.now();
  for (const key of keys) {
    if (performance.now() - started > RUN_BUDGET_MS) break;
    await sender.send(key);
  }
  return sender.counts;
}

/**
 * The re-drive's step: from after `cursor`, at most `limit` queued messages, 8 at a time, each
 * sent if due; answers where to go on (null: the end of the queue was reached).
 */
export async function sendQueuedMailFrom(
  { now, cursor, limit, outOfTime }: WalkInput,
  options: { mailer?: Mailer } = {},
): Promise<Walked & { sent: number; failed: number }> {
  const store = mailStore();
  const keys = await listPendingKeys(store);
  if (keys.length === 0) return { cursor: null, left: 0, done: 0, sent: 0, failed: 0 };
  const sender = dueSender(store, options.mailer ?? getMailer(), now);
  const walked = await walkFrom(keys, cursor, { limit, outOfTime }, sender.send);
  return { ...walked, ...sender.counts };
}

/**
 * Sends each message it is given if due, counting what was sent and what failed; a failure is
 * logged and counted, never thrown, so one bad message never stops the others.
 */
function dueSender(store: Store, mailer: Mailer, now: number) {
  const counts = { sent: 0, failed: 0 };
  async function send(key: string) {
    try {
      const result = await sendIfDue(store, key, mailer, now);
      if (result !== 'skipped') counts[result] += 1;
    } catch (error) {
      counts.failed += 1;
      console.error(`Mail ${key} could not be re-driven: ${reason(error)}`);
    }
  }
  return { counts, send };
}

async function sendIfDue(
  store: Store,
  key: string,
  mailer: Mailer,
  now: number,
): Promise<SendResult> {
  const [sentMark, claims] = await Promise.all([readSentMark(store, key), readClaims(store, key)]);
  const step = nextStep(sentMark !== null, claims, now);
  if (step.kind === 'done') await store.delete(pendingKey(key));
  if (step.kind === 'give-up') await giveUp(store, key, step.lastError);
  if (step.kind !== 'attempt') return 'skipped';

  const record = await readQueuedMessage(store, key);
  if (record === null) return dropOrphanIndex(store, key, now);
  if (!(await createIfNew(store, claimKey(key, step.attempt), { claimedAt: now })))
    return 'skipped';
  // A stale attempt may have finished between the read above and this claim.
  if (step.attempt > 1 && (await isSent(store, key))) return 'skipped';
  return attempt(store, record, step.attempt, mailer, now);
}

async function attempt(
  store: Store,
  record: QueuedMessage,
  number: number,
  mailer: Mailer,
  now: number,
): Promise<SendResult> {
  const { key } = record;
  try {
    await mailer.send(toMailMessage(record));
  } catch (error) {
    const failure = {
      claimedAt: now,
      outcome: 'failed',
      finishedAt: now,
      error: reason(error).slice(0, 300),
    };
    await withRetries(() => store.setJSON(claimKey(key, number), failure)).catch(() => undefined);
    if (number >= MAX_ATTEMPTS) await giveUp(store, key, failure.error);
    else console.error(`Mail ${key} attempt ${number} failed, it stays queued: ${failure.error}`);
    return 'failed';
  }
  await markSent(store, record, number, now);
  return 'sent';
}

/** Two records say 'sent', each retried: a lost write must not make the re-drive send again. */
async function markSent(
  store: Store,
  record: QueuedMessage,
  number: number,
  now: number,
): Promise<void> {
  const { key } = record;
  const saved = await Promise.allSettled([
    withRetries(() => store.setJSON(sentKey(key), { sentAt: now, attempt: number })),
    withRetries(() =>
      store.setJSON(claimKey(key, number), { claimedAt: now, outcome: 'sent', finishedAt: now }),
    ),
  ]);
  if (saved.every((result) => result.status === 'rejected')) {
    console.error(
      `Mail ${key} was sent but could not be marked sent; it may be resent (same Message-ID) once its claim is stale`,
    );
    return;
  }
  await store.delete(pendingKey(key)).catch(() => undefined);
  await store
    .setJSON(messageKey(key), withoutBody(record))
    .catch(() =>
      console.error(`Mail ${key} is sent; its body could not be removed from the queue`),
    );
}

async function isSent(store: Store, key: string): Promise<boolean> {
  const [sentMark, claims] = await Promise.all([readSentMark(store, key), readClaims(store, key)]);
  return sentMark !== null || claims.some((claim) => claim.outcome === 'sent');
}

/**
 * For support: the key says which order or account; the body (tokens, QR codes) is never logged.
 */
async function giveUp(store: Store, key: string, lastError: string | undefined): Promise<void> {
  console.error(
    `Mail ${key} was not sent after ${MAX_ATTEMPTS} attempts and is no longer retried (last error: ${lastError ?? 'outcome unknown'}); its record stays in the mail store`,
  );
  await store.delete(pendingKey(key));
}

/**
 * An index entry without a message: a queueMail that crashed, or one still between its two writes.
 */
async function dropOrphanIndex(store: Store, key: string, now: number): Promise<'skipped'> {
  const pending = await readPending(store, key);
  if (pending !== null && now - pending.queuedAt > STALE_CLAIM_MS)
    await store.delete(pendingKey(key));
  return 'skipped';
}

async function withRetries<T>(write: () => Promise<T>, tries = 3): Promise<T> {
  for (let number = 1; ; number++) {
    try {
      return await write();
    } catch (error) {
      if (number >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * number));
    }
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
