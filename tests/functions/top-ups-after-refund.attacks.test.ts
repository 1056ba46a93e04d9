/**
 * The second review's attack on top-ups (round 2, item 3), with real handlers, the test gateway
 * and local Blobs: a top-up checkout opened, its eSIM refunded, then the top-up paid; step by step,
 * the payment landing inside the refund, and the refund forced between fulfilment and provisioning.
 */
import { getStore } from '@netlify/blobs';
import { describe, expect, test, vi } from 'vitest';
import completeOrder from '../../netlify/functions/complete-order.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import orderRefund from '../../netlify/functions/order-refund.mts';
import { fulfilAndStartProvisioning } from '../../src/features/checkout/fulfil.server.ts';
import type { PaymentGateway } from '../../src/features/payments/gateway.ts';
import { findTestRefund, testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { findOrder, orderIdFor } from '../../src/features/orders/orders.server.ts';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import {
  MAX_ATTEMPTS,
  provisionOrder,
} from '../../src/features/provisioning/provisioning.server.ts';
import { requestRefund, type RefundOutcome } from '../../src/features/refunds/refunds.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { openCheckout, payWithTestCard } from '../support/checkout-calls.ts';
import { afterReads, betweenWrites, failOrderWrites } from '../support/faults-blobs.ts';
import { countingTopUps as countingTopUpsOf } from '../support/paid-orders.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';
import { CHECKOUT_ANSWERS } from '../support/checkout-answers.ts';

const OWNER = 'top-up-after-refund@example.com';
const TOP_UP_PLAN = 'jp-10gb-14d';

useLocalBlobs({
  // The eSIM is installed an hour after purchase: until then it may be refunded.
  env: {
    SIMULATED_PROVIDER_LATENCY_MS: '0',
    SIMULATED_PROVIDER_FAILURE_RATE: '0',
    SIMULATED_INSTALL_AFTER_MS: String(60 * 60_000),
  },
  mute: ['warn', 'error'],
});
const { owner } = useCustomers({ owner: OWNER });

/** The simulated provider, counting the top-ups it is asked to apply. */
const countingTopUps = () => countingTopUpsOf(simulatorAt({ now: Date.now() }));

async function openTopUpCheckout(esim: OrderRecord): Promise<CreatedIntent> {
  const answer = await openCheckout(owner, { planId: TOP_UP_PLAN, topUpOf: esim.id });
  expect(answer.status).toBe(200);
  return (await answer.json()) as CreatedIntent;
}

const refundThroughThePage = (esim: OrderRecord) =>
  call(orderRefund, `/api/orders/${esim.id}/refund`, {
    method: 'POST',
    cookie: owner.cookie,
    params: { id: esim.id },
  });

async function pay(intent: CreatedIntent) {
  const answer = await payWithTestCard(intent.clientSecret);
  return (await answer.json()) as { status: string };
}

const complete = (intent: CreatedIntent) =>
  call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: intent.paymentIntentId },
    cookie: owner.cookie,
  });

const mailsOf = async (kind: string, text: string) =>
  (await listOutbox({ to: OWNER, kind })).filter((mail) => mail.text.includes(text));

