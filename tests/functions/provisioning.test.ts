import { describe, expect, test } from 'vitest';
import orderQr from '../../netlify/functions/order-qr.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import type { ProvisioningDeps } from '../../src/features/provisioning/provisioning-deps.server.ts';
import {
  customerErrors,
  MAX_ATTEMPTS,
  provisionOrder,
} from '../../src/features/provisioning/provisioning.server.ts';
import {
  redriveStuckOrders,
  STUCK_AFTER_MS,
} from '../../src/features/provisioning/redrive.server.ts';
import { PURCHASE_STALE_MS } from '../../src/features/esim-provider/purchases.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { sendQueuedMail } from '../../src/features/mail/mail-queue.server.ts';
import type { Mailer } from '../../src/features/mail/mail.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';
import { countingProvider, paidOrder } from '../support/paid-orders.ts';
import { call } from '../support/call.ts';

useLocalBlobs({ mute: ['error'] });
const { owner, stranger } = useCustomers({
  owner: 'owner@example.com',
  stranger: 'stranger@example.com',
});

let sequence = 0;

const ownersPaidOrder = () => paidOrder(owner.userId, `pi_test_case${++sequence}`);

const deps = (provider: EsimProvider, mailer?: Mailer): ProvisioningDeps => ({
  provider,
  mailer,
  sleep: async () => {},
});

/** The re-drive's trigger, running the background function's provisioning in this process. */
const inProcess = (provisioning: ProvisioningDeps) => ({
  trigger: async (orderId: string) => void (await provisionOrder(orderId, provisioning)),
});

