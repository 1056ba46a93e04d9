/**
 * The delivery promise and a late eSIM (docs/decisions/0048-delivery-promise-and-late-refund.md):
 * My Orders' answer on the way, the customer and owners told once, 'Refund now', the automatic
 * refund once under interleaved runs, and a delivery after the refund buying nothing.
 */
import { describe, expect, test } from 'vitest';
import orderQr from '../../netlify/functions/order-qr.mts';
import orderRefund from '../../netlify/functions/order-refund.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import type { CustomerOrder, OrderRecord } from '../../src/features/orders/order.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { listOrderEvents } from '../../src/features/orders/order-events.server.ts';
import { DELIVERY_PROMISE_MS } from '../../src/features/orders/delivery-promise.ts';
import { tellLateDeliveries } from '../../src/features/provisioning/late-deliveries.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import {
  refundLateAutomatically,
  requestRefund,
} from '../../src/features/refunds/refunds.server.ts';
import { call } from '../support/call.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { countingProvider } from '../support/paid-orders.ts';
import {
  countingRefunds,
  countingRevokes,
  deliveredOrder,
  simulatorAt,
} from '../support/refund-orders.ts';
import { useCustomers, useEnv, useLocalBlobs } from '../support/use-local-blobs.ts';
import { refundAsStaff } from '../../src/features/refunds/staff-refunds.server.ts';
import { loadAdminOrder } from '../../src/features/admin/orders/order-view.server.ts';

const OWNER = 'promise-owner@example.com';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['error', 'warn'] });
const { buyer } = useCustomers({ buyer: 'promise-buyer@example.com' });

const HOUR = 3_600_000;
const noWaits = { sleep: async () => {} };

async function listed(orderId: string): Promise<CustomerOrder> {
  const answer = await call(ordersHandler, '/api/orders', { cookie: buyer.cookie });
  const orders = (await answer.json()) as CustomerOrder[];
  return orders.find((order) => order.id === orderId)!;
}

/** A paid eSIM order, not delivered, paid `hoursAgo` on the test gateway. */
const paidAgo = (hoursAgo: number) =>
  deliveredOrder(buyer.userId, simulatorAt({ now: Date.now() }), {
    deliver: false,
    createdAt: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  });

/** The late step as one re-drive run calls it, at `now`. */
const lateStep = (deps: Parameters<typeof tellLateDeliveries>[0] = {}, now = Date.now()) =>
  tellLateDeliveries(deps, { now, cursor: null, limit: 100, outOfTime: () => false });

const mailsAbout = async (order: OrderRecord, kind: string, to?: string) =>
  (await listOutbox({ to, kind })).filter((mail) => mail.text.includes(order.id.slice(0, 8)));

/**
 * The simulated provider, made slow: it places the order and answers 'pending' (eSIM Go takes up
 * to 10 minutes to assign), and its lookups answer 'pending' until `assigned` is set.
 */
function slowProvider(state: { assigned: boolean }): EsimProvider {
  const simulator = simulatorAt({ now: Date.now() });
  return {
    ...simulator,
    order: async (input) => {
      const placed = await simulator.order(input);
      return { kind: 'pending', providerReference: placed.providerReference };
    },
    lookup: async (reference) =>
      state.assigned
        ? simulator.lookup(reference)
        : { kind: 'pending', providerReference: reference },
  };
}

describe('an eSIM on its way says when it will arrive', () => {
  test('the orders API gives the latest time, 30 minutes after payment, until it is delivered', async () => {
    const provider = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(buyer.userId, provider, { deliver: false });
    expect((await listed(order.id)).delivery).toEqual({
      dueBy: new Date(Date.parse(order.createdAt) + DELIVERY_PROMISE_MS).toISOString(),
      lateAt: null,
      refundOffered: false,
    });
    await provisionOrder(order.id, { provider, ...noWaits });
    expect((await listed(order.id)).delivery).toBeNull();
  });
});

