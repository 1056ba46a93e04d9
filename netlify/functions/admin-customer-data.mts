import type { Config, Context } from '@netlify/functions';
import { customerDataForStaff } from '../../src/features/admin/customers/customer-data.server.ts';
import { customerIdSchema } from '../../src/features/admin/customers/customer-actions.ts';
import { exportFileName } from '../../src/features/data-rights/data-export.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { staffRoleOf } from '../../src/features/staff/staff-rights.server.ts';
import { errorResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/admin/customer-data/{id}: a customer's data file, for staff answering their request;
 * audited. Support download customers' files, only owners a staff member's.
 */
export default withRequestLog('admin-customer-data', async (req: Request, context: Context) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const id = customerIdSchema.safeParse(context.params.id);
  if (!id.success) return errorResponse(404, 'Customer not found');
  const found = await customerDataForStaff(id.data, auth, staffRoleOf);
  if (!found.ok && found.reason === 'owners-only')
    return errorResponse(403, "Only an owner can download a staff member's data");
  if (!found.ok) return errorResponse(404, 'Customer not found');
  return new Response(JSON.stringify(found.data, null, 2), {
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="${exportFileName()}"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

export const config: Config = { path: '/api/admin/customer-data/:id' };
