/**
 * No request waits on a key every checkout writes: fifty checkouts and fifty paid orders at once
 * each write their own event key, no read, no retry, and the fold adds up exactly what a recount
 * gives; stopped at any write, rerun or doubled, it counts each event once. Real local Blobs.
 */
import { describe, expect, test } from 'vitest';
import completeOrder from '../../netlify/functions/complete-order.mts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import {
  createOrderOnce,
  findOrder,
  markRefunded,
  newOrder,
  orderIdFor,
  saveOrder,
} from '../../src/features/orders/orders.server.ts';
import {
  addOrderEvent,
  emptySalesDay,
  salesEventsOf,
  type SalesDay,
} from '../../src/features/orders/sales/sales-day.ts';
import { readSalesDays } from '../../src/features/orders/sales/sales-days.server.ts';
import { foldSalesEvents } from '../../src/features/orders/sales/sales-fold.server.ts';
import { readShopTotals } from '../../src/features/orders/sales/sales-totals.server.ts';
import { salesEvents } from '../../src/features/orders/sales/sales-store.server.ts';
import { blobsClientPrototype } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { openCheckout, payWithTestCard } from '../support/checkout-calls.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

// Errors: the provisioning trigger has no server here; the crashes below are logged.
useLocalBlobs({ mute: ['error', 'warn'] });
const { buyer } = useCustomers({ buyer: 'hot-key@example.com' });

const PLANS = ['jp-5gb-7d', 'fr-5gb-7d', 'us-5gb-7d', 'it-5gb-7d'];
const DAY_MS = 86_400_000;
const fold = () => foldSalesEvents({ now: Date.now(), outOfTime: () => false });

interface SalesRequest {
  key: string;
  method: string;
  status: number;
}
type MakeRequest = (request: {
  key?: string;
  method: string;
  storeName?: string;
}) => Promise<Response>;

/**
 * Runs `work` with the Blobs calls to the sales store seen; from the `crashAfter`-th write or
 * delete on, each throws, as if the process died there.
 */
async function inSalesStore<T>(
  work: () => Promise<T>,
  crashAfter = Infinity,
): Promise<{ result: T | Error; requests: SalesRequest[] }> {
  const client = blobsClientPrototype() as unknown as { makeRequest: MakeRequest };
  const original = client.makeRequest;
  const requests: SalesRequest[] = [];
  let changes = 0;
  client.makeRequest = async function (this: unknown, request) {
    const method = request.method.toLowerCase();
    const sales = request.storeName?.endsWith('-sales') && request.key !== undefined;
    if (sales && (method === 'put' || method === 'delete') && ++changes > crashAfter)
      throw new Error('the process died here (injected)');
    const response = await original.call(this, request);
    if (sales) requests.push({ key: request.key!, method, status: response.status });
    return response;
  };
  try {
    return { result: await work().catch((error: Error) => error), requests };
  } finally {
    client.makeRequest = original;
  }
}

/** A day's figures, rows in a fixed order, without the fold's own fields. */
function figures(day: SalesDay) {
  const { pending: _p, version: _v, legacy: _l, ...counts } = day;
  return {
    ...counts,
    destinations: [...day.destinations].sort((a, b) => a.name.localeCompare(b.name)),
    plans: [...day.plans].sort((a, b) => a.planId.localeCompare(b.planId)),
  };
}

/** What a recount of `orders` (all paid on `day`) gives, with `checkouts` checkouts. */
function recounted(day: string, orders: readonly OrderRecord[], checkouts = 0) {
  let counters = { ...emptySalesDay(day), checkouts };
  for (const order of orders)
    for (const event of salesEventsOf(order)) counters = addOrderEvent(counters, order, event);
  return figures(counters);
}

const dayFigures = async (day: string) => figures((await readSalesDays([day]))[0]!);

describe('fifty checkouts and fifty paid orders at once', () => {
  test('write one event key each, read nothing, retry nothing; the fold adds them up exactly', async () => {
    const day = new Date().toISOString().slice(0, 10);
    const totalsBefore = await readShopTotals();
    const { result: completed, requests } = await inSalesStore(async () => {
      const quotes = await Promise.all(
        Array.from({ length: 50 }, async (_, i) => {
          const planId = PLANS[i % PLANS.length]!;
          return (await (await openCheckout(buyer, { planId })).json()) as CreatedIntent;
        }),
      );
      await Promise.all(quotes.map((quote) => payWithTestCard(quote.clientSecret)));
      const answers = await Promise.all(
        quotes.map((quote) =>
          call(completeOrder, '/api/complete-order', {
            body: { paymentIntentId: quote.paymentIntentId },
            cookie: buyer.cookie,
          }),
        ),
      );
      await afterAnswersSettled();
      return { quotes, statuses: answers.map((answer) => answer.status) };
    });
    if (completed instanceof Error) throw completed;
    expect(completed.quotes).toHaveLength(50);
    expect(completed.statuses.every((status) => status === 201)).toBe(true);

    const writes = requests.filter((request) => request.method === 'put');
    expect(requests.filter((request) => request.method !== 'put')).toEqual([]);
    expect(writes.filter((write) => !write.key.startsWith('event/'))).toEqual([]);
    expect(writes.filter((write) => write.status !== 200)).toEqual([]);
    expect(writes).toHaveLength(100);

    const orders = await Promise.all(
      completed.quotes.map(async (quote) => (await findOrder(orderIdFor(quote.paymentIntentId)))!),
    );
    const expected = recounted(day, orders, 50);
    expect(await dayFigures(day), 'before the fold').toEqual(expected);
    expect(await fold()).toMatchObject({ folded: 100, repeated: 0, left: 0 });
    expect(await dayFigures(day), 'after the fold').toEqual(expected);
    expect(await salesEvents.listNames()).toEqual([]);
    expect(await readShopTotals()).toEqual({ ...totalsBefore, orders: totalsBefore.orders + 50 });
  });
});

