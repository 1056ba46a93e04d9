import type { Config } from '@netlify/functions';
import { redriveStuckOrders } from '../../src/features/orders/redrive.server.ts';
import { provisioningDeps } from '../../src/features/orders/provisioning-deps.server.ts';
import { optionalEnv } from '../../src/lib/env.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/** Every 5 minutes: orders stuck in pending or provisioning for 10 minutes are run again. */
export default withRequestLog('redrive-orders', async () => {
  const origin = optionalEnv('URL') ?? 'http://localhost:8888';
  const count = await redriveStuckOrders(provisioningDeps(origin));
  if (count > 0) console.log(`Re-drove ${count} stuck orders`);
});

export const config: Config = { schedule: '*/5 * * * *' };
