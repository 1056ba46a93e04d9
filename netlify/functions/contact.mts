import type { Config, Context } from '@netlify/functions';
import { visitorLanguage } from '../../src/features/auth/visitor-language.server.ts';
import { contactPayloadSchema } from '../../src/features/support/contact.ts';
import { receiveContactMessage } from '../../src/features/support/contact.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * POST /api/contact: stored first, with the language it was written in, then mailed to support and
 * acknowledged to the customer.
 */
export default withRequestLog('contact', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const { t, describe } = await visitorLanguage(req);
  const payload = await readJson(req, contactPayloadSchema, { maxBytes: 32 * 1024, describe });
  if (!payload.ok) return payload.response;
  const outcome = await receiveContactMessage(payload.data, context.ip ?? 'unknown', t.locale);
  if (!outcome.ok) return errorResponse(429, t('api.contact.throttled'), { 'Retry-After': '600' });
  return jsonResponse({ message: t('api.contact.sent') });
});

export const config: Config = { path: '/api/contact', rateLimit: perIpRateLimit(10) };