let days = 0;
/** A day of its own for each try, within the last year (an order is recorded again within it). */
const nextDay = () => new Date(Date.now() - (300 - days++) * DAY_MS).toISOString().slice(0, 10);
let intents = 0;

/** Three orders paid on `day`: one paid, one delivered, one delivered then refunded. */
async function threeOrders(day: string): Promise<OrderRecord[]> {
  const made = await Promise.all(
    [0, 1, 2].map(async () => {
      const order = newOrder({
        paymentIntentId: `pi_hot_key_${++intents}`,
        userId: buyer.userId,
        plan: JAPAN_5GB_PLAN,
        amountCents: 1500,
        currency: 'usd',
      });
      return (await createOrderOnce({ ...order, createdAt: `${day}T10:00:00.000Z` })).order;
    }),
  );
  const delivered = await Promise.all(
    made.slice(1).map((order) =>
      saveOrder({
        ...order,
        provisioningStatus: 'completed',
        attempts: 1,
        iccid: `89880000000000${intents}`,
        deliveredAt: new Date().toISOString(),
      }),
    ),
  );
  const refunded = (await markRefunded(delivered[1]!.id, new Date().toISOString()))!;
  return [made[0]!, delivered[0]!, refunded];
}

const totalsOf = (orders: readonly OrderRecord[]) => ({
  orders: orders.length,
  delivered: orders.filter((order) => order.deliveredAt !== null).length,
  failed: 0,
  refunded: orders.filter((order) => order.refundedAt !== null).length,
});
const plus = (a: ReturnType<typeof totalsOf>, b: ReturnType<typeof totalsOf>) => ({
  orders: a.orders + b.orders,
  delivered: a.delivered + b.delivered,
  failed: a.failed + b.failed,
  refunded: a.refunded + b.refunded,
});

describe('the fold stopped anywhere', () => {
  test('at each of its writes and deletes, then run again: every event once, exact at every point', async () => {
    let tries = 0;
    for (let crashAfter = 0; ; crashAfter++) {
      await fold();
      const before = await readShopTotals();
      const day = nextDay();
      const orders = await threeOrders(day);
      const expected = { day: recounted(day, orders), totals: plus(before, totalsOf(orders)) };
      const crashed = await inSalesStore(fold, crashAfter);
      tries++;
      expect(await dayFigures(day), `stopped after ${crashAfter}`).toEqual(expected.day);
      expect(await readShopTotals(), `stopped after ${crashAfter}`).toEqual(expected.totals);
      // A webhook's replay of the payment while the fold is stopped, and again after.
      await createOrderOnce(orders[2]!);
      await fold();
      await createOrderOnce(orders[2]!);
      await fold();
      expect(await dayFigures(day), `run again after ${crashAfter}`).toEqual(expected.day);
      expect(await readShopTotals(), `run again after ${crashAfter}`).toEqual(expected.totals);
      expect(await salesEvents.listNames()).toEqual([]);
      if (!(crashed.result instanceof Error)) break;
    }
    // Six events: a day write, a totals write, six markers, six deletes.
    expect(tries).toBeGreaterThanOrEqual(14);
  });

  test('two folds at once, the second at each step of the first: every event once', async () => {
    let before = await readShopTotals();
    const tries = await forEachInterleaving({
      setup: async () => {
        await fold();
        before = await readShopTotals();
        const day = nextDay();
        return { day, orders: await threeOrders(day) };
      },
      matches: (_, key) => /^(day|totals|counted|event)\//.test(key),
      holdAfterReads: 'getWithMetadata',
      runA: fold,
      runB: fold,
      check: async ({ fixture: { day, orders }, step }) => {
        const totals = plus(before, totalsOf(orders));
        expect(await dayFigures(day), `B after A's step ${step}`).toEqual(recounted(day, orders));
        expect(await readShopTotals(), `B after A's step ${step}`).toEqual(totals);
        await fold();
        expect(await dayFigures(day), `then folded, step ${step}`).toEqual(recounted(day, orders));
        expect(await readShopTotals()).toEqual(totals);
        expect(await salesEvents.listNames()).toEqual([]);
      },
    });
    expect(tries).toBeGreaterThanOrEqual(3);
  });
});
