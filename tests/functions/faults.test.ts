/**
 * Faults at every port of the order life: the eSIM provider, the payment path, Blobs and mail each
 * fail in turn, and no paid order is lost or doubled, nor any eSIM bought twice. Real handlers,
 * against local stand-ins of every outside part
 * (docs/decisions/0009-ports-with-local-stand-ins.md).
 */
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import {
  afterAll,
  afterEach,
  beforeAll,
  describe,
  expect,
  test,
  vi,
  type MockInstance,
} from 'vitest';
import completeOrderHandler from '../../netlify/functions/complete-order.mts';
import webhook from '../../netlify/functions/stripe-webhook.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import orderQr from '../../netlify/functions/order-qr.mts';
import { findPlan } from '../../src/features/catalogue/catalogue.server.ts';
import { sendQueuedMail } from '../../src/features/mail/mail-queue.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { resetMailTransportForTests } from '../../src/features/mail/smtp.server.ts';
import type { CustomerOrder } from '../../src/features/orders/order.ts';
import { findOrder, orderIdFor } from '../../src/features/orders/orders.server.ts';
import {
  customerErrors,
  MAX_ATTEMPTS,
  provisionOrder,
} from '../../src/features/provisioning/provisioning.server.ts';
import { provisioningDeps } from '../../src/features/provisioning/provisioning-deps.server.ts';
import {
  redriveStuckOrders,
  STUCK_AFTER_MS,
} from '../../src/features/provisioning/redrive.server.ts';
import type { Customer } from '../support/accounts.ts';
import { call } from '../support/call.ts';
import { paidCheckout } from '../support/checkout-calls.ts';
import { saveEnv } from '../support/env.ts';
import { failOrderWrites } from '../support/faults-blobs.ts';
import { useEsimGo, useEsimGoStandIn, type Fault } from '../support/faults-esimgo.ts';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink.ts';
import { callAt, signedSucceededEvent, useSiteOrigin } from '../support/faults-site.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { paidOrder as paidOrderFor } from '../support/paid-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const WEBHOOK_SECRET = 'whsec_faults_test';
/**
 * Shorter than the adapter's 15 s, so each of the two answers that never come costs 2 s; not
 * shorter, because every healthy answer must beat it too, and on a busy machine a stall of a few
 * hundred ms in this process (the stand-in, the Blobs server and the handlers share it) is normal.
 */
const ESIMGO_TIMEOUT_MS = 2_000;

let undoEsimGo: () => void;
let errors: MockInstance<typeof console.error>;

useLocalBlobs({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, mute: ['warn'] });
// The configured site address: where the provisioning trigger goes and what mail links name.
const site = useSiteOrigin();
const { standIn: esimgo } = useEsimGoStandIn(ESIMGO_TIMEOUT_MS);
beforeAll(() => {
  undoEsimGo = useEsimGo(esimgo, ESIMGO_TIMEOUT_MS);
  errors = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await site.idle();
  esimgo.answerOrders([]);
  esimgo.answerLookups([]);
});
afterAll(() => undoEsimGo());

/**
 * Pays for a plan with Stripe's success test card: the intent, the id its order gets, the plan's
 * eSIM Go bundle.
 */
async function pay(
  who: Customer,
  planId: string,
): Promise<{ intentId: string; orderId: string; bundle: string }> {
  const intent = await paidCheckout(who, planId);
  const bundle = (await findPlan(planId))?.bundle;
  if (!bundle) throw new Error(`Plan ${planId} has no bundle`);
  return { intentId: intent.paymentIntentId, orderId: orderIdFor(intent.paymentIntentId), bundle };
}

const completeOrder = (who: Customer, intentId: string) =>
  callAt(site.origin, completeOrderHandler, '/api/complete-order', {
    body: { paymentIntentId: intentId },
    cookie: who.cookie,
  });

function deliverWebhook(intentId: string, eventId = `evt_${intentId}`) {
  const { payload, signature } = signedSucceededEvent(intentId, eventId, WEBHOOK_SECRET);
  return callAt(site.origin, webhook, '/api/stripe/webhook', {
    body: payload,
    headers: { 'Stripe-Signature': signature },
  });
}

