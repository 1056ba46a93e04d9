/**
 * The re-drive under volume: each step's run is bounded and resumes from its cursor, so 5,000
 * payments of two days starve no other step; a backlog shows on the console and mails the owners
 * once. Time is a clock each Blobs call moves by 5 ms, not real waiting.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import adminRedrive from '../../netlify/functions/admin-redrive.mts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { sendQueuedMailFrom } from '../../src/features/mail/mail-queue.server.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { cancelExpiredQuotesFrom } from '../../src/features/payments/open-quotes.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import {
  REDRIVE_BUDGET_MS,
  runRedrive,
  timeBudget,
  type RedriveRun,
} from '../../src/features/provisioning/redrive.server.ts';
import type { RedriveStatusAnswer } from '../../src/features/provisioning/redrive-status.ts';
import { finishStalledRefundsFrom } from '../../src/features/refunds/refund-redrive.server.ts';
import { findRefund } from '../../src/features/refunds/refund-records.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { blobsClientPrototype } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { listAwaiting, plantOpenQuotes, plantPaidIntents } from '../support/redrive-shop.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'redrive-owner@example.com';
const blobs = useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['warn', 'error'] });
const { owner } = useCustomers({ owner: OWNER });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = Date.now();
const simulator = simulatorAt({ now: start });

/** A clock that each Blobs call, whichever step makes it, moves by 5 ms. */
async function onBlobsClock<T>(work: (clock: () => number) => Promise<T>): Promise<T> {
  const client = blobsClientPrototype();
  const original = client.makeRequest;
  let clock = 0;
  client.makeRequest = function (this: unknown, request) {
    clock += 5;
    return original.call(this, request);
  };
  try {
    return await work(() => clock);
  } finally {
    client.makeRequest = original;
  }
}

const triggered: string[] = [];
const runAt = (now: number, outOfTime?: () => boolean) =>
  runRedrive({
    gateway: async () => testGateway,
    trigger: async (orderId) => void triggered.push(orderId),
    sendQueuedMail: (input) => sendQueuedMailFrom(input),
    finishRefunds: (input) =>
      finishStalledRefundsFrom({ provider: simulator, gateway: testGateway }, input),
    now,
    ...(outOfTime ? { outOfTime } : {}),
  } satisfies RedriveRun);

const redriveStatus = async () =>
  (await (
    await call(adminRedrive, '/api/admin/redrive', { cookie: owner.cookie })
  ).json()) as RedriveStatusAnswer;
const stepNamed = async (name: string) =>
  (await redriveStatus()).steps.find((step) => step.name === name)!;

describe('5,000 payments of two days starve no other step', () => {
  let stuckOrderId: string;
  let refundedOrderId: string;
  let expiredQuote: string | undefined;

  beforeAll(async () => {
    // The re-drive has run with the index for more than 48 hours: payments from before it are done.
    await runAt(start - 49 * HOUR);
    const paid = await plantPaidIntents(blobs.directory, 5000);
    // Listed for the re-drive an hour ago: it has not looked at any of them yet.
    await listAwaiting(blobs.directory, paid, start - HOUR);
    const { orders } = await seedShop(blobs.directory, { orders: 1, inFlight: 1 });
    stuckOrderId = orders[0]!.id;
    const order = await deliveredOrder(owner.userId, simulator);
    const down = { ...testGateway, refund: () => Promise.reject(new Error('Stripe answered 500')) };
    await requestRefund(owner.userId, order.id, { provider: simulator, gateway: down });
    refundedOrderId = order.id;
    [expiredQuote] = await plantOpenQuotes(blobs.directory, 1, start - MINUTE);
  }, 300_000);

  test('one run, within its budget, triggers the stuck order, finishes the refund and cancels the expired quote', async () => {
    expect(await findRefund(refundedOrderId)).toMatchObject({
      step: expect.not.stringMatching(/^done$/),
    });
    const spent = await onBlobsClock(async (clock) => {
      await runAt(start + 11 * MINUTE, timeBudget(REDRIVE_BUDGET_MS, clock));
      return clock();
    });
    expect(spent).toBeLessThan(30_000);
    expect(triggered).toContain(stuckOrderId);
    expect(await findRefund(refundedOrderId)).toMatchObject({ step: 'done' });
    expect(await findOrder(refundedOrderId)).toMatchObject({ refundedAt: expect.any(String) });
    expect(await testGateway.retrieveIntent(expiredQuote!)).toMatchObject({ status: 'canceled' });
  });

  test('the payments left for later runs show on the console, and the owners are mailed once when they waited over an hour', async () => {
    // Listed an hour before the run, most still waiting: the step is behind.
    const payments = await stepNamed('payments without an order');
    expect(payments.backlog).toBeGreaterThan(4000);
    expect(payments.oldestAgeMs).toBeGreaterThan(HOUR);
    expect(payments).toMatchObject({ behind: true, lastError: null });
    expect(await stepNamed('stuck orders')).toMatchObject({ backlog: 0, behind: false });
    const alerts = () => listOutbox({ to: OWNER, kind: 'redrive-behind' });
    expect(await alerts()).toHaveLength(1);
    expect((await alerts())[0]?.subject).toBe('The re-drive is behind: payments without an order');
    await runAt(start + 16 * MINUTE);
    expect(await alerts()).toHaveLength(1);
  });
});

describe('a step cut short by its budget', () => {
  test('resumes from its cursor at the next run: every expired quote is cancelled once, none skipped', async () => {
    const quotes = await plantOpenQuotes(blobs.directory, 30, start - MINUTE);
    const cancelled: string[] = [];
    const gateway = {
      ...testGateway,
      cancelIntent: async (id: string) => {
        cancelled.push(id);
        return testGateway.cancelIntent(id);
      },
    };
    // The first run's budget runs out after 7 quotes are taken up.
    let looks = 0;
    const firstRun = { now: start + HOUR, cursor: null, limit: 200, outOfTime: () => ++looks > 7 };
    const first = await cancelExpiredQuotesFrom(gateway, firstRun);
    expect(first).toMatchObject({ done: 7, cursor: expect.any(String) });
    const second = await cancelExpiredQuotesFrom(gateway, {
      ...firstRun,
      cursor: first.cursor,
      outOfTime: () => false,
    });
    expect(second.cursor).toBeNull();
    const ours = cancelled.filter((id) => quotes.includes(id));
    expect(ours.sort()).toEqual([...quotes].sort());
    expect(new Set(cancelled).size).toBe(cancelled.length);
  });
});