describe('a late eSIM is told once', () => {
  test('past the cut-off the re-drive marks it, mails the customer and each owner once, and My Orders offers the refund', async () => {
    const order = await paidAgo(2);
    const recent = await paidAgo(0.5);
    const runs = [await lateStep(), await lateStep()];
    expect(runs.map((run) => run.told)).toEqual([1, 0]);
    expect((await findOrder(order.id))!.lateAt).toEqual(expect.any(String));
    expect((await findOrder(recent.id))!.lateAt).toBeNull();
    expect(await mailsAbout(order, 'delivery-late', buyer.email)).toHaveLength(1);
    const alerts = await mailsAbout(order, 'delivery-late-alert', OWNER);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.links).toContain(`http://localhost:8888/admin/orders/${order.id}`);
    expect((await listed(order.id)).delivery).toMatchObject({
      lateAt: expect.any(String),
      refundOffered: true,
    });
    // Staff's timeline of the order says what was done.
    expect((await listOrderEvents(order.id)).map((event) => event.summary)).toContain(
      'Delivery late: customer told, refund offered',
    );
  });

  test('an eSIM paid within the cut-off is neither told nor refundable: the refund is refused and changes nothing', async () => {
    const order = await paidAgo(0.5);
    const answer = await call(orderRefund, `/api/orders/${order.id}/refund`, {
      method: 'POST',
      cookie: buyer.cookie,
      params: { id: order.id },
    });
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ message: 'This eSIM is not ready yet' });
    expect(await findOrder(order.id)).toMatchObject({
      refundedAt: null,
      provisioningStatus: 'pending',
    });
  });
});

describe("'Refund now' on a late eSIM", () => {
  test('refunds the whole payment once, and a delivery after it buys nothing and mails nothing', async () => {
    const order = await paidAgo(2);
    await lateStep();
    const answer = await call(orderRefund, `/api/orders/${order.id}/refund`, {
      method: 'POST',
      cookie: buyer.cookie,
      params: { id: order.id },
    });
    expect(answer.status).toBe(200);
    const { order: shown } = (await answer.json()) as { order: CustomerOrder };
    expect(shown).toMatchObject({ status: 'refunded', qrCodeUrl: null, delivery: null });
    const again = await call(orderRefund, `/api/orders/${order.id}/refund`, {
      method: 'POST',
      cookie: buyer.cookie,
      params: { id: order.id },
    });
    expect(again.status).toBe(409);
    // The re-drive triggers the stuck order again: the purchase gate refuses to buy.
    const { provider, purchases } = countingProvider(simulatorAt({ now: Date.now() }));
    await provisionOrder(order.id, { provider, ...noWaits });
    expect(purchases).toEqual([]);
    expect(await mailsAbout(order, 'order-ready')).toEqual([]);
    expect(await mailsAbout(order, 'order-refunded', buyer.email)).toHaveLength(1);
    expect(await findOrder(order.id)).toMatchObject({
      provisioningStatus: 'failed',
      refundedAt: expect.any(String),
      deliveredAt: null,
    });
  });

  test('a refund between the provider order placed and its eSIM assigned: the eSIM is never delivered nor shown', async () => {
    const order = await paidAgo(2);
    const state = { assigned: false };
    const provider = slowProvider(state);
    await provisionOrder(order.id, { provider, ...noWaits });
    expect((await findOrder(order.id))!.providerReference).toEqual(expect.any(String));
    await lateStep();
    const refunded = await call(orderRefund, `/api/orders/${order.id}/refund`, {
      method: 'POST',
      cookie: buyer.cookie,
      params: { id: order.id },
    });
    expect(refunded.status).toBe(200);
    state.assigned = true;
    await provisionOrder(order.id, { provider, ...noWaits });
    expect(await mailsAbout(order, 'order-ready')).toEqual([]);
    expect((await listed(order.id)).qrCodeUrl).toBeNull();
    const qr = await call(orderQr, `/api/orders/${order.id}/qr`, {
      cookie: buyer.cookie,
      params: { id: order.id },
    });
    expect(qr.status).not.toBe(200);
  });

  test('the refund and the assigned eSIM racing at every point: the customer gets the eSIM or the money, never both, never neither', async () => {
    const seen = new Set<string>();
    const tries = await forEachInterleaving({
      setup: async () => {
        const order = await paidAgo(2);
        const state = { assigned: false };
        const { provider, revokes } = countingRevokes(slowProvider(state));
        await provisionOrder(order.id, { provider, ...noWaits });
        state.assigned = true;
        const { gateway, refunds } = countingRefunds();
        return { order, provider, gateway, refunds, revokes };
      },
      matches: ({ order }, key) => key.includes(order.id),
      runA: ({ order, provider }) => provisionOrder(order.id, { provider, ...noWaits }),
      runB: ({ order, provider, gateway }) =>
        requestRefund(buyer.userId, order.id, { provider, gateway }),
      check: async ({ fixture: { order, refunds, revokes }, b, step }) => {
        const context = `the refund ran after the delivery's write ${step}`;
        const ready = await mailsAbout(order, 'order-ready');
        const stored = (await findOrder(order.id))!;
        if (!b.ok) {
          // Delivered first: the late refund is refused and the eSIM is the customer's.
          expect(b.reason, context).toBe('delivered-meanwhile');
          expect(ready, context).toHaveLength(1);
          expect(refunds, context).toEqual([]);
          expect(stored, context).toMatchObject({
            deliveredAt: expect.any(String),
            refundedAt: null,
          });
          seen.add('delivered first');
          return;
        }
        expect(refunds, context).toEqual([`refund:${order.id}`]);
        expect(stored.refundedAt, context).toEqual(expect.any(String));
        expect((await listed(order.id)).qrCodeUrl, context).toBeNull();
        if (stored.deliveredAt === null) {
          // The refund won the order: nothing was delivered or revoked.
          expect(ready, context).toEqual([]);
          expect(revokes, context).toEqual([]);
          seen.add('refund first');
        } else {
          // Delivered before the refund looked: an ordinary refund, which revokes the plan.
          expect(ready, context).toHaveLength(1);
          expect(revokes, context).toHaveLength(1);
          seen.add('refunded after delivery');
        }
      },
    });
    expect(tries).toBeGreaterThan(3);
    expect(seen).toContain('refund first');
    expect(seen).toContain('delivered first');
  }, 240_000);
});

