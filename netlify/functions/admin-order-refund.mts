import type { Config, Context } from '@netlify/functions';
import {
  orderActionRefusal,
  orderActionRefusalStatus,
} from '../../src/features/admin/orders/order-action-guard.server.ts';
import { orderActionFields } from '../../src/features/admin/orders/order-actions.ts';
import { refundOrderAsStaff } from '../../src/features/admin/orders/order-actions.server.ts';
import { ORDER_ID_PATTERN } from '../../src/features/orders/orders.server.ts';
import {
  getPaymentGateway,
  PaymentsNotConfiguredError,
} from '../../src/features/payments/payments.server.ts';
import {
  EsimProviderNotConfiguredError,
  getEsimProvider,
} from '../../src/features/provisioning/providers/provider.server.ts';
import { staffRefundSchema } from '../../src/features/refunds/staff-refund.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/admin/orders/{id}/refund `{ reason, scope }`: refunds the whole order or only what the
 * provider takes back, also after the customer's refund window; one refund however many clicks.
 * Support and owners (only owners on a staff member's order, nobody on their own), audited.
 */
export default withRequestLog('admin-order-refund', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const body = await readJson(req, staffRefundSchema);
  if (!body.ok) return body.response;
  const orderId = context.params.id ?? '';
  if (!ORDER_ID_PATTERN.test(orderId)) return errorResponse(404, 'Order not found');
  const refused = await orderActionRefusal('refund', orderId, auth);
  if (refused) return errorResponse(orderActionRefusalStatus[refused.reason], refused.message);
  let refunded;
  try {
    const deps = { provider: getEsimProvider(), gateway: await getPaymentGateway() };
    refunded = await refundOrderAsStaff(auth, orderId, body.data, deps);
  } catch (error) {
    if (
      error instanceof PaymentsNotConfiguredError ||
      error instanceof EsimProviderNotConfiguredError
    )
      return errorResponse(503, 'Refunds are not available right now.');
    throw error;
  }
  if (!refunded.ok) return errorResponse(refusalStatus[refunded.reason] ?? 409, refunded.message);
  const order = orderActionFields(refunded.order);
  const message = refunded.finished
    ? 'The order is refunded and the customer is mailed'
    : 'The refund is under way and finishes by itself within minutes';
  return jsonResponse({ message, order });
});

/** The refusals that are not a conflict with the order's state. */
const refusalStatus: Partial<Record<string, number>> = {
  'not-found': 404,
  'provider-unavailable': 503,
};

export const config: Config = { path: '/api/admin/orders/:id/refund' };
