/**
 * The sweep's steps for webhook events, the support history and keys no longer written cost the
 * same Blobs calls with 1,000 orders as with 10,000 (and ten times the events, messages and old
 * keys), never more than their allowance (docs/retention.md).
 */
import { expect, test } from 'vitest';
import { markEventProcessed } from '../../src/features/checkout/webhook-events.server.ts';
import { STEP_ALLOWANCE, SWEEP_STEPS } from '../../src/features/retention/sweeps.server.ts';
import { getPaymentGateway } from '../../src/features/payments/payments.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { sweepBudget } from '../../src/lib/sweep-budget.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { withDirectBlobs } from '../support/direct-blobs.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs();
const DAY = 86_400_000;
const STEPS = [
  'webhook events',
  'webhook events before the index',
  'support history',
  'provider call claims by minute',
  'answered marks of the first inbox',
];
const RUNS = 4;
/** Where each step stands: cleared before each size, so both measure the same first runs. */
const CURSORS = {
  orders: [
    'webhook-event-expires-cursor',
    'walk-cursor/webhook-event-expiry-backfill',
    'walk-cursor/provider-call-minutes',
  ],
  contact: ['history-sweep/cursor', 'walk-cursor/answered-marks'],
} as const;

const hex = (n: number, digits: number) => n.toString(16).padStart(digits, '0');

/** `orders` orders, with a tenth as many messages, and per order the old keys the steps delete. */
async function growShop(orders: number, from: number) {
  const now = Date.now();
  const shop = await seedShop(blobs.directory, { orders, messages: orders / 10 });
  await withDirectBlobs(blobs.directory, async () => {
    const esims = openStore('esims');
    const ordersStore = openStore('orders');
    const contact = openStore('contact');
    for (const [i, order] of shop.orders.entries()) {
      const n = from + i;
      if (order.iccid) await esims.setJSON(`provider-call/${order.iccid}/${29_000_000 + n}`, {});
      const eventId = `evt_${hex((n * 2_654_435_761) % 2 ** 32, 8)}${hex(n, 6)}`;
      const daysAgo = 31 + (n % 30);
      if (n % 2 === 0) await markEventProcessed(eventId, now - daysAgo * DAY);
      else
        await ordersStore.setJSON(`webhook-event/${eventId}`, {
          at: new Date(now - daysAgo * DAY).toISOString(),
        });
      const answeredAt = new Date(Date.UTC(2026, 8, 1) + (n % 90) * DAY + 36_000_000);
      await contact.setJSON(`answered/${answeredAt.toISOString()}-${hex(n, 8)}`, {});
    }
  });
}

async function firstRuns(): Promise<Record<string, number[]>> {
  for (const [store, keys] of Object.entries(CURSORS))
    for (const key of keys) await openStore(store as keyof typeof CURSORS).delete(key);
  const gateway = await getPaymentGateway();
  // Three years on, every seeded message is past its time.
  const later = Date.now() + 3 * 366 * DAY;
  const perStep: Record<string, number[]> = {};
  for (const [name, step] of SWEEP_STEPS.filter(([name]) => STEPS.includes(name))) {
    const now = name === 'support history' ? later : Date.now();
    perStep[name] = [];
    for (let run = 0; run < RUNS; run++) {
      const { calls } = await countBlobsCalls(() =>
        step(sweepBudget(STEP_ALLOWANCE), now, { gateway: async () => gateway }),
      );
      perStep[name].push(calls.total);
    }
  }
  return perStep;
}

test('each step makes the same Blobs calls a run with 1,000 and with 10,000 orders, within its allowance', async () => {
  await growShop(1000, 0);
  const small = await firstRuns();
  await growShop(9000, 1000);
  const large = await firstRuns();
  console.info('sweep calls per run, first runs of each step', { small, large });
  expect(Object.keys(large).sort()).toEqual([...STEPS].sort());
  // A run cut off inside a slice writes the walk's cursor once more, past its allowance.
  const upToAllowance = (perStep: Record<string, number[]>) =>
    Object.fromEntries(
      Object.entries(perStep).map(([name, runs]) => [
        name,
        runs.map((calls) => Math.min(calls, STEP_ALLOWANCE)),
      ]),
    );
  expect(upToAllowance(large)).toEqual(upToAllowance(small));
  for (const runs of [...Object.values(small), ...Object.values(large)])
    for (const calls of runs) expect(calls).toBeLessThanOrEqual(STEP_ALLOWANCE + 1);
}, 900_000);
