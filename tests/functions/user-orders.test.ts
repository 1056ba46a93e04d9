import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openStore } from '../../src/lib/blobs.ts';
import { createOrderOnce, listUserOrders, markRefunded, newOrder, saveOrder } from '../../src/features/orders/orders.server.ts';
import { startLocalBlobs, type LocalBlobs } from '../support/blobs-server.ts';

let blobs: LocalBlobs;
beforeAll(async () => {
  blobs = await startLocalBlobs();
});
afterAll(() => blobs.stop());

const plan = { id: 'fr-5gb-7d', name: '5GB 7 Days', country: 'France', countryCode: 'FR', data: '5GB', duration: '7 Days', price: 15 };
const order = (intent: string, userId = 'user-1') => newOrder({ paymentIntentId: intent, userId, plan, amountCents: 1500, currency: 'usd' });

describe("a customer's order list", () => {
  test('lists every order newest first, each once', async () => {
    const first = (await createOrderOnce(order('pi_test_list_1'))).order;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await createOrderOnce(order('pi_test_list_2'))).order;
    await createOrderOnce(order('pi_test_list_2'));
    expect((await listUserOrders('user-1')).map((o) => o.id)).toEqual([second.id, first.id]);
  });

  test('a stale or lost summary never hides an order or its current state', async () => {
    const placed = (await createOrderOnce(order('pi_test_stale', 'user-2'))).order;
    const completed = await saveOrder({ ...placed, provisioningStatus: 'completed', iccid: '8988000000000000000', lpa: 'LPA:1$a$b' });
    // A racing writer put back an old copy of the summary.
    await openStore('orders').setJSON('summary/user-2', { orders: { [placed.id]: placed } });
    expect((await listUserOrders('user-2'))[0]).toMatchObject({ provisioningStatus: 'completed', iccid: completed.iccid });
    await openStore('orders').delete('summary/user-2');
    expect((await listUserOrders('user-2')).map((o) => o.id)).toEqual([placed.id]);
  });

  test('a delivered order refunded within its 14 days shows as refunded, even beside a summary that holds it delivered', async () => {
    const placed = (await createOrderOnce(order('pi_test_refunded', 'user-5'))).order;
    const delivered = await saveOrder({
      ...placed,
      provisioningStatus: 'completed',
      iccid: '8988000000000000001',
      lpa: 'LPA:1$a$b',
      deliveredAt: placed.createdAt,
    });
    expect(await listUserOrders('user-5')).toMatchObject([{ refundedAt: null }]);
    await markRefunded(placed.id, '2026-05-02T10:00:00.000Z');
    expect(await listUserOrders('user-5')).toMatchObject([{ refundedAt: '2026-05-02T10:00:00.000Z' }]);
    // A racing listing put back its copy from before the refund: the record still wins in the window.
    await openStore('orders').setJSON('summary/user-5', { orders: { [placed.id]: delivered } });
    expect(await listUserOrders('user-5')).toMatchObject([{ refundedAt: '2026-05-02T10:00:00.000Z' }]);
  });

  test('an index whose order record was never written (a crash between them) is skipped', async () => {
    const listed = (await createOrderOnce(order('pi_test_indexed', 'user-4'))).order;
    await openStore('orders').setJSON('user/user-4/000000000000000000000000', {});
    expect((await listUserOrders('user-4')).map((o) => o.id)).toEqual([listed.id]);
  });

  test("another customer's orders are not listed", async () => {
    expect(await listUserOrders('user-3')).toEqual([]);
  });
});
