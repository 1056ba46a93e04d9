/**
 * The no-data rescue costs the same Blobs calls whatever the shop's history: a run of the check and
 * a customer's GET /api/orders are measured with 200 rescues sent to other customers, then again
 * with 2,000. The check walks only the eSIMs in flight; My Orders lists only its owner's rescues.
 */
import { describe, expect, test } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import { providerCallBudget } from '../../src/features/esims/provider-call-budget.ts';
import { checkArrivals } from '../../src/features/esims/rescue-check.server.ts';
import { claimRescue } from '../../src/features/esims/rescue-sent.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ env: { ESIMGO_API_KEY: undefined }, mute: ['warn', 'error'] });
const { traveller } = useCustomers({ traveller: 'rescue-cost@example.com' });

const provider = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });
let seeded = 0;

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

/** One run of the check and one My Orders answer, as Blobs calls. */
async function measure() {
  const run = await countBlobsCalls(() =>
    checkArrivals(
      {
        provider,
        budget: providerCallBudget({ calls: 40, perSecond: 2, sleep: async () => {} }),
        rescueAfterMs: 120 * 60_000,
      },
      // Far enough on that every watched eSIM's minute gate is open again.
      { now: Date.now() + 60 * 60_000 * ++runs, cursor: null, limit: 200 },
    ),
  );
  const orders = await countBlobsCalls(async () => {
    const response = await call(ordersHandler, '/api/orders', { cookie: traveller.cookie });
    expect(response.status).toBe(200);
  });
  return { run: run.calls, orders: orders.calls };
}
let runs = 0;

describe('the no-data rescue: cost independent of history', () => {
  test('a check run and My Orders: the same Blobs calls with 200 and 2,000 rescues stored', async () => {
    // The traveller's eSIM, watched and not arrived: each run asks about it once.
    const order = await paidOrder(traveller.userId, `pi_test_rescue_cost_${Date.now()}`);
    await provisionOrder(order.id, { provider, sleep: async () => {} });
    // Its first look records where it was seen (nowhere yet); the runs measured are the ones after.
    await measure();
    await seedRescues(200);
    const small = await measure();
    await seedRescues(2000);
    const large = await measure();
    expect(large).toEqual(small);
  }, 300_000);
});
