/**
 * Purchase figures, in-process against a local Blobs server: confirmed payment → completed order
 * with the simulated provider at zero latency, confirmed payment → first install link in My Orders
 * (first-install-link.ts), and GET /api/orders for a customer with 50 orders.
 */
import completeOrder from '../../netlify/functions/complete-order.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import confirm from '../../netlify/functions/test-payments-confirm.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { signedInCustomer } from '../../tests/support/accounts.ts';
import { call } from '../../tests/support/call.ts';
import { percentile, timeCalls } from './stats.ts';
import { CHECKOUT_ANSWERS } from '../../tests/support/checkout-answers.ts';
import { timeToFirstInstallLink } from './first-install-link.ts';

export async function benchOrders(): Promise<string> {
  const customer = await signedInCustomer(`orders-bench-${Date.now()}@example.com`);
  const provider = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });
  const toCompleted: number[] = [];
  for (let i = 0; i < 50; i++) {
    const intent = (await (
      await call(createIntent, '/api/create-payment-intent', {
        body: { ...CHECKOUT_ANSWERS, planId: 'us-5gb-7d' },
        cookie: customer.cookie,
      })
    ).json()) as {
      clientSecret: string;
      paymentIntentId: string;
    };
    await call(confirm, '/api/test-payments/confirm', {
      body: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' },
    });
    const started = performance.now();
    const completed = (await (
      await call(completeOrder, '/api/complete-order', {
        body: { paymentIntentId: intent.paymentIntentId },
        cookie: customer.cookie,
      })
    ).json()) as {
      order: { id: string };
    };
    const order = await provisionOrder(completed.order.id, { provider });
    if (order?.provisioningStatus !== 'completed') throw new Error('Bench order did not complete');
    toCompleted.push(performance.now() - started);
  }
  const toInstallLink = await timeToFirstInstallLink(30);
  const list = await timeCalls(200, () =>
    call(ordersHandler, '/api/orders', { cookie: customer.cookie }).then((r) => r.arrayBuffer()),
  );
  return [
    '| measure | p50 | p95 |',
    '|---|---|---|',
    `| confirmed payment → completed order (complete-order + provisioning + QR mail, simulated provider at 0 ms) | ${percentile(toCompleted, 50).toFixed(1)} ms | ${percentile(toCompleted, 95).toFixed(1)} ms |`,
    `| confirmed payment → first install link (complete-order until GET /api/orders, polled every 2 ms, answers the order's iOS and Android links; provisioning started after it, simulated provider at 0 ms; 30 orders) | ${percentile(toInstallLink, 50).toFixed(1)} ms | ${percentile(toInstallLink, 95).toFixed(1)} ms |`,
    `| GET /api/orders, customer with 50 orders | ${list.p50.toFixed(1)} ms | ${list.p95.toFixed(1)} ms |`,
  ].join('\n');
}
