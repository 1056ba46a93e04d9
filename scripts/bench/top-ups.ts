/**
 * Top-up figure, in-process against the local Blobs server: a confirmed top-up payment → its
 * bundle applied to the customer's eSIM (complete-order + provisioning with provider.topUp + the
 * 'Data added' mail), simulated provider at 0 ms. Target ≤ 1 s.
 */
import completeOrder from '../../netlify/functions/complete-order.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import confirm from '../../netlify/functions/test-payments-confirm.mts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { signedInCustomer } from '../../tests/support/accounts.ts';
import { call } from '../../tests/support/call.ts';
import { percentile } from './stats.ts';
import { CHECKOUT_ANSWERS } from '../../tests/support/checkout-answers.ts';

const RUNS = 30;

/**
 * Pays for `planId` (a top-up of `topUpOf` when given) with the test card; returns the intent id.
 */
async function pay(cookie: string, planId: string, topUpOf?: string): Promise<string> {
  const answer = await call(createIntent, '/api/create-payment-intent', {
    body: { ...CHECKOUT_ANSWERS, planId, ...(topUpOf ? { topUpOf } : {}) },
    cookie,
  });
  const intent = (await answer.json()) as { clientSecret: string; paymentIntentId: string };
  await call(confirm, '/api/test-payments/confirm', {
    body: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' },
  });
  return intent.paymentIntentId;
}

/**
 * complete-order for a paid intent, then provisioning as the background function runs it; the order
 * id.
 */
async function completeAndProvision(
  cookie: string,
  paymentIntentId: string,
  provider: ReturnType<typeof createSimulatedProvider>,
) {
  const completed = (await (
    await call(completeOrder, '/api/complete-order', { body: { paymentIntentId }, cookie })
  ).json()) as { order: { id: string } };
  return provisionOrder(completed.order.id, { provider });
}

export async function benchTopUps(): Promise<string> {
  const { cookie } = await signedInCustomer(`top-up-bench-${Date.now()}@example.com`);
  const provider = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });
  const esim = await completeAndProvision(cookie, await pay(cookie, 'jp-5gb-7d'), provider);
  if (esim?.provisioningStatus !== 'completed' || !esim.iccid)
    throw new Error('Bench eSIM did not complete');
  const toApplied: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const paymentIntentId = await pay(cookie, 'jp-3gb-7d', esim.id);
    const started = performance.now();
    const topUp = await completeAndProvision(cookie, paymentIntentId, provider);
    toApplied.push(performance.now() - started);
    if (topUp?.provisioningStatus !== 'completed' || topUp.iccid !== esim.iccid)
      throw new Error('Bench top-up was not applied to its eSIM');
  }
  if ((await provider.usage(esim.iccid))?.bundles.length !== RUNS + 1)
    throw new Error('Bench top-ups did not each put one bundle on the eSIM');
  return `| top-up paid → bundle applied to the same eSIM (complete-order + provisioning + 'Data added' mail, simulated provider at 0 ms; target ≤ 1 s) | ${percentile(toApplied, 50).toFixed(1)} ms | ${percentile(toApplied, 95).toFixed(1)} ms |`;
}
