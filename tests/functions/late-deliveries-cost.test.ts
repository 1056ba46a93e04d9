/**
 * The re-drive's 'late deliveries' step costs the same Blobs calls whatever the shop's history: it
 * reads the in-flight index up to the cut-off, never every order. Measured with 200 delivered
 * orders, then again after 1,800 more, each time with the same five late eSIMs in flight.
 */
import { beforeAll, expect, test } from 'vitest';
import { tellLateDeliveries } from '../../src/features/provisioning/late-deliveries.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { countBlobsCalls, type BlobsCalls } from '../support/blobs-calls.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs({ env: { ADMIN_EMAILS: 'late-owner@example.com' }, mute: ['warn'] });
const { buyer } = useCustomers({ buyer: 'late-cost@example.com' });

const HOUR = 3_600_000;
const LATE = 5;

const run = () =>
  tellLateDeliveries({}, { now: Date.now(), cursor: null, limit: 100, outOfTime: () => false });

/** A run that tells five late eSIMs, and the next, which finds them told; then they arrive. */
async function measure(): Promise<{ telling: BlobsCalls; after: BlobsCalls }> {
  const provider = simulatorAt({ now: Date.now() });
  const paidAt = new Date(Date.now() - 2 * HOUR).toISOString();
  const late = [];
  for (let n = 0; n < LATE; n++)
    late.push(await deliveredOrder(buyer.userId, provider, { deliver: false, createdAt: paidAt }));
  const telling = await countBlobsCalls(run);
  expect(telling.result.told).toBe(LATE);
  const after = await countBlobsCalls(run);
  expect(after.result.told).toBe(0);
  // Delivered at last: off the in-flight index, so the next measure starts from none.
  for (const order of late) await provisionOrder(order.id, { provider, sleep: async () => {} });
  return { telling: telling.calls, after: after.calls };
}

let small: Awaited<ReturnType<typeof measure>>;
let large: Awaited<ReturnType<typeof measure>>;

beforeAll(async () => {
  await seedShop(blobs.directory, { orders: 200, days: 30 });
  small = await measure();
  await seedShop(blobs.directory, { orders: 1800, days: 30 });
  large = await measure();
}, 300_000);

test('telling five late eSIMs costs the same with 2,000 orders as with 200', () => {
  expect(small.telling.total).toBeGreaterThan(0);
  expect(large.telling).toEqual(small.telling);
});

test('a run that finds them told already costs the same with 2,000 orders as with 200', () => {
  expect(large.after).toEqual(small.after);
});
