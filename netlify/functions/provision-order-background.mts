import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { provisioningDeps } from '../../src/features/provisioning/provisioning-deps.server.ts';
import {
  MAX_TRIGGER_BYTES,
  TRIGGER_SIGNATURE_HEADER,
  triggerRefusals,
  verifyTrigger,
} from '../../src/features/provisioning/provisioning-trigger.server.ts';
import { errorResponse, methodNotAllowed } from '../../src/lib/http.ts';
import { readText } from '../../src/lib/request.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * Background function (up to 15 minutes): provisions one paid order, acting only on a trigger
 * signed by our own functions. Netlify has already answered 202: the answers below are for logs
 * and tests (docs/decisions/0015-background-provisioning-and-the-re-drive.md).
 */
export default withRequestLog('provision-order-background', async (req: Request) => {
  if (req.method !== 'POST') return methodNotAllowed(['POST']);
  const body = await readText(req, MAX_TRIGGER_BYTES);
  if (!body.ok) return body.response;
  const trigger = verifyTrigger(body.text, req.headers.get(TRIGGER_SIGNATURE_HEADER));
  if (!trigger.ok) {
    console.warn(
      `provision-order-background: refused a trigger (${triggerRefusals[trigger.reason]})`,
    );
    return errorResponse(401, 'Provisioning calls must be signed by this site');
  }
  await provisionOrder(trigger.orderId, provisioningDeps());
});