describe('staff and a late eSIM', () => {
  test('support refunds a late eSIM not delivered, in full and once, and a delivery after it buys nothing', async () => {
    const order = await paidAgo(2);
    await lateStep();
    const view = await loadAdminOrder(
      order.id,
      () => Promise.reject(new Error('an undelivered eSIM has no status')),
      'support',
    );
    expect(view?.order).toMatchObject({ state: 'paid', lateAt: expect.any(String) });
    const { gateway, refunds } = countingRefunds();
    const deps = { provider: simulatorAt({ now: Date.now() }), gateway };
    expect(await refundAsStaff(order.id, 'provider-refundable', deps)).toMatchObject({
      ok: false,
      reason: 'nothing-delivered',
    });
    expect(await refundAsStaff(order.id, 'whole', deps)).toMatchObject({ ok: true });
    expect(refunds).toHaveLength(1);
    expect(await refundAsStaff(order.id, 'whole', deps)).toMatchObject({
      ok: false,
      reason: 'already-refunded',
    });
    const { provider, purchases } = countingProvider(simulatorAt({ now: Date.now() }));
    await provisionOrder(order.id, { provider, ...noWaits });
    expect(purchases).toEqual([]);
    expect(await mailsAbout(order, 'order-ready')).toEqual([]);
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: expect.any(String) });
  });

  test('an eSIM still inside its promise is not refunded by staff while it is being provisioned', async () => {
    const order = await paidAgo(0.2);
    const { gateway, refunds } = countingRefunds();
    const deps = { provider: simulatorAt({ now: Date.now() }), gateway };
    expect(await refundAsStaff(order.id, 'whole', deps)).toMatchObject({
      ok: false,
      reason: 'not-settled',
    });
    expect(refunds).toEqual([]);
  });
});

describe('LATE_DELIVERY_REFUND=automatic', () => {
  useEnv(() => ({ LATE_DELIVERY_REFUND: 'automatic' }));

  test('two re-drive runs interleaved at every point refund once, tell the customer once and the owners once', async () => {
    const tries = await forEachInterleaving({
      setup: async () => {
        const order = await paidAgo(2);
        const { gateway, refunds } = countingRefunds();
        const provider = simulatorAt({ now: Date.now() });
        const refundLate = (orderId: string) =>
          refundLateAutomatically(orderId, { provider, gateway });
        return { order, refunds, refundLate };
      },
      // The records that decide: the late marker, the refund's gate, the handover, the order, the mails.
      matches: ({ order }, key) =>
        key.includes(order.id) && !/(^|\/)(event|billing-[a-z]+|by-[a-z-]+|in-flight)\//.test(key),
      runA: ({ refundLate }) => lateStep({ refundLate }),
      runB: ({ refundLate }) => lateStep({ refundLate }),
      check: async ({ fixture: { order, refunds }, step }) => {
        const context = `run B ran after run A's write ${step}`;
        expect(refunds, context).toEqual([`refund:${order.id}`]);
        expect(await mailsAbout(order, 'delivery-late', buyer.email), context).toHaveLength(1);
        expect(await mailsAbout(order, 'delivery-late-alert', OWNER), context).toHaveLength(1);
        expect(await mailsAbout(order, 'order-refunded', buyer.email), context).toHaveLength(1);
        expect(await findOrder(order.id), context).toMatchObject({
          refundedAt: expect.any(String),
          deliveredAt: null,
        });
      },
    });
    expect(tries).toBeGreaterThan(3);
  }, 240_000);
});
