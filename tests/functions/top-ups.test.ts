/**
 * Top-ups (docs/product.md#add-data) against the real handlers and a real local Blobs server: the
 * plans that fit an eSIM, the top-up checkout, and fulfilment applying one bundle to the SAME eSIM
 * per payment, under concurrency and with a second run forced between each pair of the first run's
 * writes.
 */
import { describe, expect, test } from 'vitest';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import confirm from '../../netlify/functions/test-payments-confirm.mts';
import topUpPlans from '../../netlify/functions/esim-top-up-plans.mts';
import { findCheckout, saveCheckout } from '../../src/features/checkout/checkout-records.server.ts';
import { createPaymentIntent } from '../../src/features/checkout/checkout.server.ts';
import { fulfilAndStartProvisioning } from '../../src/features/checkout/fulfil.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import type { CreateIntentInput, PaymentGateway } from '../../src/features/payments/gateway.ts';
import { findOwnedEsim } from '../../src/features/esims/owned-esim.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import {
  createOrderOnce,
  findOrder,
  listUserOrders,
  newOrder,
  orderIdFor,
} from '../../src/features/orders/orders.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { ProviderError, type EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import type { ProvisioningDeps } from '../../src/features/provisioning/provisioning-deps.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { listTopUpPlans } from '../../src/features/top-ups/top-up-plans.server.ts';
import type { Customer } from '../support/accounts.ts';
import { call } from '../support/call.ts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { openCheckout, payWithTestCard } from '../support/checkout-calls.ts';
import { afterReads, forEachInterleaving } from '../support/faults-blobs.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { countingTopUps as countingTopUpsOf, paidOrder } from '../support/paid-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';
import { CHECKOUT_ANSWERS } from '../support/checkout-answers.ts';

useLocalBlobs({
  env: { SIMULATED_PROVIDER_LATENCY_MS: '0', SIMULATED_PROVIDER_FAILURE_RATE: '0' },
  mute: ['warn', 'error'],
});
const { owner, stranger } = useCustomers({
  owner: 'topup-owner@example.com',
  stranger: 'topup-stranger@example.com',
});

/**
 * The simulator's clock: tests move it instead of waiting (the phone installs the eSIM 2 minutes
 * after its first bundle).
 */
let clock = Date.now();

/**
 * The simulated provider at 0 ms, counting the top-ups it is asked to apply (a double one shows as
 * the same order id twice).
 */
function countingTopUps() {
  return countingTopUpsOf(
    createSimulatedProvider({ latencyMs: 0, failureRate: 0, now: () => clock }),
  );
}

const runDeps = (provider: EsimProvider): ProvisioningDeps => ({ provider, sleep: async () => {} });

let sequence = 0;

/** A Japan eSIM of `who`'s, bought and delivered. */
async function deliveredEsim(who: Customer = owner): Promise<OrderRecord & { iccid: string }> {
  const order = await paidOrder(who.userId, `pi_test_topupesim${++sequence}`);
  const done = await provisionOrder(order.id, runDeps(countingTopUps().provider));
  expect(done).toMatchObject({ provisioningStatus: 'completed', deliveredAt: expect.any(String) });
  clock += 1000; // a top-up is bought after the eSIM, so the simulator lists its bundle second
  return done as OrderRecord & { iccid: string };
}

/** Creates the intent of a top-up through the handler and pays it with the test card. */
async function payTopUp(planId: string, esimId: string, who: Customer = owner): Promise<string> {
  const answer = await openCheckout(who, { planId, topUpOf: esimId });
  expect(answer.status).toBe(200);
  const intent = (await answer.json()) as CreatedIntent;
  const paid = await payWithTestCard(intent.clientSecret);
  expect(await paid.json()).toEqual({ status: 'succeeded' });
  return intent.paymentIntentId;
}

/**
 * What complete-order, the webhook and the re-drive do with a paid intent, provisioning in this
 * process.
 */
function fulfil(paymentIntentId: string, provider: EsimProvider) {
  return fulfilAndStartProvisioning(
    testGateway,
    { paymentIntentId },
    async (orderId) => void (await provisionOrder(orderId, runDeps(provider))),
  );
}

