import { z } from 'zod';
import { ORDER_ID_PATTERN } from '../../src/features/orders/orders.server.ts';
import { provisionOrder } from '../../src/features/orders/provisioning.server.ts';
import { provisioningDeps } from '../../src/features/orders/provisioning-deps.server.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

const bodySchema = z.object({ orderId: z.string().regex(ORDER_ID_PATTERN) });

/**
 * Background function (up to 15 minutes): provisions one paid order. Anyone may call it, and
 * Netlify may run it twice; it only ever advances an existing paid order, once.
 */
export default withRequestLog('provision-order-background', async (req: Request) => {
  const parsed = bodySchema.safeParse(await req.json().catch(() => null));
  if (!parsed.success) return;
  await provisionOrder(parsed.data.orderId, provisioningDeps(new URL(req.url).origin));
});
