/**
 * The sales counters stay exact: events arriving at each step of the fold, two payments of a day at
 * once, one event counted twice (a webhook again, a rerun), and a failed count recounted from the
 * day's orders, read before and after the fold. Real local Blobs.
 */
import { getStore } from '@netlify/blobs';
import { describe, expect, test, vi } from 'vitest';
import type { OrderRecord, PlanSnapshot } from '../../src/features/orders/order.ts';
import {
  createOrderOnce,
  markRefunded,
  newOrder,
  saveOrder,
} from '../../src/features/orders/orders.server.ts';
import { readSalesDays } from '../../src/features/orders/sales/sales-days.server.ts';
import { runSalesFold } from '../../src/features/orders/sales/sales-fold-step.server.ts';
import { recountRequestedDays } from '../../src/features/orders/sales/sales-recount.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error', 'warn'] });
const { buyer } = useCustomers({ buyer: 'sales-counters@example.com' });

const COSTED_PLAN: PlanSnapshot = { ...JAPAN_5GB_PLAN, id: 'jp-costed', cost: 11.25 };

/**
 * Each try of a race gets a day of its own, so every try starts from empty counters; within the
 * last year, where an order is recorded again.
 */
let days = 0;
const DAY_MS = 86_400_000;
const nextDay = () => {
  const day = new Date(Date.now() - (300 - days++) * DAY_MS).toISOString().slice(0, 10);
  return `${day}T09:00:00.000Z`;
};
let intents = 0;

/** A paid order made at `createdAt`, as fulfilment makes it (not yet created). */
const orderAt = (createdAt: string, plan = JAPAN_5GB_PLAN): OrderRecord => ({
  ...newOrder({
    paymentIntentId: `pi_sales_${++intents}`,
    userId: buyer.userId,
    plan,
    amountCents: Math.round(plan.price * 100),
    currency: 'usd',
  }),
  createdAt,
});

const deliver = (order: OrderRecord) =>
  saveOrder({
    ...order,
    provisioningStatus: 'completed',
    attempts: 1,
    iccid: '8988000000000000042',
    deliveredAt: new Date().toISOString(),
  });

const countersOf = async (at: string) => (await readSalesDays([at.slice(0, 10)]))[0]!;
const isSalesStep = (key: string) => /^(day|totals|counted|event)\//.test(key);
/** The re-drive's sales step, as a scheduled run makes it. */
const foldStep = () => runSalesFold({ now: Date.now(), outOfTime: () => false, memo: null });

/** `check` on the figures as read now, then again once the fold has run. */
async function beforeAndAfterFold(check: () => Promise<void>): Promise<void> {
  await check();
  await foldStep();
  await check();
}

describe('two events of one day, racing', () => {
  test('a payment and a refund: both counted, whichever step of the fold they arrive at', async () => {
    const price = Math.round(JAPAN_5GB_PLAN.price * 100);
    const tries = await forEachInterleaving({
      setup: async () => {
        await foldStep();
        const at = nextDay();
        const delivered = await deliver((await createOrderOnce(orderAt(at))).order);
        return { at, delivered, paying: orderAt(at) };
      },
      matches: (_, key) => isSalesStep(key),
      holdAfterReads: 'getWithMetadata',
      runA: () => foldStep(),
      runB: async ({ delivered, paying }) => {
        await createOrderOnce(paying);
        await markRefunded(delivered.id, new Date().toISOString());
      },
      check: ({ fixture, step }) =>
        beforeAndAfterFold(async () => {
          expect(await countersOf(fixture.at), `B after the fold's step ${step}`).toMatchObject({
            orders: 2,
            revenue: { USD: 2 * price },
            delivered: 1,
            refunded: 1,
            refundedAmount: { USD: price },
          });
        }),
    });
    expect(tries).toBeGreaterThanOrEqual(3);
    recordAttack({
      round: 3,
      item: 9,
      attack:
        'a payment and a refund of one day recorded while the fold was between reading and writing the day counters, at each step',
      tries,
      outcome: 'no effect',
    });
  });

  test('two payments of one day: both in the orders, the revenue, and their plans', async () => {
    const tries = await forEachInterleaving({
      setup: async () => {
        const at = nextDay();
        return { at, first: orderAt(at), second: orderAt(at, COSTED_PLAN) };
      },
      matches: (_, key) => isSalesStep(key),
      holdAfterReads: true,
      runA: ({ first }) => createOrderOnce(first),
      runB: ({ second }) => createOrderOnce(second),
      check: ({ fixture, step }) =>
        beforeAndAfterFold(async () => {
          const counters = await countersOf(fixture.at);
          expect(counters.orders, `B after A's step ${step}`).toBe(2);
          expect(counters.plans.map((plan) => [plan.planId, plan.orders]).sort()).toEqual([
            [JAPAN_5GB_PLAN.id, 1],
            [COSTED_PLAN.id, 1],
          ]);
          expect(counters.destinations).toEqual([
            {
              name: 'Japan',
              orders: 2,
              revenue: { USD: 2 * Math.round(JAPAN_5GB_PLAN.price * 100) },
            },
          ]);
        }),
    });
    // Each records one key of its own: nothing of one waits on the other.
    expect(tries).toBeGreaterThanOrEqual(1);
  });
});