/**
 * The same, with the provisioning runs the fulfils start queued one after another, as
 * tests/support/faults-site.ts runs them (local Blobs checks onlyIfNew non-atomically). The
 * interleavings of two runs are forced point by point in the tests below instead.
 */
function fulfilQueuingRuns(provider: EsimProvider) {
  let runs: Promise<unknown> = Promise.resolve();
  const startRun = async (orderId: string) =>
    void (runs = runs.then(() => provisionOrder(orderId, runDeps(provider))));
  return {
    fulfil: (paymentIntentId: string) =>
      fulfilAndStartProvisioning(testGateway, { paymentIntentId }, startRun),
    idle: async () => {
      for (let last; last !== runs;) await (last = runs);
    },
  };
}

async function dataAddedMails(orderId: string) {
  return (await listOutbox({ to: owner.email, kind: 'top-up-applied' })).filter((mail) =>
    mail.text.includes(`Order #${orderId.slice(0, 8)}`),
  );
}

const plansOf = (esimId: string, who: Customer = owner) =>
  call(topUpPlans, `/api/esims/${esimId}/top-up-plans`, {
    cookie: who.cookie,
    params: { id: esimId },
  });

describe('GET /api/esims/:id/top-up-plans', () => {
  test("lists the live catalogue's plans for the eSIM's destination only, cheapest first, with what a customer chooses by", async () => {
    const esim = await deliveredEsim();
    const answer = await plansOf(esim.id);
    expect(answer.status).toBe(200);
    const plans = (await answer.json()) as { id: string }[];
    expect(plans.map((plan) => plan.id)).toEqual([
      'jp-3gb-7d',
      'jp-5gb-7d',
      'jp-10gb-14d',
      'jp-20gb-30d',
    ]);
    expect(plans[0]).toEqual({
      id: 'jp-3gb-7d',
      name: '3GB 7 Days',
      data: '3GB',
      duration: '7 Days',
      price: 12,
      amount: 1200,
      currency: 'usd',
    });
  });

  test('drops the plans the provider says do not fit the eSIM, asking at most 4 at a time', async () => {
    const esim = (await findOwnedEsim(owner.userId, (await deliveredEsim()).id))!;
    let asking = 0;
    let most = 0;
    const provider = {
      isCompatible: async (_iccid: string, bundle: string) => {
        most = Math.max(most, ++asking);
        await new Promise((resolve) => setTimeout(resolve, 5));
        asking -= 1;
        return bundle !== 'esim_10GB_14D_JP_V2';
      },
    };
    expect((await listTopUpPlans(esim, provider)).map((plan) => plan.id)).toEqual([
      'jp-3gb-7d',
      'jp-5gb-7d',
      'jp-20gb-30d',
    ]);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });

  test("another customer's eSIM, a top-up's id, an eSIM not delivered and a made-up id are all 404 'eSIM not found'; signed out is 401", async () => {
    const esim = await deliveredEsim();
    const undelivered = await paidOrder(owner.userId, `pi_test_topuppending${++sequence}`);
    const topUp = (await createOrderOnce(topUpOrder(`pi_test_topupid${++sequence}`, esim))).order;
    for (const [who, id] of [
      [stranger, esim.id],
      [owner, topUp.id],
      [owner, undelivered.id],
      [owner, 'f'.repeat(24)],
      [owner, '../../etc'],
    ] as const) {
      const answer = await plansOf(id, who);
      expect(answer.status, id).toBe(404);
      expect(await answer.json()).toEqual({ message: 'eSIM not found' });
    }
    expect(
      (await call(topUpPlans, `/api/esims/${esim.id}/top-up-plans`, { params: { id: esim.id } }))
        .status,
    ).toBe(401);
  });
});