describe('provisioning', () => {
  test('a paid order becomes completed with ICCID and LPA, and the QR mail goes out', async () => {
    const order = await ownersPaidOrder();
    const done = await provisionOrder(
      order.id,
      deps(createSimulatedProvider({ latencyMs: 0, failureRate: 0 })),
    );
    expect(done).toMatchObject({ provisioningStatus: 'completed', lastError: null });
    expect(done?.iccid).toMatch(/^8988\d{15}$/);
    expect(done?.lpa).toMatch(/^LPA:1\$[^$]+\$[^$]+$/);
    expect(done?.deliveredAt).not.toBeNull();
    const [mail] = await listOutbox({ to: 'owner@example.com', kind: 'order-ready' });
    expect(mail?.attachments).toEqual([
      expect.objectContaining({ contentType: 'image/png', cid: 'esim-qr' }),
      // The invoice, numbered before the mail was queued.
      expect.objectContaining({
        contentType: 'application/pdf',
        filename: expect.stringMatching(/^INV-\d{8}-\d{4}\.pdf$/),
      }),
    ]);
    expect(mail?.text).toContain('SM-DP+ address');
    expect(mail?.text).toContain('iPhone');
    expect(mail?.text).toContain('Android');
  });

  test('transient failures are retried until the eSIM is issued', async () => {
    const order = await ownersPaidOrder();
    const outcomes = [0, 0, 0.99]; // fail, fail, succeed with failureRate 0.5
    const simulated = createSimulatedProvider({
      latencyMs: 0,
      failureRate: 0.5,
      random: () => outcomes.shift() ?? 0.99,
    });
    const done = await provisionOrder(order.id, deps(simulated));
    expect(done).toMatchObject({ provisioningStatus: 'completed', attempts: 3 });
  });

  test('after the last attempt the order fails, keeps the error and tells the customer', async () => {
    const order = await ownersPaidOrder();
    const done = await provisionOrder(
      order.id,
      deps(createSimulatedProvider({ latencyMs: 0, failureRate: 1 })),
    );
    expect(done).toMatchObject({
      provisioningStatus: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: customerErrors.failed,
    });
    expect(
      (await listOutbox({ to: 'owner@example.com', kind: 'order-failed' })).length,
    ).toBeGreaterThan(0);
  });

  test('running the background function again never buys a second eSIM', async () => {
    const order = await ownersPaidOrder();
    const { provider, purchases } = countingProvider();
    await provisionOrder(order.id, deps(provider));
    await provisionOrder(order.id, deps(provider));
    await Promise.all([
      provisionOrder(order.id, deps(provider)),
      provisionOrder(order.id, deps(provider)),
    ]);
    expect(purchases).toEqual([order.id]);
  });

  test('a purchase left without an answer by a run that died is never bought again: fresh, it is left to its run; stale, the order fails for support', async () => {
    const order = await ownersPaidOrder();
    const { provider, purchases } = countingProvider();
    // A run opened the purchase and died before eSIM Go answered (or before it could record the
    // answer).
    await openStore('orders').setJSON(`purchase/${order.id}/1`, { startedAt: Date.now() });
    expect(await provisionOrder(order.id, deps(provider))).toMatchObject({
      provisioningStatus: 'provisioning',
    });
    await openStore('orders').setJSON(`purchase/${order.id}/1`, {
      startedAt: Date.now() - PURCHASE_STALE_MS - 1000,
    });
    expect(await provisionOrder(order.id, deps(provider))).toMatchObject({
      provisioningStatus: 'failed',
      lastError: customerErrors.outcomeUnknown,
    });
    expect(purchases).toEqual([]);
  });

  test('a mail server that is down leaves the order completed, and the re-drive delivers it later', async () => {
    const order = await ownersPaidOrder();
    const simulated = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });
    const down: Mailer = {
      name: 'smtp',
      send: async () => {
        throw new Error('SMTP connection refused');
      },
    };
    const mailsOfOrder = async () =>
      (await listOutbox({ to: 'owner@example.com', kind: 'order-ready' })).filter((mail) =>
        mail.text.includes(order.id.slice(0, 8)),
      );
    const done = await provisionOrder(order.id, deps(simulated, down));
    expect(done).toMatchObject({ provisioningStatus: 'completed', iccid: expect.any(String) });
    expect(await mailsOfOrder()).toEqual([]);
    // The mail is queued: the re-drive's mail step sends it once the server is back, and only once.
    const later = Date.now() + STUCK_AFTER_MS + 1000;
    await redriveStuckOrders(inProcess(deps(simulated)), later);
    await sendQueuedMail({ now: later });
    await sendQueuedMail({ now: later + STUCK_AFTER_MS });
    expect(await mailsOfOrder()).toHaveLength(1);
    expect((await findOrder(order.id))?.deliveredAt).not.toBeNull();
  });

  test('an order left pending by a lost trigger is provisioned by the re-drive', async () => {
    const order = await ownersPaidOrder();
    await redriveStuckOrders(
      inProcess(deps(createSimulatedProvider({ latencyMs: 0, failureRate: 0 }))),
      Date.now() + STUCK_AFTER_MS + 1000,
    );
    expect((await findOrder(order.id))?.provisioningStatus).toBe('completed');
  });
});

describe('the QR code and the orders list', () => {
  test('only the owner gets the QR PNG, never cached; the list shows the order with its plan snapshot', async () => {
    const order = await ownersPaidOrder();
    await provisionOrder(order.id, deps(createSimulatedProvider({ latencyMs: 0, failureRate: 0 })));

    const mine = await call(orderQr, `/api/orders/${order.id}/qr`, {
      cookie: owner.cookie,
      params: { id: order.id },
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('image/png');
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(
      Buffer.from(await mine.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    const theirs = await call(orderQr, `/api/orders/${order.id}/qr`, {
      cookie: stranger.cookie,
      params: { id: order.id },
    });
    expect(theirs.status).toBe(404);
    expect(
      (await call(orderQr, `/api/orders/${order.id}/qr`, { params: { id: order.id } })).status,
    ).toBe(401);

    const list = (await (
      await call(ordersHandler, '/api/orders', { cookie: owner.cookie })
    ).json()) as {
      id: string;
      qrCodeUrl: string;
      plan: { name: string };
    }[];
    expect(list.find((o) => o.id === order.id)).toMatchObject({
      qrCodeUrl: `/api/orders/${order.id}/qr`,
      plan: { name: '5GB 7 Days' },
    });
    expect(
      await (await call(ordersHandler, '/api/orders', { cookie: stranger.cookie })).json(),
    ).toEqual([]);
  });
});