describe('item 3: a top-up paid after its eSIM was refunded is not kept', () => {
  test('a top-up checkout opened before the eSIM was refunded cannot be paid after it', async () => {
    const esim = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    const topUp = await openTopUpCheckout(esim);
    expect((await refundThroughThePage(esim)).status).toBe(200);

    expect(await pay(topUp)).toMatchObject({ status: 'canceled' });
    const answer = await complete(topUp);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /eSIM has been refunded/,
    );
    expect(await findOrder(orderIdFor(topUp.paymentIntentId))).toBeNull();
    expect((await testGateway.retrieveIntent(topUp.paymentIntentId))?.status).toBe('canceled');
    expect(await mailsOf('top-up-applied', esim.iccid!)).toEqual([]);
    recordAttack({
      round: 2,
      item: 3,
      attack: 'a top-up checkout opened, its eSIM refunded, then the top-up paid',
      tries: 3,
      outcome: 'refused',
    });
  });

  test('a top-up paid while the refund is under way (before its cancel) is refunded in full, mailed, and adds no data', async () => {
    const esim = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    const topUp = await openTopUpCheckout(esim);
    let paid = false;
    // The refund is held right after its record is written; the customer pays the top-up there.
    const hold = betweenWrites(async (_store, key) => {
      if (paid || key !== `refund/${esim.id}`) return;
      paid = true;
      expect(await pay(topUp)).toEqual({ status: 'succeeded' });
    });
    try {
      expect((await refundThroughThePage(esim)).status).toBe(200);
    } finally {
      hold.restore();
    }
    expect(paid).toBe(true);

    const answer = await complete(topUp);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /eSIM has been refunded.*refunded in full/,
    );
    expect(await findOrder(orderIdFor(topUp.paymentIntentId))).toBeNull();
    expect(await findTestRefund(topUp.paymentIntentId)).toMatchObject({ amount: topUp.amount });
    expect(await mailsOf('payment-refunded', topUp.paymentIntentId)).toHaveLength(1);
    expect(await mailsOf('top-up-applied', esim.iccid!)).toEqual([]);
    recordAttack({
      round: 2,
      item: 3,
      attack: 'a top-up paid while its eSIM’s refund runs, before the refund cancels it',
      tries: 2,
      outcome: 'refused',
    });
  });

  test('a refund run between the top-up’s fulfilment and its provisioning: no bundle is bought, the top-up is refunded in full and mailed', async () => {
    const esim = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    const topUp = await openTopUpCheckout(esim);
    expect(await pay(topUp)).toEqual({ status: 'succeeded' });
    const { provider, topUps } = countingTopUps();
    const refunded: unknown[] = [];
    // Fulfilment makes the top-up's order; the eSIM's refund runs to its end; then provisioning
    // starts.
    const fulfilled = await fulfilAndStartProvisioning(
      testGateway,
      { paymentIntentId: topUp.paymentIntentId, userId: owner.userId },
      async (orderId) => {
        refunded.push(
          await requestRefund(owner.userId, esim.id, { provider, gateway: testGateway }),
        );
        await provisionOrder(orderId, { provider, sleep: async () => {} });
      },
    );
    expect(fulfilled).toMatchObject({ ok: true, created: true });
    expect(refunded).toEqual([expect.objectContaining({ ok: true, finished: true })]);

    expect(topUps).toEqual([]);
    const order = await findOrder(orderIdFor(topUp.paymentIntentId));
    expect(order).toMatchObject({
      provisioningStatus: 'failed',
      refundedAt: expect.any(String),
      lastError: expect.stringMatching(/eSIM has been refunded/),
    });
    expect(await findTestRefund(topUp.paymentIntentId)).toMatchObject({ amount: topUp.amount });
    expect(await mailsOf('payment-refunded', topUp.paymentIntentId)).toHaveLength(1);
    expect(await mailsOf('top-up-applied', esim.iccid!)).toEqual([]);
    recordAttack({
      round: 2,
      item: 3,
      attack: 'the eSIM refunded between a paid top-up’s fulfilment and its provisioning',
      tries: 1,
      outcome: 'refused',
    });
  });

  test('a refund asked once the top-up’s last check has passed (its bundle is being bought) is refused, and the top-up is applied', async () => {
    const esim = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    const topUp = await openTopUpCheckout(esim);
    expect(await pay(topUp)).toEqual({ status: 'succeeded' });
    const fulfilled = await fulfilAndStartProvisioning(
      testGateway,
      { paymentIntentId: topUp.paymentIntentId, userId: owner.userId },
      async () => {},
    );
    expect(fulfilled).toMatchObject({ ok: true, created: true });
    const { provider, topUps } = countingTopUps();
    let asked = false;
    let refund: RefundOutcome | undefined;
    // Provisioning is held right after its check found no refund of the eSIM; the customer asks for
    // one there.
    const hold = afterReads(async (_store, key) => {
      if (asked || key !== `refund/${esim.id}`) return;
      asked = true;
      refund = await requestRefund(owner.userId, esim.id, { provider, gateway: testGateway });
    });
    try {
      await provisionOrder(orderIdFor(topUp.paymentIntentId), { provider, sleep: async () => {} });
    } finally {
      hold.restore();
    }
    expect(refund).toEqual({ ok: false, reason: 'top-up-under-way' });
    expect(topUps).toEqual([orderIdFor(topUp.paymentIntentId)]);
    expect(await findOrder(esim.id)).toMatchObject({ refundedAt: null });
    expect(await findTestRefund(esim.paymentIntentId)).toBeNull();
    expect(await findOrder(orderIdFor(topUp.paymentIntentId))).toMatchObject({
      provisioningStatus: 'completed',
      refundedAt: null,
    });
    recordAttack({
      round: 2,
      item: 3,
      attack: 'the eSIM refunded while a paid top-up’s bundle is being bought',
      tries: 1,
      outcome: 'refused',
    });
  });
});

