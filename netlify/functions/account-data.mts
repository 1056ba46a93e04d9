import type { Config } from '@netlify/functions';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import {
  exportCustomerData,
  exportFileName,
} from '../../src/features/data-rights/data-export.server.ts';
import { methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/account/data: the signed-in customer's data as one JSON file to save (GDPR Art. 15
 * and 20); the session alone says whose.
 */
export default withRequestLog('account-data', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  const data = await exportCustomerData(auth.user);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

export const config: Config = { path: '/api/account/data' };
