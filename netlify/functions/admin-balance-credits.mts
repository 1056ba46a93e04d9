import type { Config } from '@netlify/functions';
import * as z from 'zod';
import { markBalanceCredited } from '../../src/features/admin/sales/balance-credit-marks.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { ORDER_ID_PATTERN } from '../../src/features/orders/orders.server.ts';
import { pendingBalanceCredits } from '../../src/features/refunds/balance-credits.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const markSchema = z.object({ orderId: z.string().regex(ORDER_ID_PATTERN, 'Unknown order') });

/**
 * GET /api/admin/balance-credits: refunded orders whose bundle is back in our eSIM Go inventory,
 * not on our balance, oldest first. POST `{ orderId }`: an operator credited it (audited); owners
 * only.
 */
export default withRequestLog('admin-balance-credits', async (req: Request) => {
  if (req.method !== 'GET' && req.method !== 'POST') return methodNotAllowed(['GET', 'POST']);
  const auth = await requireStaff(req, 'owner');
  if (!auth.ok) return auth.response;
  if (req.method === 'GET')
    return jsonResponse(await pendingBalanceCredits(), {
      headers: { 'Cache-Control': 'private, no-store' },
    });

  const body = await readJson(req, markSchema);
  if (!body.ok) return body.response;
  if (!(await markBalanceCredited(auth, body.data.orderId)))
    return errorResponse(404, 'No pending balance credit for this order');
  return jsonResponse({ orderId: body.data.orderId, balanceCredit: 'credited' });
});

export const config: Config = { path: '/api/admin/balance-credits' };
