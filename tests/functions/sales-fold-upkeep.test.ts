/**
 * What the sales step does besides folding: a shop counted inline before the fold keeps its
 * figures and gets its totals summed a batch of days a run; a day's recount resumes from its cursor
 * over as many runs as it takes; old markers are swept; the step shows a backlog and since when.
 * Against the real local Blobs server.
 */
import { describe, expect, test } from 'vitest';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { createOrderOnce, newOrder, saveOrder } from '../../src/features/orders/orders.server.ts';
import { emptySalesDay } from '../../src/features/orders/sales/sales-day.ts';
import { readSalesDays } from '../../src/features/orders/sales/sales-days.server.ts';
import { MARKERS_KEPT_DAYS } from '../../src/features/orders/sales/sales-event.ts';
import { runSalesFold } from '../../src/features/orders/sales/sales-fold-step.server.ts';
import { foldSalesEvents } from '../../src/features/orders/sales/sales-fold.server.ts';
import { sweepOldMarkers } from '../../src/features/orders/sales/sales-marker-sweep.server.ts';
import { recountRequestedDays } from '../../src/features/orders/sales/sales-recount.server.ts';
import {
  countedEvents,
  recountRequests,
  salesDays,
  salesEvents,
} from '../../src/features/orders/sales/sales-store.server.ts';
import {
  backfillShopTotals,
  readShopTotals,
} from '../../src/features/orders/sales/sales-totals.server.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error', 'warn'] });
const { buyer } = useCustomers({ buyer: 'sales-upkeep@example.com' });

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);
const fold = () => foldSalesEvents({ now: Date.now(), outOfTime: () => false });
let intents = 0;

async function paidOn(day: string): Promise<OrderRecord> {
  const order = newOrder({
    paymentIntentId: `pi_upkeep_${++intents}`,
    userId: buyer.userId,
    plan: JAPAN_5GB_PLAN,
    amountCents: 1500,
    currency: 'usd',
  });
  return (await createOrderOnce({ ...order, createdAt: `${day}T08:00:00.000Z` })).order;
}

/** A day record as the inline count left it: no version, an event pending without its marker. */
async function countedInline(day: string, orders: number, delivered: number) {
  await salesDays.write(day, {
    ...emptySalesDay(day),
    ...{ orders, delivered, revenue: { USD: orders * 1500 }, checkouts: orders + 2 },
    pending: ['0123456789abcdef01234567.paid'],
  });
  await countedEvents.write(`${day}/fedcba9876543210fedcba98.paid`, { at: `${day}T09:00:00Z` });
}

describe('a shop that counted inline before the fold', () => {
  test('keeps its figures, and its totals are summed a batch of days a run', async () => {
    const [first, second, third] = [daysAgo(40), daysAgo(39), daysAgo(38)];
    await countedInline(first, 4, 3);
    await countedInline(second, 2, 2);
    await countedInline(third, 5, 1);
    // A replay of an event the inline count took: pending in the record, or marked.
    await salesEvents.write(`${first}/0123456789abcdef01234567.paid`, {
      at: new Date().toISOString(),
      adds: { ...emptySalesDay(first), orders: 1 },
    });
    await salesEvents.write(`${second}/fedcba9876543210fedcba98.paid`, {
      at: new Date().toISOString(),
      adds: { ...emptySalesDay(second), orders: 1 },
    });
    const order = await paidOn(first);
    await saveOrder({ ...order, provisioningStatus: 'failed', attempts: 3 });

    const expectFigures = async () => {
      const [one, two] = await readSalesDays([first, second]);
      expect(one).toMatchObject({ orders: 5, delivered: 3, failed: 1, checkouts: 6 });
      expect(two).toMatchObject({ orders: 2, delivered: 2, checkouts: 4 });
    };
    await expectFigures();
    expect(await fold()).toMatchObject({ folded: 2, repeated: 2, left: 0 });
    await expectFigures();
    expect(await salesDays.read(first)).toMatchObject({
      legacy: { orders: 4, delivered: 3, failed: 0, refunded: 0 },
      version: 1,
    });
    // The event the inline count left pending is marked before the list drops it.
    expect(await countedEvents.read(`${first}/0123456789abcdef01234567.paid`)).not.toBeNull();

    // Only the fold's own events until the days before it are summed, two a run.
    expect(await readShopTotals()).toEqual({ orders: 1, delivered: 0, failed: 1, refunded: 0 });
    const outOfTime = () => false;
    expect(await backfillShopTotals({ outOfTime, days: 2 })).toEqual({ added: 2, done: false });
    expect(await readShopTotals()).toEqual({ orders: 7, delivered: 5, failed: 1, refunded: 0 });
    expect(await backfillShopTotals({ outOfTime, days: 2 })).toEqual({ added: 1, done: true });
    expect(await backfillShopTotals({ outOfTime, days: 2 })).toEqual({ added: 0, done: true });
    expect(await readShopTotals()).toEqual({ orders: 12, delivered: 6, failed: 1, refunded: 0 });
  });
});

