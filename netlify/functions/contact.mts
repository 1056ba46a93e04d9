import type { Config, Context } from '@netlify/functions';
import { contactPayloadSchema } from '../../src/features/support/contact.ts';
import { receiveContactMessage } from '../../src/features/support/contact.server.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { perIpRateLimit } from '../../src/lib/rate-limit.ts';
import { readJson } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** POST /api/contact: stored first, then mailed to support and acknowledged to the customer. */
export default withRequestLog('contact', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const payload = await readJson(req, contactPayloadSchema, 32 * 1024);
  if (!payload.ok) return payload.response;
  const outcome = await receiveContactMessage(payload.data, context.ip ?? 'unknown');
  if (!outcome.ok) {
    return errorResponse(
      429,
      'You have sent several messages already. Please wait a few minutes and try again.',
      { 'Retry-After': '600' },
    );
  }
  return jsonResponse({ message: "Message sent. We'll get back to you within 24 hours." });
});

export const config: Config = { path: '/api/contact', rateLimit: perIpRateLimit(10) };
