/**
 * Staff's side of contact messages: `thread/<messageId>` (the replies mailed and whether it is
 * answered, which the inbox lists follow) and `reply/<replyId>` (the message a reply belongs to).
 * Threads change only by a conditional write, so two staff replying at once keep both replies.
 */
import * as z from 'zod';
import { walkSlices } from '../../lib/key-walk.ts';
import { storeFamily } from '../../lib/store-family.ts';
import type { SweepBudget } from '../../lib/sweep-budget.ts';
import { moveInInbox } from './contact-inbox-index.server.ts';

const replySchema = z.object({ id: z.string(), at: z.string(), by: z.string(), text: z.string() });
const threadSchema = z.object({
  replies: z.array(replySchema),
  answered: z.boolean(),
  changedAt: z.string(),
  changedBy: z.string(),
});
export type ContactThread = z.infer<typeof threadSchema>;

const threads = storeFamily('contact', 'thread/', threadSchema);
const replyBindings = storeFamily('contact', 'reply/', z.object({ messageId: z.string() }));

export function readThread(messageId: string): Promise<ContactThread | null> {
  return threads.readIfValid(messageId);
}

/** Deletes a message's thread (its replies' bindings first: they name the message). */
export async function removeThread(
  messageId: string,
  thread: ContactThread,
  beforeEachCall: () => void,
): Promise<void> {
  for (const reply of thread.replies) {
    beforeEachCall();
    await replyBindings.remove(reply.id);
  }
  beforeEachCall();
  await threads.remove(messageId);
}

/**
 * Binds a reply id to the message it is first used on, before the reply changes anything: true
 * when it is this message's (now, or by an earlier try of the same reply), false when another's.
 */
export async function bindReplyId(replyId: string, messageId: string): Promise<boolean> {
  await replyBindings.createIfNew(replyId, { messageId });
  // Read back too: the local Blobs server checks onlyIfNew non-atomically, the last write wins
  // (docs/decisions/0010-one-module-per-blobs-store.md).
  return (await replyBindings.read(replyId))?.messageId === messageId;
}

const CHANGE_TRIES = 10;

/**
 * Blanks the text of every reply staff wrote on a message (its sender's account is erased): who
 * replied and when stay. Returns the replies' ids, whose mails the caller forgets.
 */
export async function forgetReplies(messageId: string): Promise<string[]> {
  for (let tries = 0; tries < CHANGE_TRIES; tries++) {
    const { record, etag } = await threads.readVersioned(messageId);
    if (!record) return [];
    const ids = record.replies.map((reply) => reply.id);
    if (record.replies.every((reply) => reply.text === '')) return ids;
    const replies = record.replies.map((reply) => ({ ...reply, text: '' }));
    if (await threads.writeIfUnchanged(messageId, { ...record, replies }, etag)) return ids;
  }
  throw new Error(`Contact thread ${messageId} kept changing: ${CHANGE_TRIES} tries`);
}

/**
 * Changes a thread from its stored version (`change` gets null for a message without one; giving
 * back the thread it got leaves it as it is), then keeps the inbox's lists in step. Returns the
 * thread as written.
 */
export async function changeThread(
  messageId: string,
  change: (thread: ContactThread | null) => ContactThread,
): Promise<ContactThread> {
  for (let tries = 0; tries < CHANGE_TRIES; tries++) {
    const { record, etag } = await threads.readVersioned(messageId);
    const next = change(record);
    if (next !== record && !(await threads.writeIfUnchanged(messageId, next, etag))) continue;
    await moveInInbox(messageId, next.answered);
    return next;
  }
  throw new Error(`Contact thread ${messageId} kept changing: ${CHANGE_TRIES} tries`);
}

const answeredMarks = storeFamily('contact', 'answered/', z.object({}));
const DAY_MS = 86_400_000;
/** The days of 2026, when `answered/<messageId>` keys were written (ids start with the time). */
const ANSWERED_DAYS = Array.from({ length: 365 }, (_, i) =>
  new Date(Date.UTC(2026, 0, 1) + i * DAY_MS).toISOString().slice(0, 10),
);

/**
 * Deletes the `answered/<messageId>` keys of the inbox's first shape, no longer written or read
 * (the thread says whether a message is answered): walked once by day, within the budget.
 */
export function sweepAnsweredMarks(budget: SweepBudget) {
  const slices = ANSWERED_DAYS.map((day) => `answered/${day}`);
  return walkSlices(
    'contact',
    'answered-marks',
    slices,
    budget,
    async (key) => {
      budget.take();
      await answeredMarks.remove(key.slice('answered/'.length));
    },
    true,
  );
}
