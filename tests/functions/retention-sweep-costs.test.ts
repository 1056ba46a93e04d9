/**
 * What one hourly sweep costs does not grow with the shop: each step's Blobs calls per run are the
 * same with 1,000 and with 10,000 orders, and never more than its allowance (docs/retention.md).
 * A file of its own: the sweeps' cursors must start on the seeded shop alone.
 */
import { expect, test } from 'vitest';
import { getPaymentGateway } from '../../src/features/payments/payments.server.ts';
import { STEP_ALLOWANCE, SWEEP_STEPS } from '../../src/features/retention/sweeps.server.ts';
import { sweepBudget } from '../../src/lib/sweep-budget.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs();
const HOUR = 3_600_000;
/**
 * Backfills of staff's indexes take a fixed batch of old records a run: what a record costs
 * depends on the record (an order's destinations), and once every old record is done they stop.
 * Their cost is held to the allowance, not to equality.
 */
const RECORD_BATCHES = new Set([
  'order states by destination before the index',
  'inbox before its index',
]);
/**
 * Steps whose first run also does work done once: deleting the keys counted before the day
 * records, and the days before a new cursor. Held to the allowance too.
 */
const FIRST_RUN_WORK = new Set(['sign-in failures', 'account mail counts']);
const equalSteps = (costs: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(costs).filter(
      ([name]) => !RECORD_BATCHES.has(name) && !FIRST_RUN_WORK.has(name),
    ),
  );

test('each step makes the same Blobs calls with 1,000 and with 10,000 orders, never more than its allowance', async () => {
  const gateway = await getPaymentGateway();
  const later = Date.now() + 2 * HOUR;
  const costs = async () => {
    const perStep: Record<string, number> = {};
    for (const [name, step] of SWEEP_STEPS) {
      const { calls } = await countBlobsCalls(() =>
        step(sweepBudget(STEP_ALLOWANCE), later, { gateway: async () => gateway }),
      );
      perStep[name] = calls.total;
    }
    return perStep;
  };
  await seedShop(blobs.directory, { orders: 1000 });
  const small = await costs();
  await seedShop(blobs.directory, { orders: 9000 });
  const large = await costs();
  console.info('sweep calls per step', { small, large });
  expect(equalSteps(large)).toEqual(equalSteps(small));
  for (const total of [...Object.values(small), ...Object.values(large)])
    expect(total).toBeLessThanOrEqual(STEP_ALLOWANCE + 1);
}, 600_000);