/** A top-up of `esim`, paid and made into its order by fulfilment, not provisioned yet. */
async function paidTopUp(esim: OrderRecord): Promise<CreatedIntent & { orderId: string }> {
  const intent = await openTopUpCheckout(esim);
  expect(await pay(intent)).toEqual({ status: 'succeeded' });
  const fulfilled = await fulfilAndStartProvisioning(
    testGateway,
    { paymentIntentId: intent.paymentIntentId, userId: owner.userId },
    async () => {},
  );
  expect(fulfilled).toMatchObject({ ok: true, created: true });
  return { ...intent, orderId: orderIdFor(intent.paymentIntentId) };
}

type StoreCall = (key: string, ...rest: unknown[]) => Promise<unknown>;

/**
 * The eSIM's refund and the top-up's provisioning, each seeing the other: the refund is held after
 * writing its record, provisioning opens its purchase and reads it. Then side `first` takes its
 * next step (the refund reads the purchases; provisioning rewrites its purchase), then the other.
 */
async function bothSeeEachOther(
  esim: OrderRecord,
  topUpOrderId: string,
  provider: EsimProvider,
  gateway: PaymentGateway,
  first: 'refund' | 'top-up',
) {
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-orders' })) as {
    setJSON: StoreCall;
    get: StoreCall;
  };
  const [setJSON, get] = [prototype.setJSON, prototype.get];
  const gateKey = `refund/${esim.id}`;
  let provisioning: Promise<unknown> | undefined;
  let stage: 'before' | 'gate-written' | 'gate-read' | 'held' = 'before';
  let releaseRefund!: () => void;
  const refundMayGoOn = new Promise<void>((release) => (releaseRefund = release));
  let releaseProvisioning!: () => void;
  const provisioningMayGoOn = new Promise<void>((release) => (releaseProvisioning = release));
  const holdProvisioning = async () => {
    stage = 'held';
    releaseRefund();
    await provisioningMayGoOn;
  };
  const writes = vi.spyOn(prototype, 'setJSON').mockImplementation(async function (
    this: { name: string },
    key: string,
    ...rest: unknown[]
  ) {
    const result = await setJSON.call(this, key, ...rest);
    if (this.name.endsWith('-orders') && key === gateKey && stage === 'before') {
      stage = 'gate-written';
      provisioning = provisionOrder(topUpOrderId, {
        provider,
        gateway: async () => gateway,
        sleep: async () => {},
      }).catch((error: unknown) => error);
      await refundMayGoOn;
    } else if (
      this.name.endsWith('-orders') &&
      key.startsWith(`purchase/${topUpOrderId}/`) &&
      stage === 'gate-read'
    ) {
      await holdProvisioning();
    }
    return result;
  });
  const reads = vi.spyOn(prototype, 'get').mockImplementation(async function (
    this: { name: string },
    key: string,
    ...rest: unknown[]
  ) {
    const value = await get.call(this, key, ...rest);
    if (this.name.endsWith('-orders') && key === gateKey && stage === 'gate-written') {
      stage = 'gate-read';
      if (first === 'refund') await holdProvisioning();
    }
    return value;
  });
  let refund: RefundOutcome;
  try {
    refund = await requestRefund(owner.userId, esim.id, { provider, gateway: testGateway });
    releaseProvisioning();
    await provisioning;
  } finally {
    writes.mockRestore();
    reads.mockRestore();
  }
  expect(stage).toBe('held');
  return { refund, provisioning: await provisioning };
}

