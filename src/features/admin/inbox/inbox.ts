/** The staff inbox of contact messages: the calls' schemas and what they answer (browser-safe). */
import * as z from 'zod';
import { optionalParam } from '../../../lib/page-query.ts';

/** Contact message ids: the ISO time received and 8 hex characters. */
const CONTACT_MESSAGE_ID = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z-[0-9a-f]{8}$/;
const messageId = z.string().regex(CONTACT_MESSAGE_ID, 'This is not a message of this inbox');
/** GET /api/admin/messages/<id>: the id from the path. */
export const messageIdSchema = messageId;

export const INBOX_PAGE_SIZE = 25;

/** GET /api/admin/messages?status=&cursor= (the cursor: the last message id of the page). */
export const inboxQuerySchema = z.object({
  status: optionalParam(z.enum(['open', 'answered'], { error: 'The status is open or answered' })),
  cursor: optionalParam(messageId),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/**
 * POST /api/admin/messages/reply: `replyId` is made once per reply in the browser, so a second
 * click of the same reply sends nothing more.
 */
export const replySchema = z.object({
  messageId,
  replyId: z.uuid('Reload the page and write the reply again'),
  text: z
    .string()
    .trim()
    .min(2, 'Write the reply first')
    .max(5000, 'The reply is too long (5,000 characters at most)'),
});

/** POST /api/admin/messages/status */
export const messageStatusSchema = z.object({
  messageId,
  status: z.enum(['open', 'answered'], { error: 'The status is open or answered' }),
});

export interface InboxMessage {
  id: string;
  name: string;
  email: string;
  subjectLabel: string;
  message: string;
  receivedAt: string;
  /** The language the customer wrote in ('Français (fr)') when not English: reply in it. */
  writtenIn: string | null;
  status: 'open' | 'answered';
  replies: { id: string; at: string; by: string; text: string }[];
  /** The account with this address, and its orders, newest first. */
  customer: { id: string; orders: { id: string; createdAt: string; plan: string }[] } | null;
}
