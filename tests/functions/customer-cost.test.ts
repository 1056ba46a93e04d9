/**
 * Every customer operation costs the same Blobs calls whatever the shop's history: each is
 * measured with 1,000 orders in the store, paid over the last 30 days,
 * then again after 9,000 more. A new buyer each time, so both measures do the same work.
 */
import Stripe from 'stripe';
import { beforeAll, describe, expect, test } from 'vitest';
import signin from '../../netlify/functions/auth-signin.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import esimStatus from '../../netlify/functions/esim-status.mts';
import orderQr from '../../netlify/functions/order-qr.mts';
import orders from '../../netlify/functions/orders.mts';
import webhook from '../../netlify/functions/stripe-webhook.mts';
import { signedInCustomer } from '../support/accounts.ts';
import { countBlobsCalls, type BlobsCalls } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { openCheckout, paidCheckout } from '../support/checkout-calls.ts';
import { answerToCallback, boughtEsim, utilisation } from '../support/esimgo-callbacks.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const WEBHOOK_SECRET = 'whsec_customer_cost';
// Errors and warnings: the provisioning trigger has no server here.
const blobs = useLocalBlobs({
  env: {
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    SIMULATED_PROVIDER_LATENCY_MS: '0',
    SIMULATED_PROVIDER_FAILURE_RATE: '0',
  },
  mute: ['error', 'warn'],
});

const OPERATIONS = [
  'checkout (create-payment-intent)',
  'complete-order',
  'Stripe webhook',
  'My Orders, first read',
  'My Orders, cached',
  "an order's QR",
  'eSIM status',
  'usage callback',
  'sign-in',
] as const;
type Operation = (typeof OPERATIONS)[number];

function signedEvent(paymentIntentId: string, round: number) {
  const payload = JSON.stringify({
    id: `evt_cost_${round}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: paymentIntentId, object: 'payment_intent' } },
  });
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  return { payload, signature };
}

/** The Blobs calls of `work`, with what it leaves running after its answer. */
async function costOf(work: () => Promise<Response>): Promise<BlobsCalls> {
  const { calls } = await countBlobsCalls(async () => {
    const answer = await work();
    if (!answer.ok) throw new Error(`${answer.url}: ${answer.status} ${await answer.text()}`);
    await answer.arrayBuffer();
    await afterAnswersSettled();
  });
  return calls;
}

const measured: Record<Operation, BlobsCalls>[] = [];

/** One measure of every operation, by a buyer of its own. */
async function measure(round: number): Promise<Record<Operation, BlobsCalls>> {
  const buyer = await signedInCustomer(`cost-buyer-${round}@example.com`);
  const esim = await boughtEsim(buyer.userId, `pi_cost_esim_${round}`);
  await answerToCallback(utilisation(esim.iccid, 0.05));
  await afterAnswersSettled();
  const paid = await paidCheckout(buyer, 'jp-5gb-7d');
  const viaWebhook = await paidCheckout(buyer, 'fr-5gb-7d');
  const { payload, signature } = signedEvent(viaWebhook.paymentIntentId, round);
  const asBuyer = { cookie: buyer.cookie, params: { id: esim.orderId } };
  const cost = {} as Record<Operation, BlobsCalls>;
  cost['checkout (create-payment-intent)'] = await costOf(() =>
    openCheckout(buyer, { planId: 'us-5gb-7d' }),
  );
  cost['complete-order'] = await costOf(() =>
    call(completeOrder, '/api/complete-order', {
      body: { paymentIntentId: paid.paymentIntentId },
      cookie: buyer.cookie,
    }),
  );
  cost['Stripe webhook'] = await costOf(() =>
    call(webhook, '/api/stripe/webhook', {
      body: payload,
      headers: { 'Stripe-Signature': signature },
    }),
  );
  const myOrders = () => call(orders, '/api/orders', { cookie: buyer.cookie });
  cost['My Orders, first read'] = await costOf(myOrders);
  cost['My Orders, cached'] = await costOf(myOrders);
  cost["an order's QR"] = await costOf(() =>
    call(orderQr, `/api/orders/${esim.orderId}/qr`, asBuyer),
  );
  const status = () => call(esimStatus, `/api/esims/${esim.orderId}/status`, asBuyer);
  await (await status()).arrayBuffer();
  await afterAnswersSettled();
  cost['eSIM status'] = await costOf(status);
  cost['usage callback'] = await costOf(() => answerToCallback(utilisation(esim.iccid, 0.1)));
  cost['sign-in'] = await costOf(() =>
    call(signin, '/api/auth/signin', {
      body: { email: 'seeded-0@example.com', password: 'seeded-shop-password' },
    }),
  );
  return cost;
}

beforeAll(async () => {
  await seedShop(blobs.directory, { orders: 1000, days: 30 });
  measured.push(await measure(1));
  await seedShop(blobs.directory, { orders: 9000, days: 30 });
  measured.push(await measure(2));
  console.info(
    OPERATIONS.map((name) => `${name}: ${measured[0]![name].total} → ${measured[1]![name].total}`),
  );
}, 600_000);

describe('a customer operation with 1,000 and with 10,000 orders in the store', () => {
  test.each(OPERATIONS)('%s: the same Blobs calls', (name) => {
    expect(measured[1]![name]).toEqual(measured[0]![name]);
  });
});
