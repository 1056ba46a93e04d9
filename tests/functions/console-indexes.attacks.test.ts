/**
 * Staff's order indexes stay true to the orders: two calls creating the same order at once (the
 * page and Stripe's webhook), forced through every interleaving, leave one entry per index, at the
 * stored order's time; an entry a crash left out is written again by the repair and the re-drive.
 */
import { describe, expect, test } from 'vitest';
import adminCustomers from '../../netlify/functions/admin-customers.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import { repairCustomerDirectory } from '../../src/features/auth/customer-directory.server.ts';
import type {
  CustomerSearchAnswer,
  OrderSearchAnswer,
} from '../../src/features/admin/orders/order-search.ts';
import { createUser } from '../../src/features/auth/users.server.ts';
import { repairAllOrderIndexes } from '../../src/features/orders/order-index-repair.server.ts';
import { removeOrderIndexes } from '../../src/features/orders/order-indexes.server.ts';
import {
  createOrderOnce,
  findOrder,
  listCustomerIdsWithOrders,
  newOrder,
} from '../../src/features/orders/orders.server.ts';
import { redriveStuckOrders } from '../../src/features/provisioning/redrive.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { orderAt } from '../support/search-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });
const { owner, buyer } = useCustomers({ owner: OWNER, buyer: 'buyer@example.com' });

const found = async (query: string) =>
  (
    (await (
      await call(adminOrders, `/api/admin/orders${query}`, { cookie: owner.cookie })
    ).json()) as OrderSearchAnswer
  ).orders.map((row) => row.id);

/** Every key of the orders store's staff indexes that names `orderId`. */
async function indexKeysOf(orderId: string): Promise<string[]> {
  const { blobs } = await openStore('orders').list({ prefix: 'by-' });
  return blobs.map((blob) => blob.key).filter((key) => key.endsWith(`-${orderId}`));
}

describe('creating one order twice at once', () => {
  test('leaves each index one entry, at the stored order time, whatever the interleaving', async () => {
    let run = 0;
    const tries = await forEachInterleaving({
      setup: async () => {
        run++;
        const paymentIntentId = `pi_race_${run}`;
        const made = (minute: number) => ({
          ...newOrder({
            paymentIntentId,
            userId: buyer.userId,
            plan: JAPAN_5GB_PLAN,
            amountCents: 1850,
            currency: 'usd',
          }),
          createdAt: new Date(Date.UTC(2026, 4, run, 9, minute)).toISOString(),
        });
        // The page and the webhook each make the order at their own time.
        return { page: made(0), webhook: made(1) };
      },
      matches: () => true,
      runA: (orders) => createOrderOnce(orders.page),
      runB: (orders) => createOrderOnce(orders.webhook),
      check: async ({ fixture }) => {
        const stored = await findOrder(fixture.page.id);
        expect(stored).not.toBeNull();
        const time = String(Date.parse(stored!.createdAt)).padStart(13, '0');
        const keys = await indexKeysOf(stored!.id);
        // by-day, by-destination under 'japan' and 'jp': no entry at the loser's time.
        expect(keys).toHaveLength(3);
        for (const key of keys) expect(key).toContain(`/${time}-${stored!.id}`);
        const day = stored!.createdAt.slice(0, 10);
        expect(await found(`?from=${day}&to=${day}`)).toEqual([stored!.id]);
      },
    });
    expect(tries).toBeGreaterThan(3);
    recordAttack({
      round: 3,
      item: 4,
      attack:
        'create the same order from the page and the webhook at once, held between its index and record writes',
      tries,
      outcome: 'no effect',
    });
  });
});

describe('a missing index entry', () => {
  test('is written again by the repair of all orders', async () => {
    const order = await orderAt({
      userId: buyer.userId,
      paymentIntentId: 'pi_before_indexes',
      createdAt: '2026-06-01T08:00:00.000Z',
      state: 'delivered',
    });
    await removeOrderIndexes(order); // as an order made before the indexes existed
    expect(await found('?from=2026-06-01&to=2026-06-01')).toEqual([]);
    expect(await found(`?q=${order.iccid}`)).toEqual([]);

    expect((await repairAllOrderIndexes()).written).toBeGreaterThanOrEqual(4);
    expect(await found('?from=2026-06-01&to=2026-06-01')).toEqual([order.id]);
    expect(await found(`?q=${order.iccid}`)).toEqual([order.id]);
    expect(await found('?destination=jp&from=2026-06-01')).toEqual([order.id]);
  });

  test('is written again by the re-drive for a stuck order it triggers', async () => {
    const order = await orderAt({
      userId: buyer.userId,
      paymentIntentId: 'pi_stuck_unindexed',
      createdAt: '2026-06-02T08:00:00.000Z',
    });
    await removeOrderIndexes(order);
    const triggered: string[] = [];
    await redriveStuckOrders(
      { trigger: async (id) => void triggered.push(id) },
      Date.parse(order.updatedAt) + 11 * 60 * 1000,
    );
    expect(triggered).toContain(order.id);
    expect(await found('?from=2026-06-02&to=2026-06-02')).toEqual([order.id]);
  });

  test('an account made outside registration is found by name once repaired', async () => {
    const user = await createUser({
      email: 'imported@example.com',
      firstName: 'Ingrid',
      lastName: 'Østergaard',
      passwordHash: 'not-a-real-hash',
    });
    await orderAt({
      userId: user!.id,
      paymentIntentId: 'pi_imported',
      createdAt: '2026-06-03T08:00:00.000Z',
    });
    const byName = async () =>
      (
        (await (
          await call(adminCustomers, '/api/admin/customers?q=ostergaard', { cookie: owner.cookie })
        ).json()) as CustomerSearchAnswer
      ).customers.map((row) => row.id);
    expect(await byName()).toEqual([]);
    await repairCustomerDirectory(await listCustomerIdsWithOrders());
    expect(await byName()).toEqual([user!.id]);
  });
});
