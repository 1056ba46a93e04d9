import type { Config } from '@netlify/functions';
import {
  importPlanWorkbook,
  type ImportRefusal,
} from '../../src/features/admin/catalogue/catalogue-admin.server.ts';
import { requireStaff } from '../../src/features/staff/guard.server.ts';
import { UPLOAD_LIMITS } from '../../src/features/admin/catalogue/workbook.server.ts';
import { jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readUploadedFile } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/admin/upload-plans (multipart, field `file`, header X-Requested-With): replaces the
 * catalogue with the spreadsheet's plans, or refuses the whole file with its problems row by row.
 * Owners only, audited.
 */
export default withRequestLog('admin-upload-plans', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const auth = await requireStaff(req, 'owner');
  if (!auth.ok) return auth.response;
  const file = await readUploadedFile(
    req,
    'file',
    UPLOAD_LIMITS.maxBytes,
    'The file is larger than 5 MB',
  );
  if (!file.ok) return file.response;

  const change = await importPlanWorkbook(auth, file.name, file.bytes);
  if (!change.ok) return jsonResponse(change.refusal, { status: refusalStatus[change.reason] });
  return jsonResponse(change.result);
});

/** A file we cannot take is the request's fault; a catalogue changed meanwhile is a conflict. */
const refusalStatus: Record<ImportRefusal, number> = {
  'unreadable-file': 400,
  'invalid-rows': 400,
  conflict: 409,
};

export const config: Config = { path: '/api/admin/upload-plans' };
