import type { Config } from '@netlify/functions';
import { readStepStatuses } from '../../src/features/provisioning/redrive-steps.server.ts';
import type { RedriveStatusAnswer } from '../../src/features/provisioning/redrive-status.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/admin/redrive: each re-drive step's backlog, the age of its oldest waiting item and its
 * last full pass, from one small record per step; staff only.
 */
export default withRequestLog('admin-redrive', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'support');
  if (!auth.ok) return auth.response;
  const answer: RedriveStatusAnswer = { steps: await readStepStatuses(Date.now()) };
  return jsonResponse(answer, { headers: { 'Cache-Control': 'private, no-store' } });
});

export const config: Config = { path: '/api/admin/redrive' };
