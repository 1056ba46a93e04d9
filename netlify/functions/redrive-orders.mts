import type { Config } from '@netlify/functions';
import { getPaymentGateway } from '../../src/features/checkout/payments/payments.server.ts';
import { sendQueuedMail } from '../../src/features/mail/mail-queue.server.ts';
import { fulfilOrphanedPayments, redriveStuckOrders } from '../../src/features/orders/redrive.server.ts';
import { provisioningDeps } from '../../src/features/orders/provisioning-deps.server.ts';
import { withRequestLog } from '../../src/lib/request-log.ts';

/**
 * Every 5 minutes: paid payments of the last 48 hours without an order get one, orders stuck in
 * pending or provisioning for 10 minutes are run again, and queued mail is sent. Each step runs
 * even if one before it failed (a broken gateway must not hold up mail); a failure is logged.
 */
export default withRequestLog('redrive-orders', async () => {
  const steps: [string, () => Promise<unknown>][] = [
    ['payments without an order', async () => fulfilOrphanedPayments(await getPaymentGateway(), provisioningDeps())],
    ['stuck orders', () => redriveStuckOrders(provisioningDeps())],
    ['queued mail', () => sendQueuedMail()],
  ];
  for (const [step, run] of steps) {
    try {
      console.log(JSON.stringify({ route: 'redrive-orders', step, result: await run() }));
    } catch (error) {
      console.error(`Re-drive step '${step}' failed: ${error instanceof Error ? error.message : error}`);
    }
  }
});

export const config: Config = { schedule: '*/5 * * * *' };
