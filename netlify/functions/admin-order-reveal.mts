import type { Config, Context } from '@netlify/functions';
import {
  orderActionRefusal,
  orderActionRefusalStatus,
} from '../../src/features/admin/orders/order-action-guard.server.ts';
import { revealRequestSchema } from '../../src/features/admin/orders/order-reveal.ts';
import {
  revealActivationCode,
  type RevealRefusal,
} from '../../src/features/admin/orders/order-reveal.server.ts';
import { ORDER_ID_PATTERN } from '../../src/features/orders/orders.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import {
  REVEAL_WINDOW_MS,
  REVEALS_PER_WINDOW,
} from '../../src/features/staff/reveal-allowance.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * POST /api/admin/orders/{id}/reveal `{ reason }`: the order's activation code and install links,
 * for a support call; each reveal is taken from the member's allowance and written to the audit
 * log first. Staff only; only owners on a staff member's order, nobody on their own.
 */
export default withRequestLog('admin-order-reveal', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const body = await readJson(req, revealRequestSchema);
  if (!body.ok) return body.response;
  const orderId = context.params.id ?? '';
  if (!ORDER_ID_PATTERN.test(orderId))
    return errorResponse(400, 'An order id is 24 characters, 0-9 and a-f', PRIVATE);
  const refused = await orderActionRefusal('reveal', orderId, auth);
  if (refused)
    return errorResponse(orderActionRefusalStatus[refused.reason], refused.message, PRIVATE);
  const revealed = await revealActivationCode(orderId, auth, body.data.reason);
  if (revealed.ok) return jsonResponse(revealed.activation, { headers: PRIVATE });
  return refusal(revealed);
});

function refusal(refused: RevealRefusal): Response {
  switch (refused.reason) {
    case 'order-not-found':
      return errorResponse(404, 'Order not found', PRIVATE);
    case 'no-activation-code':
      return errorResponse(409, 'This order has no activation code to reveal', PRIVATE);
    case 'too-many-reveals': {
      const seconds = Math.max(1, Math.ceil(refused.retryAfterMs / 1000));
      const minutes = Math.ceil(seconds / 60);
      const window = REVEAL_WINDOW_MS / 60_000;
      return errorResponse(
        429,
        `You have revealed ${REVEALS_PER_WINDOW} activation codes in the last ${window} minutes. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
        { ...PRIVATE, 'Retry-After': String(seconds) },
      );
    }
  }
}

export const config: Config = { path: '/api/admin/orders/:id/reveal' };
