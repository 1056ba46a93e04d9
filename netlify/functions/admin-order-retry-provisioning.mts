import type { Config, Context } from '@netlify/functions';
import {
  orderActionRefusal,
  orderActionRefusalStatus,
} from '../../src/features/admin/orders/order-action-guard.server.ts';
import {
  emptyActionSchema,
  orderActionFields,
} from '../../src/features/admin/orders/order-actions.ts';
import { retryProvisioningAsStaff } from '../../src/features/admin/orders/order-actions.server.ts';
import { ORDER_ID_PATTERN } from '../../src/features/orders/orders.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/admin/orders/{id}/retry-provisioning: starts provisioning of a failed or stuck order
 * again (a failed one is re-opened once per failure); never buys a second eSIM, nor one for a
 * blocked account. Staff only (only owners on a staff member's order, nobody on their own),
 * audited.
 */
export default withRequestLog(
  'admin-order-retry-provisioning',
  async (req: Request, context: Context) => {
    if (req.method !== 'POST') return methodNotAllowed(['POST']);
    const auth = await requireStaff(req, 'support');
    if (!auth.ok) return auth.response;
    const body = await readJson(req, emptyActionSchema);
    if (!body.ok) return body.response;
    const orderId = context.params.id ?? '';
    if (!ORDER_ID_PATTERN.test(orderId)) return errorResponse(404, 'Order not found');
    const refused = await orderActionRefusal('retry-provisioning', orderId, auth);
    if (refused) return errorResponse(orderActionRefusalStatus[refused.reason], refused.message);
    const retried = await retryProvisioningAsStaff(auth, orderId);
    if (!retried.ok)
      return errorResponse(retried.reason === 'not-found' ? 404 : 409, retried.message);
    const order = orderActionFields(retried.order);
    const message = retried.reopened
      ? 'The failed order is re-opened and provisioning has started again'
      : 'Provisioning has started again';
    return jsonResponse({ message, order });
  },
);

export const config: Config = { path: '/api/admin/orders/:id/retry-provisioning' };