async function ordersOf(who: Customer, planId: string): Promise<CustomerOrder[]> {
  const orders = (await (
    await call(ordersHandler, '/api/orders', { cookie: who.cookie })
  ).json()) as CustomerOrder[];
  return orders.filter((order) => order.planId === planId);
}

/**
 * The real provisioning dependencies (provider and mailer chosen from the env), minus the waits
 * between attempts.
 */
const withoutWaits = () => ({ ...provisioningDeps(), sleep: async () => {} });

/**
 * The re-drive's clock: each run happens a while after the last, so stuck orders and mail retries
 * are due.
 */
let redriveClock = Date.now();

/** The scheduled re-drive's order and mail steps, run as if enough time had passed for both. */
async function redriveLater() {
  redriveClock = Math.max(Date.now(), redriveClock) + STUCK_AFTER_MS + 4 * 60 * 60 * 1000;
  // The re-drive triggers the background function; here its provisioning runs in this process.
  await redriveStuckOrders(
    { trigger: async (orderId) => void (await provisionOrder(orderId, withoutWaits())) },
    redriveClock,
  );
  await sendQueuedMail({ now: redriveClock });
}

/** The one order a customer has for a plan, completed and delivered, bought from eSIM Go once. */
async function expectOneDeliveredOrder(
  who: Customer,
  planId: string,
  { orderId, bundle }: { orderId: string; bundle: string },
) {
  await site.idle();
  const listed = await ordersOf(who, planId);
  expect(listed.map((order) => order.id)).toEqual([orderId]);
  expect(listed[0]).toMatchObject({
    status: 'completed',
    provisioningStatus: 'completed',
    qrCodeUrl: `/api/orders/${orderId}/qr`,
  });
  expect(await findOrder(orderId)).toMatchObject({
    deliveredAt: expect.any(String),
    iccid: expect.stringMatching(/^8944\d{15}$/),
  });
  expect(esimgo.orderRequests(bundle)).toBe(1);
  expect(esimgo.charged(bundle)).toBe(1);
  const mailed = await listOutbox({ to: who.email, kind: 'order-ready' });
  expect(mailed.filter((mail) => mail.text.includes(`Order #${orderId.slice(0, 8)}`))).toHaveLength(
    1,
  );
}

describe('eSIM Go failing while an order is provisioned', () => {
  const { owner } = useCustomers({ owner: 'provider-faults@example.com' });
  let sequence = 0;

  /** A paid order for a bundle of its own, so the stand-in's counts are this order's. */
  async function paidOrder() {
    sequence += 1;
    const plan = { ...JAPAN_5GB_PLAN, id: `fault-${sequence}`, bundle: `esim_fault_${sequence}` };
    return paidOrderFor(owner.userId, `pi_test_fault${sequence}`, plan);
  }

  const run = (orderId: string) => provisionOrder(orderId, withoutWaits());

  test.each<Fault>(['hang', 'error-500', 'non-json', 'wrong-shape'])(
    'eSIM Go answering the purchase with %s (it may have charged us): the order fails with lastError and the customer is told; no later run buys again',
    async (fault) => {
      const order = await paidOrder();
      esimgo.answerOrders([fault]);

      const done = await run(order.id);
      expect(done).toMatchObject({
        provisioningStatus: 'failed',
        lastError: customerErrors.outcomeUnknown,
        iccid: null,
      });
      const told = await listOutbox({ to: owner.email, kind: 'order-failed' });
      expect(told.some((mail) => mail.text.includes(order.id.slice(0, 8)))).toBe(true);

      await run(order.id);
      await redriveLater();
      expect(esimgo.orderRequests(order.plan.bundle!)).toBe(1);
      expect((await findOrder(order.id))?.provisioningStatus).toBe('failed');
    },
  );

  test('eSIM Go refusing the purchase with 429 twice (nothing bought): retried until it recovers, completed with one purchase', async () => {
    const order = await paidOrder();
    esimgo.answerOrders(['rate-limited', 'rate-limited']);
    expect(await run(order.id)).toMatchObject({
      provisioningStatus: 'completed',
      attempts: 3,
      lastError: null,
      deliveredAt: expect.any(String),
    });
    expect(esimgo.orderRequests(order.plan.bundle!)).toBe(3);
    expect(esimgo.charged(order.plan.bundle!)).toBe(1);
  });

  test('eSIM Go timing out, answering 500, non-JSON and the wrong shape while the bought eSIM is looked up: the re-drive looks again until it is assigned, never buying again', async () => {
    const order = await paidOrder();
    esimgo.answerOrders(['not-assigned-yet']);
    esimgo.answerLookups(['hang', 'error-500', 'non-json', 'wrong-shape']);
    const lookupsBefore = esimgo.lookups();

    const ordered = await run(order.id);
    expect(ordered).toMatchObject({
      provisioningStatus: 'provisioning',
      providerReference: expect.any(String),
      lastError: null,
    });
    await redriveLater();

    expect(await findOrder(order.id)).toMatchObject({
      provisioningStatus: 'completed',
      attempts: 6,
      lastError: null,
      deliveredAt: expect.any(String),
    });
    expect(esimgo.lookups() - lookupsBefore).toBe(5);
    expect(esimgo.orderRequests(order.plan.bundle!)).toBe(1);
  });

  test('eSIM Go failing every lookup of the bought eSIM: after the last attempt the order fails with lastError, bought once', async () => {
    const order = await paidOrder();
    esimgo.answerOrders(['not-assigned-yet']);
    esimgo.answerLookups([], 'error-500');
    await run(order.id);
    await redriveLater();
    expect(await findOrder(order.id)).toMatchObject({
      provisioningStatus: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: customerErrors.failed,
    });
    expect(esimgo.orderRequests(order.plan.bundle!)).toBe(1);
  });
});

