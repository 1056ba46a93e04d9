import type { Config, Context } from '@netlify/functions';
import {
  orderActionRefusal,
  orderActionRefusalStatus,
} from '../../src/features/admin/orders/order-action-guard.server.ts';
import {
  emptyActionSchema,
  orderActionFields,
} from '../../src/features/admin/orders/order-actions.ts';
import { resendDeliveryAsStaff } from '../../src/features/admin/orders/order-actions.server.ts';
import { ORDER_ID_PATTERN } from '../../src/features/orders/orders.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/admin/orders/{id}/resend-delivery: the 'eSIM ready' mail again, to the customer's own
 * address; once however many clicks, at most every few minutes, never to a blocked account.
 * Staff only (only owners on a staff member's order, nobody on their own), audited.
 */
export default withRequestLog(
  'admin-order-resend-delivery',
  async (req: Request, context: Context) => {
    if (req.method !== 'POST') return methodNotAllowed(['POST']);
    const auth = await requireStaff(req, 'support');
    if (!auth.ok) return auth.response;
    const body = await readJson(req, emptyActionSchema);
    if (!body.ok) return body.response;
    const orderId = context.params.id ?? '';
    if (!ORDER_ID_PATTERN.test(orderId)) return errorResponse(404, 'Order not found');
    const refused = await orderActionRefusal('resend-delivery', orderId, auth);
    if (refused) return errorResponse(orderActionRefusalStatus[refused.reason], refused.message);
    const resent = await resendDeliveryAsStaff(auth, orderId);
    if (!resent.ok) return errorResponse(resent.reason === 'not-found' ? 404 : 409, resent.message);
    const order = orderActionFields(resent.order);
    return jsonResponse({ message: `The delivery mail is on its way to ${resent.to}`, order });
  },
);

export const config: Config = { path: '/api/admin/orders/:id/resend-delivery' };
