/**
 * Confirmed payment → first install link: from POST /api/complete-order until the buyer's GET
 * /api/orders first answers the order's one-tap links, polled every few ms; provisioning starts
 * when the paid call answers, simulated provider at 0 ms.
 */
import completeOrder from '../../netlify/functions/complete-order.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import confirm from '../../netlify/functions/test-payments-confirm.mts';
import type { CustomerOrder } from '../../src/features/orders/order.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { signedInCustomer } from '../../tests/support/accounts.ts';
import { call } from '../../tests/support/call.ts';
import { CHECKOUT_ANSWERS } from '../../tests/support/checkout-answers.ts';

const POLL_MS = 2;

/** Milliseconds to the first install link of each of `count` orders, one after another. */
export async function timeToFirstInstallLink(count: number): Promise<number[]> {
  const customer = await signedInCustomer(`install-link-bench-${Date.now()}@example.com`);
  const provider = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const intent = (await (
      await call(createIntent, '/api/create-payment-intent', {
        body: { ...CHECKOUT_ANSWERS, planId: 'us-5gb-7d' },
        cookie: customer.cookie,
      })
    ).json()) as { clientSecret: string; paymentIntentId: string };
    await call(confirm, '/api/test-payments/confirm', {
      body: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' },
    });
    const started = performance.now();
    const paid = (await (
      await call(completeOrder, '/api/complete-order', {
        body: { paymentIntentId: intent.paymentIntentId },
        cookie: customer.cookie,
      })
    ).json()) as { order: { id: string } };
    const provisioning = provisionOrder(paid.order.id, { provider });
    for (;;) {
      const orders = (await (
        await call(ordersHandler, '/api/orders', { cookie: customer.cookie })
      ).json()) as CustomerOrder[];
      const order = orders.find((candidate) => candidate.id === paid.order.id);
      if (order?.install?.iosUrl && order.install.androidUrl) break;
      if (order?.provisioningStatus === 'failed') throw new Error('Bench order failed');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    samples.push(performance.now() - started);
    await provisioning;
  }
  return samples;
}
