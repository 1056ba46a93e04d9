import type { Config } from '@netlify/functions';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import {
  writePlanWorkbook,
  XLSX_CONTENT_TYPE,
} from '../../src/features/admin/catalogue/plan-workbook.server.ts';
import { loadCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import { methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/admin/plans-export: the live catalogue as a spreadsheet the upload accepts; admins only.
 */
export default withRequestLog('admin-plans-export', async (req: Request) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireStaff(req, 'owner');
  if (!auth.ok) return auth.response;
  const catalogue = await loadCatalogue();
  // SheetJS loads in writePlanWorkbook, only for an admin's export, never for a refusal.
  return new Response(await writePlanWorkbook(catalogue.plans), {
    headers: {
      'Content-Type': XLSX_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="roamly-plans-${catalogue.version}.xlsx"`,
      'Cache-Control': 'private, no-store',
    },
  });
});

export const config: Config = { path: '/api/admin/plans-export' };