describe('item 3: a refund of an eSIM and the purchase of its top-up never both back off', () => {
  test.each(['refund', 'top-up'] as const)(
    'when each sees the other, whichever decides first (here the %s) yields: exactly one goes on, and a top-up not bought is refunded with a true mail',
    async (first) => {
      const esim = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
      const topUp = await paidTopUp(esim);
      const { provider, topUps } = countingTopUps();
      const { refund } = await bothSeeEachOther(esim, topUp.orderId, provider, testGateway, first);

      const esimAfter = await findOrder(esim.id);
      const topUpAfter = await findOrder(topUp.orderId);
      const refundMails = await mailsOf('payment-refunded', topUp.paymentIntentId);
      if (topUps.length === 1) {
        // The top-up went on: its bundle is bought once, and the eSIM's refund stepped aside.
        expect(refund).toEqual({ ok: false, reason: 'top-up-under-way' });
        expect(esimAfter).toMatchObject({ refundedAt: null });
        expect(await findTestRefund(esim.paymentIntentId)).toBeNull();
        expect(topUpAfter).toMatchObject({ provisioningStatus: 'completed', refundedAt: null });
        expect(await findTestRefund(topUp.paymentIntentId)).toBeNull();
        expect(refundMails).toEqual([]);
      } else {
        // The refund went on: the eSIM is refunded, and the top-up is refunded in full, no bundle
        // bought.
        expect(topUps).toEqual([]);
        expect(refund).toMatchObject({ ok: true, finished: true });
        expect(esimAfter).toMatchObject({ refundedAt: expect.any(String) });
        expect(topUpAfter).toMatchObject({
          provisioningStatus: 'failed',
          refundedAt: expect.any(String),
        });
        expect(await findTestRefund(topUp.paymentIntentId)).toMatchObject({ amount: topUp.amount });
        expect(refundMails).toHaveLength(1);
        expect(refundMails[0]!.text).toMatch(
          /A refund of this eSIM has been asked for, so no data can be added to it/,
        );
      }
      expect(topUps).toHaveLength(first === 'refund' ? 1 : 0);
      recordAttack({
        round: 2,
        item: 3,
        attack: `the eSIM’s refund and its top-up’s purchase each seeing the other (${first} first)`,
        tries: 1,
        outcome: 'refused',
      });
    },
  );

  test('a top-up refused for its eSIM’s refund stays refused when the gateway’s answer is lost and that refund is then dropped', async () => {
    const esim = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    const topUp = await paidTopUp(esim);
    const counted = countingTopUps();
    const lossy: PaymentGateway = {
      ...testGateway,
      refund: async (input) => {
        await testGateway.refund(input);
        throw new Error('socket hang up');
      },
    };
    let provisioning: unknown;
    // The refund passed its check (no top-up purchase open yet); as it asks the provider to revoke
    // the bundle, the top-up's provisioning runs and loses the gateway's answer; then the provider
    // refuses the revoke, so the refund is dropped and the eSIM is the customer's again.
    const provider: EsimProvider = {
      ...counted.provider,
      refundBundle: async (input) => {
        if (input.dryRun) return counted.provider.refundBundle(input);
        provisioning = await provisionOrder(topUp.orderId, {
          provider: counted.provider,
          gateway: async () => lossy,
          sleep: async () => {},
        }).catch((error: unknown) => error);
        return { ok: false, reason: 'bundle in use' };
      },
    };
    expect(await requestRefund(owner.userId, esim.id, { provider, gateway: testGateway })).toEqual({
      ok: false,
      reason: 'not-cancellable',
    });
    expect(provisioning).toBeInstanceOf(Error);
    expect(await findTestRefund(topUp.paymentIntentId)).toMatchObject({ amount: topUp.amount });

    const again = await provisionOrder(topUp.orderId, {
      provider: counted.provider,
      gateway: async () => testGateway,
      sleep: async () => {},
    });
    expect(counted.topUps).toEqual([]);
    expect(again).toMatchObject({ provisioningStatus: 'failed', refundedAt: expect.any(String) });
    expect(await findTestRefund(topUp.paymentIntentId)).toMatchObject({ amount: topUp.amount });
    const mails = await mailsOf('payment-refunded', topUp.paymentIntentId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toMatch(/A refund of this eSIM has been asked for/);
    expect(await findOrder(esim.id)).toMatchObject({ refundedAt: null });
    recordAttack({
      round: 2,
      item: 3,
      attack:
        'a top-up refused for its eSIM’s refund, the refund’s answer lost, then that eSIM refund dropped',
      tries: 1,
      outcome: 'refused',
    });
  });
});

describe('item 3: a refused top-up is paid back however long the gateway is down', () => {
  test('a top-up refused for its refunded eSIM is still refunded after more failed runs than provisioning’s attempts', async () => {
    const esim = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    const topUp = await paidTopUp(esim);
    const { provider, topUps } = countingTopUps();
    expect(
      await requestRefund(owner.userId, esim.id, { provider, gateway: testGateway }),
    ).toMatchObject({ ok: true, finished: true });
    const failedMails = (await listOutbox({ to: OWNER, kind: 'order-failed' })).length;
    const down: PaymentGateway = {
      ...testGateway,
      refund: () => Promise.reject(new Error('gateway unavailable')),
    };
    for (let run = 1; run <= MAX_ATTEMPTS; run++) {
      await expect(
        provisionOrder(topUp.orderId, {
          provider,
          gateway: async () => down,
          sleep: async () => {},
        }),
      ).rejects.toThrow('gateway unavailable');
    }
    const after = await provisionOrder(topUp.orderId, {
      provider,
      gateway: async () => testGateway,
      sleep: async () => {},
    });
    expect(topUps).toEqual([]);
    expect(after).toMatchObject({
      provisioningStatus: 'failed',
      refundedAt: expect.any(String),
      lastError: expect.stringMatching(/eSIM has been refunded/),
    });
    expect(await findTestRefund(topUp.paymentIntentId)).toMatchObject({ amount: topUp.amount });
    expect(await mailsOf('payment-refunded', topUp.paymentIntentId)).toHaveLength(1);
    expect(await listOutbox({ to: OWNER, kind: 'order-failed' })).toHaveLength(failedMails);
  });

  test('a top-up that yielded to its eSIM’s refund but could not record its refusal is refunded by the next run', async () => {
    const esim = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    const topUp = await paidTopUp(esim);
    const counted = countingTopUps();
    let provisioning: unknown;
    // As the refund revokes the bundle, the top-up's provisioning yields to it, and its write of
    // the refusal fails.
    const provider: EsimProvider = {
      ...counted.provider,
      refundBundle: async (input) => {
        if (!input.dryRun && provisioning === undefined) {
          const fault = failOrderWrites(
            (key, value) =>
              key === `purchase/${topUp.orderId}/1` &&
              (value as { outcome?: string }).outcome !== undefined,
          );
          provisioning = await provisionOrder(topUp.orderId, {
            provider: counted.provider,
            sleep: async () => {},
          }).catch((error: unknown) => error);
          fault.restore();
        }
        return counted.provider.refundBundle(input);
      },
    };
    expect(
      await requestRefund(owner.userId, esim.id, { provider, gateway: testGateway }),
    ).toMatchObject({ ok: true, finished: true });
    expect(provisioning).toBeInstanceOf(Error);

    const again = await provisionOrder(topUp.orderId, {
      provider: counted.provider,
      sleep: async () => {},
    });
    expect(counted.topUps).toEqual([]);
    expect(again).toMatchObject({ provisioningStatus: 'failed', refundedAt: expect.any(String) });
    expect(await findTestRefund(topUp.paymentIntentId)).toMatchObject({ amount: topUp.amount });
    expect(await mailsOf('payment-refunded', topUp.paymentIntentId)).toHaveLength(1);
  });
});

describe('item 3: no top-up checkout opens while its eSIM is being refunded', () => {
  test('a top-up checkout asked after the refund paid the eSIM back, before it marks the order refunded, is refused', async () => {
    const esim = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    let answer: Response | undefined;
    const hold = betweenWrites(async (_store, key, value) => {
      if (
        answer ||
        key !== `refund/${esim.id}` ||
        (value as { step?: string }).step !== 'payment-refunded'
      )
        return;
      answer = await call(createIntent, '/api/create-payment-intent', {
        body: { ...CHECKOUT_ANSWERS, planId: TOP_UP_PLAN, topUpOf: esim.id },
        cookie: owner.cookie,
      });
    });
    try {
      expect((await refundThroughThePage(esim)).status).toBe(200);
    } finally {
      hold.restore();
    }
    expect(answer?.status).toBe(404);
    expect(await answer!.json()).toEqual({ message: 'eSIM not found' });
    recordAttack({
      round: 2,
      item: 3,
      attack: 'a top-up checkout opened while its eSIM’s refund runs',
      tries: 1,
      outcome: 'refused',
    });
  });
});