/** A paid top-up order of `esim`, as fulfilment makes it (not yet provisioned). */
function topUpOrder(
  paymentIntentId: string,
  esim: OrderRecord & { iccid: string },
  bundle = 'esim_10GB_14D_JP_V2',
) {
  const plan = {
    ...JAPAN_5GB_PLAN,
    id: 'jp-10gb-14d',
    name: '10GB 14 Days',
    data: '10GB',
    duration: '14 Days',
    price: 30,
    bundle,
  };
  return newOrder({
    paymentIntentId,
    userId: esim.userId,
    plan,
    amountCents: 3000,
    currency: 'usd',
    topUp: { orderId: esim.id, iccid: esim.iccid },
  });
}

describe('the top-up checkout', () => {
  test("prices from the catalogue; the intent's metadata and the checkout record name the eSIM and its ICCID", async () => {
    const esim = await deliveredEsim();
    const answer = await call(createIntent, '/api/create-payment-intent', {
      body: { ...CHECKOUT_ANSWERS, planId: 'jp-10gb-14d', topUpOf: esim.id, price: 0.5 },
      cookie: owner.cookie,
    });
    expect(answer.status).toBe(200);
    const intent = (await answer.json()) as { paymentIntentId: string; amount: number };
    expect(intent.amount).toBe(3000);
    expect((await testGateway.retrieveIntent(intent.paymentIntentId))?.metadata).toMatchObject({
      userId: owner.userId,
      planId: 'jp-10gb-14d',
      topUpOf: esim.id,
    });
    expect(await findCheckout(intent.paymentIntentId)).toMatchObject({
      plan: { id: 'jp-10gb-14d', price: 30 },
      topUp: { orderId: esim.id, iccid: esim.iccid },
    });
  });

  test("a plan for another destination, or not in the catalogue, is 400 'This plan does not fit this eSIM'", async () => {
    const esim = await deliveredEsim();
    for (const planId of ['us-5gb-7d', 'asia-5gb-14d', 'atlantis-5gb-7d']) {
      const answer = await call(createIntent, '/api/create-payment-intent', {
        body: { ...CHECKOUT_ANSWERS, planId, topUpOf: esim.id },
        cookie: owner.cookie,
      });
      expect(answer.status, planId).toBe(400);
      expect(await answer.json()).toEqual({ message: 'This plan does not fit this eSIM' });
    }
  });

  test("another customer's eSIM or a top-up's id is 404 'eSIM not found'; a malformed id is 400", async () => {
    const esim = await deliveredEsim();
    const topUp = (await createOrderOnce(topUpOrder(`pi_test_topupco${++sequence}`, esim))).order;
    for (const [who, topUpOf] of [
      [stranger, esim.id],
      [owner, topUp.id],
    ] as const) {
      const answer = await call(createIntent, '/api/create-payment-intent', {
        body: { ...CHECKOUT_ANSWERS, planId: 'jp-3gb-7d', topUpOf },
        cookie: who.cookie,
      });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: 'eSIM not found' });
    }
    const malformed = await call(createIntent, '/api/create-payment-intent', {
      body: { ...CHECKOUT_ANSWERS, planId: 'jp-3gb-7d', topUpOf: 'x' },
      cookie: owner.cookie,
    });
    expect(malformed.status).toBe(400);
  });

  test('a top-up never shares an idempotency key with a purchase of the same plan', async () => {
    const esim = await deliveredEsim();
    const keys: string[] = [];
    const recording: PaymentGateway = {
      ...testGateway,
      createIntent: (input: CreateIntentInput) => {
        keys.push(input.idempotencyKey);
        return testGateway.createIntent(input);
      },
    };
    const plain = await createPaymentIntent(
      recording,
      owner.userId,
      { planId: 'jp-3gb-7d', ...CHECKOUT_ANSWERS },
      'same-attempt',
    );
    const topUp = await createPaymentIntent(
      recording,
      owner.userId,
      { planId: 'jp-3gb-7d', topUpOf: esim.id, ...CHECKOUT_ANSWERS },
      'same-attempt',
    );
    expect(plain.ok && topUp.ok).toBe(true);
    expect(new Set(keys).size).toBe(2);
    if (plain.ok && topUp.ok)
      expect(topUp.intent.paymentIntentId).not.toBe(plain.intent.paymentIntentId);
  });
});

