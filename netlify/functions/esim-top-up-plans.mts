import type { Config, Context } from '@netlify/functions';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { findOwnedEsim } from '../../src/features/esims/owned-esim.server.ts';
import { ProviderError } from '../../src/features/esim-provider/provider.ts';
import {
  EsimProviderNotConfiguredError,
  getEsimProvider,
} from '../../src/features/provisioning/providers/provider.server.ts';
import { listTopUpPlans } from '../../src/features/top-ups/top-up-plans.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * GET /api/esims/{id}/top-up-plans: the plans that can add data to the eSIM bought by order {id},
 * for its owner only; another customer's eSIM, a top-up's id or an undelivered one is a 404.
 */
export default withRequestLog('esim-top-up-plans', async (req: Request, context: Context) => {
  if (req.method !== 'GET') return methodNotAllowed(['GET']);
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  const { t } = await visitorLanguage(req);
  const esim = await findOwnedEsim(auth.user.id, context.params.id ?? '');
  if (!esim) return errorResponse(404, t('api.esims.notFound'));
  try {
    return jsonResponse(await listTopUpPlans(esim, getEsimProvider()));
  } catch (error) {
    if (error instanceof ProviderError || error instanceof EsimProviderNotConfiguredError) {
      console.error(`Top-up plans of order ${esim.id}: ${error.message}`);
      return errorResponse(503, t('api.topUps.plansUnavailable'));
    }
    throw error;
  }
});

export const config: Config = { path: '/api/esims/:id/top-up-plans' };
