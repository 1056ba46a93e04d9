import { describe, expect, test } from 'vitest';
import { openStore } from '../../src/lib/blobs.ts';
import {
  createOrderOnce,
  listUserOrders,
  markRefunded,
  newOrder,
  saveOrder,
} from '../../src/features/orders/orders.server.ts';
import { afterReads } from '../support/faults-blobs.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs();

const plan = {
  id: 'fr-5gb-7d',
  name: '5GB 7 Days',
  country: 'France',
  countryCode: 'FR',
  data: '5GB',
  duration: '7 Days',
  price: 15,
};
const order = (intent: string, userId = 'user-1') =>
  newOrder({ paymentIntentId: intent, userId, plan, amountCents: 1500, currency: 'usd' });

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
    const completed = await saveOrder({
      ...placed,
      provisioningStatus: 'completed',
      iccid: '8988000000000000000',
      lpa: 'LPA:1$a$b',
    });
    // A racing writer put back an old copy of the summary.
    await openStore('orders').setJSON('summary/user-2', { orders: { [placed.id]: placed } });
    expect((await listUserOrders('user-2'))[0]).toMatchObject({
      provisioningStatus: 'completed',
      iccid: completed.iccid,
    });
    await openStore('orders').delete('summary/user-2');
    expect((await listUserOrders('user-2')).map((o) => o.id)).toEqual([placed.id]);
  });

  /** A delivered order of `userId`'s, listed once so that the summary holds it as settled. */
  async function deliveredAndListed(intent: string, userId: string) {
    const placed = (await createOrderOnce(order(intent, userId))).order;
    await saveOrder({
      ...placed,
      provisioningStatus: 'completed',
      iccid: '8988000000000000001',
      lpa: 'LPA:1$a$b',
      deliveredAt: placed.createdAt,
    });
    expect(await listUserOrders(userId)).toMatchObject([{ id: placed.id, refundedAt: null }]);
    return placed;
  }

  /**
   * Lists `userId`'s orders with the refund of `refunded` made while the listing reads
   * `whileReading` (after it read the summary).
   */
  async function listWithRefundDuring(userId: string, whileReading: string, refunded: string) {
    let refundedYet = false;
    const hook = afterReads(async (_store, key) => {
      if (refundedYet || key !== `id/${whileReading}`) return;
      refundedYet = true;
      await markRefunded(refunded, '2026-05-02T10:00:00.000Z');
    });
    try {
      await listUserOrders(userId);
    } finally {
      hook.restore();
    }
    expect(refundedYet).toBe(true);
  }

  test('a delivered order refunded shows as refunded, the summary that held it delivered replaced', async () => {
    const placed = await deliveredAndListed('pi_test_refunded', 'user-5');
    await markRefunded(placed.id, '2026-05-02T10:00:00.000Z');
    expect(await listUserOrders('user-5')).toMatchObject([
      { refundedAt: '2026-05-02T10:00:00.000Z' },
    ]);
  });

  test('a listing that read the summary before a refund never writes its copy back after it', async () => {
    const placed = await deliveredAndListed('pi_test_refund_race', 'user-6');
    // A new order the summary does not hold yet: the listing reads its record, and wants to rewrite
    // the summary.
    const newer = (await createOrderOnce(order('pi_test_refund_race_2', 'user-6'))).order;
    await listWithRefundDuring('user-6', newer.id, placed.id);
    expect((await listUserOrders('user-6')).find((o) => o.id === placed.id)).toMatchObject({
      refundedAt: '2026-05-02T10:00:00.000Z',
    });
  });

  test('a listing that found no summary and read the order before its refund does not create one after it', async () => {
    const placed = (await createOrderOnce(order('pi_test_refund_race_3', 'user-7'))).order;
    await saveOrder({
      ...placed,
      provisioningStatus: 'completed',
      iccid: '8988000000000000002',
      lpa: 'LPA:1$a$b',
      deliveredAt: placed.createdAt,
    });
    await listWithRefundDuring('user-7', placed.id, placed.id);
    expect(await listUserOrders('user-7')).toMatchObject([
      { refundedAt: '2026-05-02T10:00:00.000Z' },
    ]);
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