describe('fulfilling a paid top-up', () => {
  test('applies the bundle to the SAME eSIM: the order keeps its ICCID, gets no new QR, the new bundle is queued behind the first, one mail', async () => {
    const esim = await deliveredEsim();
    clock += 3 * 60_000; // installed, the first bundle in use
    const paymentIntentId = await payTopUp('jp-10gb-14d', esim.id);
    const { provider, topUps } = countingTopUps();
    const fulfilled = await fulfil(paymentIntentId, provider);
    expect(fulfilled).toMatchObject({ ok: true, created: true });
    const order = await findOrder(orderIdFor(paymentIntentId));
    expect(order).toMatchObject({
      topUpOf: esim.id,
      iccid: esim.iccid,
      lpa: null,
      provisioningStatus: 'completed',
      deliveredAt: expect.any(String),
      plan: { id: 'jp-10gb-14d', bundle: 'esim_10GB_14D_JP_V2' },
    });
    expect(topUps).toEqual([order!.id]);
    const usage = await provider.usage(esim.iccid);
    expect(
      usage?.bundles.map(({ bundle, state, providerReference }) => ({
        bundle,
        state,
        providerReference,
      })),
    ).toEqual([
      { bundle: 'esim_5GB_7D_JP_V2', state: 'active', providerReference: esim.providerReference },
      {
        bundle: 'esim_10GB_14D_JP_V2',
        state: 'queued',
        providerReference: order!.providerReference,
      },
    ]);
    const [mail, ...more] = await dataAddedMails(order!.id);
    expect(more).toEqual([]);
    // No QR (the eSIM is the one installed): only the top-up's invoice.
    expect(mail).toMatchObject({
      subject: 'Data added to your eSIM',
      attachments: [
        expect.objectContaining({
          contentType: 'application/pdf',
          filename: expect.stringMatching(/^INV-\d{8}-\d{4}\.pdf$/),
        }),
      ],
    });
    expect(mail?.text).toContain(esim.iccid);
    expect(
      (await listOutbox({ to: owner.email, kind: 'order-ready' })).filter((m) =>
        m.text.includes(`Order #${order!.id.slice(0, 8)}`),
      ),
    ).toEqual([]);
    // The eSIM order itself is as it was.
    expect(await findOrder(esim.id)).toEqual(esim);
  });

  test('20 concurrent fulfils of one paid top-up make one order and apply ONE bundle, with one mail', async () => {
    const esim = await deliveredEsim();
    const paymentIntentId = await payTopUp('jp-3gb-7d', esim.id);
    const { provider, topUps } = countingTopUps();
    const queued = fulfilQueuingRuns(provider);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => queued.fulfil(paymentIntentId)),
    );
    await queued.idle();
    expect(results.every((result) => result.ok)).toBe(true);
    const orderId = orderIdFor(paymentIntentId);
    expect(
      (await listUserOrders(owner.userId))
        .filter((order) => order.paymentIntentId === paymentIntentId)
        .map((order) => order.id),
    ).toEqual([orderId]);
    expect(topUps).toEqual([orderId]);
    expect(await findOrder(orderId)).toMatchObject({
      provisioningStatus: 'completed',
      iccid: esim.iccid,
      deliveredAt: expect.any(String),
    });
    expect(
      (await provider.usage(esim.iccid))?.bundles.map((assignment) => assignment.bundle),
    ).toEqual(['esim_5GB_7D_JP_V2', 'esim_3GB_7D_JP_V2']);
    expect(await dataAddedMails(orderId)).toHaveLength(1);
  });

  test("two runs of one top-up apply one bundle, even when run B runs between any two of run A's writes", async () => {
    const esim = await deliveredEsim();
    // Run A is held after each of its writes of this order's records in turn; run B runs start to
    // end there.
    const interleavings = await forEachInterleaving({
      setup: async () => ({
        order: (await createOrderOnce(topUpOrder(`pi_test_topuprace${++sequence}`, esim))).order,
        ...countingTopUps(),
      }),
      matches: ({ order }, key) => key.includes(order.id),
      runA: ({ order, provider }) => provisionOrder(order.id, runDeps(provider)),
      runB: ({ order, provider }) => provisionOrder(order.id, runDeps(provider)),
      check: async ({ fixture: { order, topUps }, step }) => {
        const context = `run B ran after run A's write ${step}`;
        expect(topUps, context).toEqual([order.id]);
        expect(await dataAddedMails(order.id), context).toHaveLength(1);
        expect(await findOrder(order.id), context).toMatchObject({
          provisioningStatus: 'completed',
          iccid: esim.iccid,
          lpa: null,
        });
      },
    });
    expect(interleavings).toBeGreaterThanOrEqual(5);
  });

  test('a run that read the purchase gate empty, held while another run applies the top-up, never applies it again', async () => {
    const esim = await deliveredEsim();
    const order = (await createOrderOnce(topUpOrder(`pi_test_topupgate${++sequence}`, esim))).order;
    const { provider, topUps } = countingTopUps();
    let bRan = false;
    const hold = afterReads(async (_store, key) => {
      if (bRan || key !== `purchase/${order.id}/1`) return;
      bRan = true;
      // The run that read no purchase waits here while another run claims the next attempt and
      // applies the bundle.
      await provisionOrder(order.id, runDeps(provider));
    });
    try {
      await provisionOrder(order.id, runDeps(provider));
    } finally {
      hold.restore();
    }
    expect(bRan).toBe(true);
    expect(topUps).toEqual([order.id]);
    expect(await dataAddedMails(order.id)).toHaveLength(1);
  });

  test('a top-up the provider refuses fails with the failure mail as a purchase does, and no data-added mail', async () => {
    const esim = await deliveredEsim();
    const order = (await createOrderOnce(topUpOrder(`pi_test_topupunknown${++sequence}`, esim)))
      .order;
    // eSIM Go refuses the top-up (400, e.g. an eSIM it no longer knows): never retried, never put
    // on a new eSIM.
    const topUps: string[] = [];
    const provider: EsimProvider = {
      ...countingTopUps().provider,
      topUp: async (input) => {
        topUps.push(input.orderId);
        throw new ProviderError('eSIM Go answered 400: unknown ICCID', { retryable: false });
      },
    };
    expect(await provisionOrder(order.id, runDeps(provider))).toMatchObject({
      provisioningStatus: 'failed',
      lpa: null,
      iccid: esim.iccid,
    });
    expect(topUps).toEqual([order.id]);
    const failed = (await listOutbox({ to: owner.email, kind: 'order-failed' })).filter((mail) =>
      mail.text.includes(`order #${order.id.slice(0, 8)}`),
    );
    expect(failed).toHaveLength(1);
    expect(await dataAddedMails(order.id)).toEqual([]);
  });

  test('a payment whose metadata and checkout record disagree about the top-up makes no order', async () => {
    const esim = await deliveredEsim();
    const plan = { ...JAPAN_5GB_PLAN };
    const { provider, topUps } = countingTopUps();
    for (const [metadataTopUp, recordTopUp] of [
      [esim.id, undefined],
      [undefined, { orderId: esim.id, iccid: esim.iccid }],
      ['e'.repeat(24), { orderId: esim.id, iccid: esim.iccid }],
    ] as const) {
      const intent = await testGateway.createIntent({
        amount: 1850,
        currency: 'usd',
        metadata: {
          userId: owner.userId,
          planId: plan.id,
          price: '18.50',
          ...(metadataTopUp ? { topUpOf: metadataTopUp } : {}),
        },
        idempotencyKey: `mismatch-${++sequence}`,
      });
      await saveCheckout(intent.id, {
        userId: owner.userId,
        plan,
        ...(recordTopUp ? { topUp: recordTopUp } : {}),
      });
      await call(confirm, '/api/test-payments/confirm', {
        body: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' },
      });
      expect(await fulfil(intent.id, provider)).toEqual({ ok: false, reason: 'checkout-mismatch' });
      expect(await findOrder(orderIdFor(intent.id))).toBeNull();
    }
    expect(topUps).toEqual([]);
  });
});
