/**
 * The seeded shop used by the cost tests is the shop its repositories make: a seeded order is
 * found, listed and counted as one made by a request would be, and seeding a second time adds to
 * the first.
 */
import { describe, expect, test } from 'vitest';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';
import {
  findOrder,
  listOrderIds,
  listUserOrders,
} from '../../src/features/orders/orders.server.ts';
import { findUserByEmail } from '../../src/features/auth/users.server.ts';
import { readContactRecord } from '../../src/features/support/contact-messages.server.ts';

const blobs = useLocalBlobs();

describe('a seeded shop', () => {
  test('its orders, customers and messages read back through the repositories', async () => {
    const shop = await seedShop(blobs.directory, { orders: 200, messages: 10, inFlight: 3 });
    expect(shop.orders).toHaveLength(200);
    const delivered = shop.orders.find((order) => order.provisioningStatus === 'completed')!;
    expect(await findOrder(delivered.id)).toEqual(delivered);
    const owner = shop.customers.find((customer) => customer.id === delivered.userId)!;
    expect(await findUserByEmail(owner.email)).toMatchObject({ id: owner.id });
    expect((await listUserOrders(owner.id)).map((order) => order.id)).toContain(delivered.id);
    expect(shop.orders.filter((order) => order.provisioningStatus === 'pending')).toHaveLength(3);
    expect(await readContactRecord(shop.messageIds[0]!)).not.toBeNull();

    const more = await seedShop(blobs.directory, { orders: 100 });
    expect(new Set([...shop.orders, ...more.orders].map((order) => order.id)).size).toBe(300);
  });

  test('a listing counts the pages Netlify would answer it in', async () => {
    const { calls } = await countBlobsCalls(listOrderIds);
    expect(calls).toMatchObject({ reads: 0, writes: 0, listPages: 1 });
    await seedShop(blobs.directory, { orders: 1200, days: 30 });
    const { calls: after } = await countBlobsCalls(listOrderIds);
    expect(after.listPages).toBe(2);
  });
});