describe('a crash between payment and order creation', () => {
  const { buyer } = useCustomers({ buyer: 'tab-closed@example.com' });

  test('the tab closes after paying, before complete-order: the signed webhook makes the one order and it is provisioned once; the late complete-order finds it', async () => {
    const paid = await pay(buyer, 'fr-5gb-7d');
    expect(await (await deliverWebhook(paid.intentId)).json()).toEqual({ received: true });
    await expectOneDeliveredOrder(buyer, 'fr-5gb-7d', paid);

    const late = await completeOrder(buyer, paid.intentId);
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({
      order: { id: paid.orderId, provisioningStatus: 'completed' },
    });
    await expectOneDeliveredOrder(buyer, 'fr-5gb-7d', paid);
  });

  test('the tab closes and the webhook cannot start provisioning (background functions down): the re-drive provisions its order once', async () => {
    const paid = await pay(buyer, 'de-5gb-7d');
    site.setBackgroundAvailable(false);
    try {
      expect((await deliverWebhook(paid.intentId)).status).toBe(200);
    } finally {
      site.setBackgroundAvailable(true);
    }
    expect((await findOrder(paid.orderId))?.provisioningStatus).toBe('pending');
    await redriveLater();
    await expectOneDeliveredOrder(buyer, 'de-5gb-7d', paid);
  });
});

