import type { Config } from '@netlify/functions';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { latestContactMessages } from '../../src/features/support/contact.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** GET /api/admin/contact-messages: the latest messages, newest first; admins only. */
export default withRequestLog('admin-contact-messages', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  return jsonResponse(await latestContactMessages(), {
    headers: { 'Cache-Control': 'private, no-store' },
  });
});

export const config: Config = { path: '/api/admin/contact-messages' };
