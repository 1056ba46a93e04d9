import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import {
  getPaymentGateway,
  PaymentsNotConfiguredError,
} from '../../src/features/payments/payments.server.ts';
import { toCustomerOrder } from '../../src/features/my-orders/customer-order.ts';
import { ORDER_ID_PATTERN } from '../../src/features/orders/orders.server.ts';
import {
  EsimProviderNotConfiguredError,
  getEsimProvider,
} from '../../src/features/provisioning/providers/provider.server.ts';
import { refundRefusalKeys, type RefundRefusal } from '../../src/features/refunds/refund-rules.ts';
import { REFUND_WINDOW_DAYS } from '../../src/features/refunds/refund-window.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { requireSameSite } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const orderIdSchema = z.string().regex(ORDER_ID_PATTERN);

/**
 * POST /api/orders/{id}/refund: the owner cancels an eSIM not installed yet and gets the money
 * back (docs/product.md#refund-window). 200 with the refunded order; 202 when the refund is
 * committed and the re-drive finishes it; every refusal is a JSON `{ message }` saying why.
 */
export default withRequestLog('order-refund', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const sameSite = requireSameSite(req);
  if (!sameSite.ok) return sameSite.response;
  const orderId = orderIdSchema.safeParse(context.params.id);
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  const { t } = await visitorLanguage(req);
  if (!orderId.success) return errorResponse(404, t(refundRefusalKeys['not-found']));
  let outcome;
  try {
    // Loaded on a refund only: the refund run (tax reversal, credit note) is most of this bundle.
    const { requestRefund } = await import('../../src/features/refunds/refunds.server.ts');
    outcome = await requestRefund(auth.user.id, orderId.data, {
      provider: getEsimProvider(),
      gateway: await getPaymentGateway(),
    });
  } catch (error) {
    if (
      error instanceof PaymentsNotConfiguredError ||
      error instanceof EsimProviderNotConfiguredError
    ) {
      return errorResponse(503, t('api.refunds.unavailable'));
    }
    throw error;
  }
  if (!outcome.ok) {
    const message = t(refundRefusalKeys[outcome.reason], { days: REFUND_WINDOW_DAYS });
    return errorResponse(refusalStatus[outcome.reason], message);
  }
  const order = toCustomerOrder(outcome.order);
  if (!outcome.finished)
    return jsonResponse({ message: t('api.refunds.accepted'), order }, { status: 202 });
  return jsonResponse({ message: t('api.refunds.done'), order });
});

/**
 * A stranger's order is answered like a missing one; a closed refund window stays closed (403);
 * the rest conflicts with the order's state.
 */
const refusalStatus: Record<RefundRefusal, number> = {
  'not-found': 404,
  'already-refunded': 409,
  'under-way': 409,
  'top-up': 409,
  'top-up-under-way': 409,
  'not-ready': 409,
  'too-late': 403,
  installed: 409,
  started: 409,
  'not-cancellable': 409,
  'provider-unavailable': 503,
  'delivered-meanwhile': 409,
};

export const config: Config = { path: '/api/orders/:id/refund' };
