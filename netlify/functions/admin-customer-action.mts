import type { Config, Context } from '@netlify/functions';
import { runCustomerAction } from '../../src/features/admin/customers/customer-action.server.ts';
import {
  customerActionSchema,
  customerIdSchema,
} from '../../src/features/admin/customers/customer-actions.ts';
import { adminCustomerOf } from '../../src/features/admin/customers/customer-view.server.ts';
import { emptyActionSchema } from '../../src/features/admin/orders/order-actions.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { staffRoleOf } from '../../src/features/staff/staff-rights.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const status = {
  'not-found': 404,
  'not-allowed': 409,
  'owners-only': 403,
  'nothing-to-do': 409,
} as const;

/**
 * POST /api/admin/customers/{id}/{block|unblock|end-sessions|resend-verification}: support and
 * owners act on a customer's account, only owners on a staff member's; each change is audited.
 */
export default withRequestLog('admin-customer-action', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const body = await readJson(req, emptyActionSchema);
  if (!body.ok) return body.response;
  const action = customerActionSchema.safeParse(context.params.action);
  const id = customerIdSchema.safeParse(context.params.id);
  if (!action.success) return errorResponse(404, 'No such action');
  if (!id.success) return errorResponse(404, 'Customer not found');
  const outcome = await runCustomerAction(action.data, id.data, auth, staffRoleOf);
  if (!outcome.ok) return errorResponse(status[outcome.reason], outcome.message);
  const customer = adminCustomerOf(outcome.after, await staffRoleOf(outcome.after.email));
  return jsonResponse({ message: outcome.message, customer });
});

export const config: Config = { path: '/api/admin/customers/:id/:action' };
