import type { Config, Context } from '@netlify/functions';
import { requireUser } from '../../src/features/auth/guard.server.ts';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { companyDetailsSchema } from '../../src/features/checkout/billing.ts';
import { reissueWithCompany } from '../../src/features/invoices/company-reissue.server.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/orders/{id}/company `{ name, address, vatId, country }`: the owner adds their
 * company; the invoice is issued again with it under a new number and the first one cancelled by
 * a credit note (both numbered within minutes). 202 with the new invoice's id; refusals are 4xx.
 */
export default withRequestLog('order-company', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const auth = await requireUser(req);
  if (!auth.ok) return auth.response;
  const { t, describe } = await visitorLanguage(req);
  const order = await findOrder(context.params.id ?? '');
  if (!order || order.userId !== auth.user.id) return errorResponse(404, t('api.orders.notFound'));
  const body = await readJson(req, companyDetailsSchema, { maxBytes: 4 * 1024, describe });
  if (!body.ok) return body.response;
  const outcome = await reissueWithCompany(order, body.data);
  if (!outcome.ok)
    return errorResponse(
      409,
      t(outcome.reason === 'refunded' ? 'invoice.refundedNoChange' : 'invoice.notIssued'),
    );
  return jsonResponse(
    { message: t('invoice.companyAdded'), documentId: outcome.invoice.id },
    { status: 202 },
  );
});

export const config: Config = { path: '/api/orders/:id/company' };
