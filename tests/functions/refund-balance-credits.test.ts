/**
 * A refund records where the revoked bundle's value went: eSIM Go puts it back in our inventory,
 * not on our balance, so the refund says 'pending' and the operators see it on
 * GET /api/admin/balance-credits until they credit it and mark it. Real local Blobs server.
 */
import { describe, expect, test } from 'vitest';
import balanceCredits from '../../netlify/functions/admin-balance-credits.mts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { findRefund } from '../../src/features/refunds/refund-records.server.ts';
import { bundleOf } from '../../src/features/refunds/refund-rules.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { call } from '../support/call.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const PATH = '/api/admin/balance-credits';
useLocalBlobs({ env: { ADMIN_EMAILS: 'credits-owner@roamly.example' }, mute: ['error'] });
const { admin, customer } = useCustomers({
  admin: 'credits-owner@roamly.example',
  customer: 'credits-traveller@example.com',
});

const listed = async () =>
  (await (await call(balanceCredits, PATH, { cookie: admin.cookie })).json()) as {
    orderId: string;
  }[];

async function refundedOrder() {
  const simulator = simulatorAt({ now: Date.now() });
  const order = await deliveredOrder(customer.userId, simulator);
  expect(
    await requestRefund(customer.userId, order.id, { provider: simulator, gateway: testGateway }),
  ).toMatchObject({ ok: true, finished: true });
  return order;
}

describe('the balance credit of a refunded bundle', () => {
  test('after a refund the record says the credit is pending, and the admin list shows the order, its bundle, its ICCID and when it was refunded', async () => {
    const order = await refundedOrder();
    const refund = await findRefund(order.id);
    expect(refund).toMatchObject({ step: 'done', balanceCredit: 'pending' });

    const answer = await call(balanceCredits, PATH, { cookie: admin.cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(
      ((await answer.json()) as object[]).find(
        (entry) => (entry as { orderId: string }).orderId === order.id,
      ),
    ).toEqual({
      orderId: order.id,
      bundle: bundleOf(order),
      iccid: order.iccid,
      refundedAt: expect.any(String),
    });
  });

  test('an admin marks one credited: the record says so, it leaves the list, and a second mark finds nothing (404)', async () => {
    const order = await refundedOrder();
    const mark = (cookie = admin.cookie) =>
      call(balanceCredits, PATH, { cookie, body: { orderId: order.id } });

    const marked = await mark();
    expect(marked.status).toBe(200);
    expect(await marked.json()).toEqual({ orderId: order.id, balanceCredit: 'credited' });
    expect(await findRefund(order.id)).toMatchObject({ balanceCredit: 'credited' });
    expect((await listed()).map(({ orderId }) => orderId)).not.toContain(order.id);
    const again = await mark();
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: 'No pending balance credit for this order' });
  });

  test('a customer is refused (403), signed out 401, a cross-site mark 403: nothing listed or marked', async () => {
    const order = await refundedOrder();
    for (const [cookie, status] of [
      [customer.cookie, 403],
      [undefined, 401],
    ] as const) {
      const list = await call(balanceCredits, PATH, { cookie });
      expect(list.status).toBe(status);
      expect(JSON.stringify(await list.json())).not.toContain(order.id);
      expect(
        (await call(balanceCredits, PATH, { cookie, body: { orderId: order.id } })).status,
      ).toBe(status);
    }
    const crossSite = await call(balanceCredits, PATH, {
      cookie: admin.cookie,
      body: { orderId: order.id },
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect(await findRefund(order.id)).toMatchObject({ balanceCredit: 'pending' });
    expect((await listed()).map(({ orderId }) => orderId)).toContain(order.id);
  });

  test('a refund recorded before the credit was (no field) reads as unknown, not as pending', async () => {
    const orderId = 'a'.repeat(24);
    const at = new Date().toISOString();
    await openStore('orders').setJSON(`refund/${orderId}`, {
      orderId,
      step: 'done',
      startedAt: at,
      updatedAt: at,
      paymentRefundId: 're_1',
    });
    expect(await findRefund(orderId)).toMatchObject({ step: 'done', balanceCredit: null });
  });
});