describe('the same event twice', () => {
  test('a payment fulfilled twice at once (page and webhook) counts once, at every step', async () => {
    const tries = await forEachInterleaving({
      setup: async () => {
        const at = nextDay();
        return { at, order: orderAt(at) };
      },
      matches: (_, key) => isSalesStep(key),
      holdAfterReads: true,
      runA: ({ order }) => createOrderOnce(order),
      runB: ({ order }) => createOrderOnce(order),
      check: ({ fixture, step }) =>
        beforeAndAfterFold(async () => {
          expect((await countersOf(fixture.at)).orders, `B after A's step ${step}`).toBe(1);
        }),
    });
    expect(tries).toBeGreaterThanOrEqual(1);
    recordAttack({
      round: 3,
      item: 9,
      attack: 'the same payment fulfilled twice at once, the second run at each step of the first',
      tries,
      outcome: 'no effect',
    });
  });

  test('a webhook replayed, a delivery saved again and a refund marked again count once', async () => {
    const at = nextDay();
    const order = orderAt(at);
    const made = (await createOrderOnce(order)).order;
    await createOrderOnce(order); // the webhook's replay
    const delivered = await deliver(made);
    await deliver(made); // a re-drive re-running the delivery step on its old copy
    await foldStep();
    await markRefunded(delivered.id, new Date().toISOString());
    await createOrderOnce(order); // a replay after the fold
    await markRefunded(delivered.id, new Date().toISOString());
    await beforeAndAfterFold(async () => {
      expect(await countersOf(at)).toMatchObject({ orders: 1, delivered: 1, refunded: 1 });
    });
  });
});

describe('a count that fails', () => {
  test("never fails the customer's path, and the re-drive recounts the day from its orders", async () => {
    const at = nextDay();
    const first = (await createOrderOnce(orderAt(at, COSTED_PLAN))).order;
    const prototype = Object.getPrototypeOf(getStore({ name: 'dev-sales' })) as {
      setJSON: (key: string, ...rest: unknown[]) => Promise<unknown>;
    };
    const original = prototype.setJSON;
    const failing = vi.spyOn(prototype, 'setJSON').mockImplementation(function (
      this: { name: string },
      key,
      ...rest
    ) {
      if (this.name.endsWith('-sales') && key.startsWith('event/'))
        return Promise.reject(new Error('Blobs write failed (injected fault)'));
      return original.call(this, key, ...rest);
    });
    let delivered: OrderRecord;
    try {
      delivered = await deliver(first);
      await createOrderOnce(orderAt(at));
    } finally {
      failing.mockRestore();
    }
    expect(delivered.deliveredAt).not.toBeNull();
    await foldStep();
    expect(await countersOf(at)).toMatchObject({ orders: 1, delivered: 0 });

    const recount = () =>
      recountRequestedDays({ now: Date.now(), cursor: null, outOfTime: () => false });
    expect((await recount()).result.recounted).toEqual([at.slice(0, 10)]);
    await beforeAndAfterFold(async () => {
      const recounted = await countersOf(at);
      expect(recounted).toMatchObject({ orders: 2, delivered: 1, failed: 0, refunded: 0 });
      expect(recounted.plans.find((plan) => plan.planId === COSTED_PLAN.id)).toMatchObject({
        orders: 1,
        costedOrders: 1,
        cost: { USD: 1125 },
      });
    });
    expect((await recount()).result.recounted).toEqual([]);

    // Events the recount recorded are marked once folded: a late replay of them adds nothing.
    await createOrderOnce(first);
    await deliver(first);
    await beforeAndAfterFold(async () => {
      expect(await countersOf(at)).toMatchObject({ orders: 2, delivered: 1 });
    });
  });
});