describe('the webhook delivered twice and out of order', () => {
  const { buyer } = useCustomers({ buyer: 'webhook-twice@example.com' });

  test('the webhook before complete-order, the same event again, a second event for the payment, then complete-order twice: one order, one eSIM', async () => {
    const paid = await pay(buyer, 'it-5gb-7d');
    expect(await (await deliverWebhook(paid.intentId)).json()).toEqual({ received: true });
    expect(await (await deliverWebhook(paid.intentId)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    expect(
      await (await deliverWebhook(paid.intentId, `evt_resent_${paid.intentId}`)).json(),
    ).toEqual({ received: true });
    for (const answer of [
      await completeOrder(buyer, paid.intentId),
      await completeOrder(buyer, paid.intentId),
    ]) {
      expect(answer.status).toBe(200);
    }
    await expectOneDeliveredOrder(buyer, 'it-5gb-7d', paid);
  });

  test('complete-order before the webhook, then the webhook twice: one order, one eSIM', async () => {
    const paid = await pay(buyer, 'es-5gb-7d');
    expect((await completeOrder(buyer, paid.intentId)).status).toBe(201);
    await site.idle();
    expect(await (await deliverWebhook(paid.intentId)).json()).toEqual({ received: true });
    expect(await (await deliverWebhook(paid.intentId)).json()).toEqual({
      received: true,
      duplicate: true,
    });
    await expectOneDeliveredOrder(buyer, 'es-5gb-7d', paid);
  });

  test('ten concurrent deliveries of the event racing five complete-order calls: one order, one eSIM', async () => {
    const paid = await pay(buyer, 'pt-5gb-7d');
    const answers = await Promise.all([
      ...Array.from({ length: 10 }, () => deliverWebhook(paid.intentId)),
      ...Array.from({ length: 5 }, () => completeOrder(buyer, paid.intentId)),
    ]);
    expect(
      answers.map((answer) => answer.status).filter((status) => status !== 200 && status !== 201),
    ).toEqual([]);
    await expectOneDeliveredOrder(buyer, 'pt-5gb-7d', paid);
  });
});

describe('a Blobs write failing mid-fulfil', () => {
  const { buyer } = useCustomers({ buyer: 'blobs-faults@example.com' });

  test('the order write fails once: complete-order answers 500 and stores nothing; the retry makes the one order and provisions it once', async () => {
    const paid = await pay(buyer, 'nl-5gb-7d');
    const fault = failOrderWrites((key) => key === `id/${paid.orderId}`);
    try {
      const first = await completeOrder(buyer, paid.intentId);
      expect(first.status).toBe(500);
      expect(fault.failed()).toBe(1);
      expect(await findOrder(paid.orderId)).toBeNull();
      expect((await completeOrder(buyer, paid.intentId)).status).toBe(201);
    } finally {
      fault.restore();
    }
    await expectOneDeliveredOrder(buyer, 'nl-5gb-7d', paid);
  });

  test("the customer's index write fails once: the order record, written after its indexes, is not stored; the retry makes the one order, lists it and starts its provisioning at once", async () => {
    const paid = await pay(buyer, 'be-5gb-7d');
    const fault = failOrderWrites((key) => key.startsWith(`user/${buyer.userId}/`));
    try {
      expect((await completeOrder(buyer, paid.intentId)).status).toBe(500);
      expect(fault.failed()).toBe(1);
      expect(await findOrder(paid.orderId)).toBeNull();
      const retry = await completeOrder(buyer, paid.intentId);
      expect(retry.status).toBe(201);
    } finally {
      fault.restore();
    }
    // No re-drive here: the retry itself started provisioning.
    await expectOneDeliveredOrder(buyer, 'be-5gb-7d', paid);
  });

  test("the webhook's write to the active list fails once: it answers 500 without marking the event, and Stripe's redelivery of the event completes the order", async () => {
    const paid = await pay(buyer, 'at-5gb-7d');
    const fault = failOrderWrites((key) => key === `active/${paid.orderId}`);
    try {
      expect((await deliverWebhook(paid.intentId)).status).toBe(500);
      expect(fault.failed()).toBe(1);
      expect(await (await deliverWebhook(paid.intentId)).json()).toEqual({ received: true });
    } finally {
      fault.restore();
    }
    await expectOneDeliveredOrder(buyer, 'at-5gb-7d', paid);
  });

  const recordsBoughtEsim = (orderId: string) => (key: string, value: unknown) =>
    key === `id/${orderId}` &&
    (value as { provisioningStatus?: string }).provisioningStatus === 'completed';

  test('the write recording the bought eSIM fails once: it is written again, so the eSIM is delivered and never bought twice', async () => {
    const paid = await pay(buyer, 'ch-5gb-7d');
    const fault = failOrderWrites(recordsBoughtEsim(paid.orderId));
    try {
      expect((await completeOrder(buyer, paid.intentId)).status).toBe(201);
      await site.idle();
      expect(fault.failed()).toBe(1);
    } finally {
      fault.restore();
    }
    await expectOneDeliveredOrder(buyer, 'ch-5gb-7d', paid);
  });

  test('the write recording the bought eSIM keeps failing: its eSIM Go reference is logged for support, and the next run finds it in the purchase record and delivers it without buying again', async () => {
    const paid = await pay(buyer, 'se-5gb-7d');
    const fault = failOrderWrites(recordsBoughtEsim(paid.orderId), Number.POSITIVE_INFINITY);
    try {
      await createOrderAndProvision(paid.intentId);
    } finally {
      fault.restore();
    }
    const logged = errors.mock.calls.map((args) => String(args[0]));
    expect(
      logged.some((line) => line.includes(`Order ${paid.orderId}: provider reference ref-`)),
    ).toBe(true);
    expect(await findOrder(paid.orderId)).toMatchObject({
      provisioningStatus: 'provisioning',
      providerOrderStartedAt: expect.any(String),
      providerReference: null,
    });

    await redriveLater();
    await expectOneDeliveredOrder(buyer, 'se-5gb-7d', paid);
  });

  /** Complete-order, then the run it starts, without the run's waits between write tries. */
  async function createOrderAndProvision(intentId: string) {
    site.setBackgroundAvailable(false);
    try {
      expect((await completeOrder(buyer, intentId)).status).toBe(201);
    } finally {
      site.setBackgroundAvailable(true);
    }
    await provisionOrder(orderIdFor(intentId), withoutWaits()).catch(() => undefined);
  }
});

describe('the mail server down during delivery', () => {
  const { buyer } = useCustomers({ buyer: 'mail-outage@example.com' });
  let smtp: SmtpSink | undefined;
  /** Mails the SMTP server took, once it is back. */
  const received = () => smtp?.received ?? [];
  const restoreSmtpUrl = saveEnv('SMTP_URL');
  afterAll(async () => {
    restoreSmtpUrl();
    resetMailTransportForTests();
    await smtp?.stop();
  });

  /**
   * Mails the SMTP server took for one address (a re-drive may also mail other customers' orders).
   */
  const mailsTo = (email: string) =>
    received().filter((mail) =>
      [mail.to ?? []].flat().some((to) => to.value.some((entry) => entry.address === email)),
    );

  /** A port nothing listens on: the SMTP server is down. */
  async function closedPort(): Promise<number> {
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    return port;
  }

  /** The SMTP server comes back on its address. */
  async function startSmtp(port: number) {
    smtp = await startSmtpSink({ port });
  }

  test('SMTP refusing connections when the eSIM is ready: the order completes with its QR, its mail stays queued, and the re-drive mails it once SMTP is back, without buying again', async () => {
    const port = await closedPort();
    process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
    const paid = await pay(buyer, 'gr-5gb-7d');
    expect((await completeOrder(buyer, paid.intentId)).status).toBe(201);
    await site.idle();

    expect(await findOrder(paid.orderId)).toMatchObject({
      provisioningStatus: 'completed',
      lpa: expect.stringMatching(/^LPA:1\$/),
    });
    const qr = await callAt(site.origin, orderQr, `/api/orders/${paid.orderId}/qr`, {
      cookie: buyer.cookie,
      params: { id: paid.orderId },
    });
    expect(qr.headers.get('content-type')).toBe('image/png');
    expect(mailsTo(buyer.email)).toEqual([]);

    // Still down at the first re-drive: nothing lost, still waiting.
    await redriveLater();
    expect(mailsTo(buyer.email)).toEqual([]);

    await startSmtp(port);
    await redriveLater();
    await redriveLater(); // a delivered order is not mailed again
    expect((await findOrder(paid.orderId))?.deliveredAt).toEqual(expect.any(String));
    const [mail, ...more] = mailsTo(buyer.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Your Greece eSIM is ready to install' });
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ contentType: 'image/png', cid: 'esim-qr' }),
      // The invoice, over SMTP too, numbered once however often the mail was retried.
      expect.objectContaining({
        contentType: 'application/pdf',
        filename: expect.stringMatching(/^INV-\d{8}-\d{4}\.pdf$/),
      }),
    ]);
    expect(esimgo.orderRequests(paid.bundle)).toBe(1);
  });
});