describe("a day's recount", () => {
  test('resumes from its cursor, a bounded number of orders a run, and records only what is missing', async () => {
    const day = daysAgo(20);
    const orders = await Promise.all([1, 2, 3, 4, 5].map(() => paidOn(day)));
    // Two payments whose events were lost (as if their write had failed), and the request left.
    await Promise.all(
      orders.slice(3).map((order) => salesEvents.remove(`${day}/${order.id}.paid`)),
    );
    await fold();
    expect((await readSalesDays([day]))[0]).toMatchObject({ orders: 3 });
    await recountRequests.write(`${day}/${new Date(Date.now() - 1000).toISOString()}-0a0b0c0d`, {
      at: new Date().toISOString(),
    });

    let cursor: string | null = null;
    const runs: unknown[] = [];
    do {
      const run = await recountRequestedDays({
        now: Date.now(),
        cursor,
        outOfTime: () => false,
        limit: 2,
      });
      runs.push(run.result);
      cursor = run.cursor;
    } while (cursor !== null && runs.length < 10);
    expect(runs).toEqual([
      { recounted: [], recorded: expect.any(Number) },
      { recounted: [], recorded: expect.any(Number) },
      { recounted: [day], recorded: expect.any(Number) },
    ]);
    expect(runs.reduce((sum: number, run) => sum + (run as { recorded: number }).recorded, 0)).toBe(
      2,
    );
    expect(await recountRequests.listNames()).toEqual([]);
    await fold();
    expect((await readSalesDays([day]))[0]).toMatchObject({ orders: 5 });
  });
});

describe('old markers', () => {
  test('are swept once their day is older than they are kept, a bounded number a run', async () => {
    const old = daysAgo(MARKERS_KEPT_DAYS + 1);
    const kept = daysAgo(MARKERS_KEPT_DAYS - 1);
    for (const n of [1, 2, 3]) await countedEvents.write(`${old}/old-${n}.paid`, { at: old });
    await countedEvents.write(`${kept}/kept.paid`, { at: kept });
    const sweep = (limit: number) =>
      sweepOldMarkers({ now: Date.now(), outOfTime: () => false, limit });
    expect(await sweep(2)).toEqual({ removed: 2, oldDaysLeft: 1 });
    expect(await sweep(2)).toEqual({ removed: 1, oldDaysLeft: 0 });
    expect(await countedEvents.listNames(`${old}/`)).toEqual([]);
    expect(await countedEvents.listNames(`${kept}/`)).toEqual(['kept.paid']);
  });
});

describe('the step', () => {
  test('shows the events still waiting, and since when, until none is left', async () => {
    const day = daysAgo(5);
    await Promise.all([1, 2, 3].map(() => paidOn(day)));
    const stopped = await runSalesFold({ now: 1_000, outOfTime: () => true, memo: null });
    expect(stopped).toMatchObject({ cursor: null, left: 3, oldestAt: 1_000, memo: '1000' });
    const still = await runSalesFold({ now: 2_000, outOfTime: () => true, memo: stopped.memo });
    expect(still).toMatchObject({ left: 3, oldestAt: 1_000 });
    const done = await runSalesFold({ now: 3_000, outOfTime: () => false, memo: still.memo });
    expect(done).toMatchObject({ left: 0, oldestAt: null, memo: '' });
  });
});
