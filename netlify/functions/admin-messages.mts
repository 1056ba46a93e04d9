import type { Config } from '@netlify/functions';
import {
  inboxQuerySchema,
  messageIdSchema,
  messageStatusSchema,
  replySchema,
} from '../../src/features/admin/inbox/inbox.ts';
import {
  inboxMessageById,
  inboxPage,
  replyToMessage,
  setMessageStatus,
} from '../../src/features/admin/inbox/inbox.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson, readQuery } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };
const NO_SUCH_MESSAGE = 'This message does not exist';
const REPLY_ID_TAKEN =
  'This reply was already sent on another message. Reload the page and write the reply again.';

/**
 * The staff inbox. GET /api/admin/messages?status=&cursor=: 25 contact messages, newest first,
 * with their status, replies and the sender's account; GET /api/admin/messages/<id>: one of them
 * (what the list shows, so not audited). POST /api/admin/messages/reply `{ messageId,
 * replyId, text }` mails a reply; POST /api/admin/messages/status `{ messageId, status }` marks a
 * message open or answered.
 */
export default withRequestLog('admin-messages', async (req: Request) => {
  const path = new URL(req.url).pathname;
  const listing = path === '/api/admin/messages';
  const action = path.endsWith('/reply') || path.endsWith('/status');
  if (!action && req.method !== 'GET') return methodNotAllowed(['GET']);
  if (action && req.method !== 'POST') return methodNotAllowed(['POST']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;

  if (!listing && !action) {
    const id = messageIdSchema.safeParse(lastSegment(path));
    if (!id.success) return errorResponse(404, NO_SUCH_MESSAGE, PRIVATE);
    const message = await inboxMessageById(id.data);
    if (!message) return errorResponse(404, NO_SUCH_MESSAGE, PRIVATE);
    return jsonResponse(message, { headers: PRIVATE });
  }

  if (listing) {
    const query = readQuery(req, inboxQuerySchema);
    if (!query.ok) return query.response;
    return jsonResponse(await inboxPage(query.data), { headers: PRIVATE });
  }
  if (path.endsWith('/reply')) {
    const payload = await readJson(req, replySchema);
    if (!payload.ok) return payload.response;
    const { messageId, replyId, text } = payload.data;
    const replied = await replyToMessage(auth, messageId, replyId, text);
    if (!replied.ok && replied.reason === 'reply-id-taken')
      return errorResponse(409, REPLY_ID_TAKEN, PRIVATE);
    if (!replied.ok) return errorResponse(404, NO_SUCH_MESSAGE);
    return jsonResponse({ message: 'Reply sent' }, { headers: PRIVATE });
  }
  const payload = await readJson(req, messageStatusSchema);
  if (!payload.ok) return payload.response;
  const changed = await setMessageStatus(auth, payload.data.messageId, payload.data.status);
  if (!changed.ok) return errorResponse(404, NO_SUCH_MESSAGE);
  return jsonResponse({ message: `Marked ${payload.data.status}` }, { headers: PRIVATE });
});

/** The path's last segment, decoded ('' when it cannot be). */
function lastSegment(path: string): string {
  try {
    return decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  } catch {
    return '';
  }
}

export const config: Config = {
  path: [
    '/api/admin/messages',
    '/api/admin/messages/reply',
    '/api/admin/messages/status',
    '/api/admin/messages/:id',
  ],
};
