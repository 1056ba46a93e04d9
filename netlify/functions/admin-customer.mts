import type { Config, Context } from '@netlify/functions';
import { customerIdSchema } from '../../src/features/admin/customers/customer-actions.ts';
import { loadAdminCustomer } from '../../src/features/admin/customers/customer-view.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { staffRoleOf } from '../../src/features/staff/staff-rights.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** GET /api/admin/customers/{id}: the account, whether it is blocked, and its orders; staff only. */
export default withRequestLog('admin-customer', async (req: Request, context: Context) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const id = customerIdSchema.safeParse(context.params.id);
  const answer = id.success ? await loadAdminCustomer(id.data, staffRoleOf) : null;
  if (!answer) return errorResponse(404, 'Customer not found', PRIVATE);
  return jsonResponse(answer, { headers: PRIVATE });
});

export const config: Config = { path: '/api/admin/customers/:id' };
