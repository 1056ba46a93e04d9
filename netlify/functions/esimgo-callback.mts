import type { Config, Context } from '@netlify/functions';
import {
  CALLBACK_SIGNATURE_HEADER,
  isCallbackSignatureValid,
} from '../../src/features/esims/callback-signature.ts';
import { readUsageCallback } from '../../src/features/esims/usage-callback.ts';
import { handleUsageCallback } from '../../src/features/esims/usage-alerts.server.ts';
import { afterAnswer } from '../../src/lib/after-answer.ts';
import { errorResponse, jsonResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readText } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** A callback is well under 1 KB; anything past this is not from eSIM Go. */
const MAX_CALLBACK_BYTES = 16 * 1024;

/**
 * POST /api/esimgo/callback: eSIM Go's usage callbacks. The signature is checked on the raw body
 * before anything is parsed; callbacks the shop cannot use still get 200, or eSIM Go retries them
 * for ever (docs/decisions/0021-usage-alerts-once-per-bundle.md).
 */
export default withRequestLog('esimgo-callback', async (req: Request, context: Context) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const raw = await readText(req, MAX_CALLBACK_BYTES);
  if (!raw.ok) return raw.response;
  if (!isCallbackSignatureValid(raw.text, req.headers.get(CALLBACK_SIGNATURE_HEADER)))
    return errorResponse(401, 'Invalid signature');
  const callback = readUsageCallback(raw.text);
  if (!callback) return errorResponse(400, 'Unexpected callback payload');

  const outcome = await handleUsageCallback(callback, {
    sendLater: (send) => afterAnswer(context, send),
  });
  if (!outcome.handled)
    console.warn(
      `eSIM Go callback ${callback.alertType} for ${callback.iccid} ignored: ${outcome.reason}`,
    );
  return jsonResponse({ received: true });
});

export const config: Config = { path: '/api/esimgo/callback' };
