import type { Config } from '@netlify/functions';
import { ossReturnCsv } from '../../src/features/admin/tax/tax-csv.ts';
import { taxQuerySchema } from '../../src/features/admin/tax/tax-report.ts';
import { taxReport } from '../../src/features/admin/tax/tax-report.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readQuery } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/admin/tax?quarter=2026-Q4: the tax collected per country, scheme, rate and currency in
 * a quarter, refunds taken off; `&format=csv` gives the quarter's One-Stop Shop lines. Owners only,
 * like the sales figures.
 */
export default withRequestLog('admin-tax', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'owner');
  if (!auth.ok) return auth.response;
  const query = readQuery(req, taxQuerySchema);
  if (!query.ok) return query.response;
  const report = await taxReport(query.data.quarter);
  if (query.data.format === 'json')
    return jsonResponse(report, { headers: { 'Cache-Control': 'private, no-store' } });
  return new Response(ossReturnCsv(report), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="roamly-oss-${report.quarter}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

export const config: Config = { path: '/api/admin/tax' };
