import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { provisioningDeps } from '../../src/features/provisioning/provisioning-deps.server.ts';
import { MAX_TRIGGER_BYTES, TRIGGER_SIGNATURE_HEADER, triggerRefusals, verifyTrigger } from '../../src/features/provisioning/provisioning-trigger.server.ts';
import { errorResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readText } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * Background function (up to 15 minutes): provisions one paid order. Its address is public, so
 * only a trigger signed by our own functions is acted on; anything else is logged and does
 * nothing. Netlify has answered the caller 202 before this runs: the answers below are for logs
 * and tests. Netlify may run it twice; provisioning only ever advances an existing paid order, once.
 */
export default withRequestLog('provision-order-background', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const body = await readText(req, MAX_TRIGGER_BYTES);
  if (!body.ok) return body.response;
  const trigger = verifyTrigger(body.text, req.headers.get(TRIGGER_SIGNATURE_HEADER));
  if (!trigger.ok) {
    console.warn(`provision-order-background: refused a trigger (${triggerRefusals[trigger.reason]})`);
    return errorResponse(401, 'Provisioning calls must be signed by this site');
  }
  await provisionOrder(trigger.orderId, provisioningDeps());
});
