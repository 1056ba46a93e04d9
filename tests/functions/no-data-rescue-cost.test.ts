/**
 * The no-data rescue costs the same Blobs calls whatever the history: a check run (one look due,
 * none due) and a customer's GET /api/orders, measured with 200 and then 2,000 rescues sent to
 * others and eSIMs watched but not due.
 */
import { describe, expect, test } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import { providerCallBudget } from '../../src/features/esims/provider-call-budget.ts';
import { checkArrivals } from '../../src/features/esims/rescue/rescue-check.server.ts';
import { claimRescue } from '../../src/features/esims/rescue/rescue-sent.server.ts';
import { watchForArrival } from '../../src/features/esims/rescue/rescue-watch.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ env: { ESIMGO_API_KEY: undefined }, mute: ['warn', 'error'] });
const { traveller } = useCustomers({ traveller: 'rescue-cost@example.com' });

const provider = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });
const HOUR = 60 * 60_000;
let seeded = 0;
let watched = 0;

/** eSIMs of other orders watched but delivered a month on: none of their looks is due. */
async function seedWatched(template: OrderRecord, total: number) {
  const deliveredAt = Date.now() + 30 * 24 * HOUR;
  for (; watched < total; watched += 100) {
    await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        watchForArrival(
          { ...template, iccid: `8987${String(watched + index).padStart(15, '0')}` },
          deliveredAt,
        ),
      ),
    );
  }
}

/** Rescues sent to other customers, up to `total`, as the check records them. */
async function seedRescues(total: number) {
  const until = new Date(Date.now() + 86_400_000).toISOString();
  for (; seeded < total; seeded += 100) {
    await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        claimRescue(
          `other-user-${seeded + index}`,
          `8988${String(seeded + index).padStart(15, '0')}`,
          {
            orderId: 'other',
            sentAt: new Date().toISOString(),
            countryCode: 'JP',
            networks: [],
            seenNetwork: null,
            until,
          },
        ),
      ),
    );
  }
}

/** The oldest hour the last run left to list, as the re-drive keeps it between runs. */
let memo: string | null = null;

/** Runs of the check with nothing due and with one look due at `at`, and My Orders: Blobs calls. */
async function measure(at: number) {
  const check = (now: number) =>
    countBlobsCalls(async () => {
      const run = await checkArrivals(
        {
          provider,
          budget: providerCallBudget({ calls: 40, perSecond: 2, sleep: async () => {} }),
          rescueAfterMs: 120 * 60_000,
        },
        { now, cursor: null, limit: 200, memo },
      );
      memo = run.memo;
    });
  // Nothing is due 6 hours before the traveller's look.
  const idle = await check(at - 6 * HOUR);
  const run = await check(at);
  const orders = await countBlobsCalls(async () => {
    const response = await call(ordersHandler, '/api/orders', { cookie: traveller.cookie });
    expect(response.status).toBe(200);
  });
  return { idle: idle.calls, run: run.calls, orders: orders.calls };
}

describe('the no-data rescue: cost independent of history', () => {
  test('check runs and My Orders: the same Blobs calls with 200 and 2,000 rescues and watched eSIMs', async () => {
    // The traveller's eSIM, watched and not arrived: looked at 6 hours after delivery, then every
    // 12 hours, each look one request.
    const start = Date.now();
    const order = await paidOrder(traveller.userId, `pi_test_rescue_cost_${Date.now()}`);
    await provisionOrder(order.id, { provider, sleep: async () => {} });
    const template = (await findOrder(order.id))!;
    // Its first look records where it was seen (nowhere yet); the runs measured are the ones after.
    const firstLook = start + 6 * HOUR + 60_000;
    await measure(firstLook);
    await seedRescues(200);
    await seedWatched(template, 200);
    const small = await measure(firstLook + 12 * HOUR);
    await seedRescues(2000);
    await seedWatched(template, 2000);
    const large = await measure(firstLook + 24 * HOUR);
    expect(large).toEqual(small);
  }, 300_000);
});
