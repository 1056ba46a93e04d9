import type { Config, Context } from '@netlify/functions';
import { loadAdminOrder } from '../../src/features/admin/orders/order-view.server.ts';
import { createStatusReader } from '../../src/features/esims/status-cache.server.ts';
import { ORDER_ID_PATTERN } from '../../src/features/orders/orders.server.ts';
import { getEsimProvider } from '../../src/features/provisioning/providers/provider.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** One reader per instance, as the customer's status call has: the same provider call gate. */
const readEsimStatus = createStatusReader({ provider: getEsimProvider });

/**
 * GET /api/admin/orders/{id}: the order without its activation code, its customer, their other
 * orders, its timeline and its eSIM's live status; staff only, the owners' figures to owners only.
 */
export default withRequestLog('admin-order', async (req: Request, context: Context) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const orderId = context.params.id ?? '';
  if (!ORDER_ID_PATTERN.test(orderId))
    return errorResponse(400, 'An order id is 24 characters, 0-9 and a-f', PRIVATE);
  const answer = await loadAdminOrder(orderId, readEsimStatus, auth.role);
  if (!answer) return errorResponse(404, 'Order not found', PRIVATE);
  return jsonResponse(answer, { headers: PRIVATE });
});

export const config: Config = { path: '/api/admin/orders/:id' };
