/**
 * The install reminders' re-drive step costs the same Blobs calls with 200 orders stored as with
 * 2,000, and with reminders to come listed months ahead: it reads only the due days of its own
 * index, never the orders' history. Real local Blobs, outbox and simulated provider.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from 'vitest';
import { listReminders } from '../../src/features/esims/reminders/install-reminder-index.server.ts';
import { remindToInstall } from '../../src/features/esims/reminders/install-reminders.server.ts';
import { createOrderOnce, newOrder } from '../../src/features/orders/orders.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { withDirectBlobs } from '../support/direct-blobs.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { simulatorAt } from '../support/refund-orders.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs({ mute: ['error'] });
const { buyer } = useCustomers({ buyer: 'remind-cost@example.com' });

const DAY = 86_400_000;
const NEVER = 365 * DAY;

/** Reminders to come for `count` eSIMs, spread over the next 300 days (trips booked ahead). */
function listFutureReminders(count: number) {
  return withDirectBlobs(blobs.directory, async () => {
    for (let n = 0; n < count; n++) {
      const at = Date.now() + 3 * DAY + (n % 300) * DAY;
      await listReminders(randomBytes(12).toString('hex'), [{ kind: 'before-travel', at }]);
    }
  });
}

/** The same work due at both sizes: two eSIMs not installed a day after delivery. */
async function measure() {
  const clock = { now: Date.now() };
  const esims = await Promise.all(
    [1, 2].map(async () => {
      const provider = simulatorAt(clock, NEVER);
      const made = newOrder({
        paymentIntentId: `pi_remind_cost_${randomBytes(10).toString('hex')}`,
        userId: buyer.userId,
        plan: JAPAN_5GB_PLAN,
        amountCents: 1850,
        currency: 'usd',
      });
      await createOrderOnce(made);
      return (await provisionOrder(made.id, { provider, sleep: async () => {} }))!;
    }),
  );
  const now = Math.max(...esims.map((esim) => Date.parse(esim.deliveredAt!))) + DAY + 60_000;
  clock.now = now;
  const provider = simulatorAt(clock, NEVER);
  const run = await countBlobsCalls(() =>
    remindToInstall({ provider: () => provider }, { now, cursor: null, limit: 20 }),
  );
  expect(run.result.result).toMatchObject({ sent: 2 });
  return run.calls;
}

test('a run costs the same with 200 orders stored as with 2,000', async () => {
  await seedShop(blobs.directory, { orders: 200, days: 30 });
  await listFutureReminders(50);
  const small = await measure();
  await seedShop(blobs.directory, { orders: 1_800, days: 30 });
  await listFutureReminders(450);
  const large = await measure();
  expect(large).toEqual(small);
}, 180_000);
