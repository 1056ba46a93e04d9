/**
 * The staff side of contact messages, in the `contact` store: `thread/<messageId>` holds the
 * replies staff mailed and whether the message is answered; `answered/<messageId>` (empty) lists
 * the answered ones, so the open ones are found from two key listings. Threads change only with a
 * conditional write: two staff replying at once keep both replies.
 */
import * as z from 'zod';
import { storeFamily } from '../../lib/store-family.ts';

const replySchema = z.object({ id: z.string(), at: z.string(), by: z.string(), text: z.string() });
const threadSchema = z.object({
  replies: z.array(replySchema),
  answered: z.boolean(),
  changedAt: z.string(),
  changedBy: z.string(),
});
export type ContactThread = z.infer<typeof threadSchema>;

const threads = storeFamily('contact', 'thread/', threadSchema);
const answered = storeFamily('contact', 'answered/', z.object({}));

export function readThread(messageId: string): Promise<ContactThread | null> {
  return threads.readIfValid(messageId);
}

export function listAnsweredIds(): Promise<string[]> {
  return answered.listNames();
}

const CHANGE_TRIES = 10;

/**
 * Changes a thread from its stored version (`change` gets null for a message without one), then
 * keeps the answered list in step. Returns the thread as written.
 */
export async function changeThread(
  messageId: string,
  change: (thread: ContactThread | null) => ContactThread,
): Promise<ContactThread> {
  for (let tries = 0; tries < CHANGE_TRIES; tries++) {
    const { record, etag } = await threads.readVersioned(messageId);
    const next = change(record);
    if (!(await threads.writeIfUnchanged(messageId, next, etag))) continue;
    if (next.answered) await answered.write(messageId, {});
    else await answered.remove(messageId);
    return next;
  }
  throw new Error(`Contact thread ${messageId} kept changing: ${CHANGE_TRIES} tries`);
}
