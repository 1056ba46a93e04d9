import type { Config, Context } from '@netlify/functions';
import * as z from 'zod';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { planValidityOf } from '../../src/features/esims/days-left.ts';
import { findOwnedEsim } from '../../src/features/esims/owned-esim.server.ts';
import { createStatusReader } from '../../src/features/esims/status-cache.server.ts';
import { getEsimProvider } from '../../src/features/provisioning/providers/provider.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const querySchema = z.object({ refresh: z.enum(['1']).optional() });
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** One reader per instance: requests for one eSIM that arrive together share its provider call. */
const readEsimStatus = createStatusReader({ provider: getEsimProvider });

/**
 * GET /api/esims/{id}/status[?refresh=1]: the eSIM bought by order {id}, for its owner only:
 * status, data and days left, queued bundles, when it was read. A stranger's eSIM is a missing one
 * (404).
 */
export default withRequestLog('esim-status', async (req: Request, context: Context) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const { t } = await visitorLanguage(req);
  const query = querySchema.safeParse(Object.fromEntries(new URL(req.url).searchParams));
  if (!query.success) return errorResponse(400, t('api.esims.badRefresh'), PRIVATE);
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  const esim = await findOwnedEsim(auth.user.id, context.params.id ?? '');
  if (!esim) return errorResponse(404, t('api.esims.notFound'), PRIVATE);
  const read = await readEsimStatus(esim.iccid, {
    refresh: query.data.refresh === '1',
    plan: planValidityOf(esim),
  });
  if (read.ok) return jsonResponse(read.answer, { headers: PRIVATE });
  if (read.reason === 'checking')
    return jsonResponse(
      {
        message: t('api.esims.checking'),
        retryAfterSeconds: read.retryAfterSeconds,
      },
      { status: 202, headers: { ...PRIVATE, 'Retry-After': String(read.retryAfterSeconds) } },
    );
  return errorResponse(503, t('api.esims.unreachable'), { ...PRIVATE, 'Retry-After': '60' });
});

export const config: Config = { path: '/api/esims/:id/status' };
