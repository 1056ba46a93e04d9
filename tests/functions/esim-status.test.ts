/**
 * eSIM status: the owner-only function, the 5-minute cache and the cap of one provider usage call
 * per eSIM per minute (docs/decisions/0016-status-cache-and-provider-cap.md), under concurrency
 * and under forced interleavings of two function instances.
 */
import { describe, expect, test } from 'vitest';
import esimStatus from '../../netlify/functions/esim-status.mts';
import type { EsimStatusAnswer } from '../../src/features/esims/esim-status.ts';
import { claimProviderCall } from '../../src/features/esims/provider-call-gate.server.ts';
import {
  createStatusReader,
  type StatusRead,
} from '../../src/features/esims/status-cache.server.ts';
import {
  createOrderOnce,
  markRefunded,
  newOrder,
  saveOrder,
} from '../../src/features/orders/orders.server.ts';
import { ProviderError, type EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { atomicConditionalWrites } from '../support/atomic-blobs.ts';
import { call } from '../support/call.ts';
import { afterReads, forEachInterleaving } from '../support/faults-blobs.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({
  env: { SIMULATED_PROVIDER_LATENCY_MS: '0', SIMULATED_PROVIDER_FAILURE_RATE: '0' },
  mute: ['error'],
});
const { owner, stranger } = useCustomers({
  owner: 'esim-owner@example.com',
  stranger: 'esim-stranger@example.com',
});

const MINUTE = 60_000;
let sequence = 0;

/** A test clock: starts 30 s into a minute, moved by hand. */
function testClock(start = Date.parse('2026-06-10T12:00:30.000Z')) {
  let time = start;
  return {
    now: () => time,
    set: (ms: number) => void (time = ms),
    advance: (ms: number) => void (time += ms),
  };
}

/**
 * A simulated eSIM bought at the clock's time, and the simulated provider counting its usage calls.
 */
async function simulatedEsim(clock: { now: () => number }) {
  const simulated = createSimulatedProvider({
    latencyMs: 0,
    failureRate: 0,
    usage: { installAfterMs: MINUTE, bytesPerMinute: 100_000_000 },
    now: clock.now,
  });
  const bought = await simulated.order({
    orderId: `status-esim-${++sequence}`,
    bundle: 'esim_5GB_7D_JP_V2',
  });
  if (bought.kind !== 'assigned') throw new Error('the simulator always assigns');
  const usageCalls: number[] = [];
  let failing = false;
  const provider: EsimProvider = {
    ...simulated,
    usage: async (iccid) => {
      usageCalls.push(clock.now());
      if (failing) throw new ProviderError('eSIM Go answered 500', { retryable: true });
      return simulated.usage(iccid);
    },
  };
  return {
    iccid: bought.esim.iccid,
    provider,
    usageCalls,
    failWith: (fail: boolean) => void (failing = fail),
  };
}

const answerOf = (read: StatusRead): EsimStatusAnswer => {
  if (!read.ok) throw new Error(`expected a status, got ${read.reason}`);
  return read.answer;
};

describe('GET /api/esims/:id/status', () => {
  async function ownersDeliveredEsim() {
    const order = await paidOrder(owner.userId, `pi_test_status_${++sequence}`);
    const done = await provisionOrder(order.id, {
      provider: createSimulatedProvider({ latencyMs: 0, failureRate: 0 }),
      sleep: async () => {},
    });
    if (!done?.iccid) throw new Error('not delivered');
    return done;
  }

  test("answers the owner with the eSIM's status, never cached by a shared cache", async () => {
    const order = await ownersDeliveredEsim();
    const answer = await call(esimStatus, `/api/esims/${order.id}/status`, {
      cookie: owner.cookie,
      params: { id: order.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await answer.json()).toMatchObject({
      status: 'Not installed yet',
      dataLeft: '5 GB of 5 GB left',
      daysLeft: null,
      queued: [],
      note: null,
      checkedAt: expect.any(String),
    });
    const refreshed = await call(esimStatus, `/api/esims/${order.id}/status?refresh=1`, {
      cookie: owner.cookie,
      params: { id: order.id },
    });
    expect(refreshed.status).toBe(200);
    expect(await refreshed.json()).toMatchObject({
      status: 'Not installed yet',
      note: expect.stringMatching(/refresh again in \d+ seconds/),
    });
  });

  test("another customer, a top-up's id, an undelivered order, a refunded eSIM and a made-up id all get 404 'eSIM not found'", async () => {
    const esim = await ownersDeliveredEsim();
    const refunded = await ownersDeliveredEsim();
    expect(await markRefunded(refunded.id, new Date().toISOString())).toMatchObject({
      refundedAt: expect.any(String),
    });
    const topUp = (
      await createOrderOnce(
        newOrder({
          paymentIntentId: `pi_test_status_topup_${++sequence}`,
          userId: owner.userId,
          plan: JAPAN_5GB_PLAN,
          amountCents: 1850,
          currency: 'usd',
          topUp: { orderId: esim.id, iccid: esim.iccid! },
        }),
      )
    ).order;
    await saveOrder({
      ...topUp,
      provisioningStatus: 'completed',
      deliveredAt: new Date().toISOString(),
    });
    const undelivered = await paidOrder(owner.userId, `pi_test_status_${++sequence}`);
    const asked: [string, { cookie: string }][] = [
      [esim.id, stranger],
      [topUp.id, owner],
      [undelivered.id, owner],
      [refunded.id, owner],
      ['ord_000000000000000000000000', owner],
    ];
    for (const [id, who] of asked) {
      const answer = await call(esimStatus, `/api/esims/${id}/status`, {
        cookie: who.cookie,
        params: { id },
      });
      expect(answer.status, id).toBe(404);
      expect(await answer.json()).toEqual({ message: 'eSIM not found' });
    }
  });

  test('a signed-out caller gets 401, a bad refresh value 400, a POST 405', async () => {
    const esim = await ownersDeliveredEsim();
    expect(
      (await call(esimStatus, `/api/esims/${esim.id}/status`, { params: { id: esim.id } })).status,
    ).toBe(401);
    expect(
      (
        await call(esimStatus, `/api/esims/${esim.id}/status?refresh=yes`, {
          cookie: owner.cookie,
          params: { id: esim.id },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await call(esimStatus, `/api/esims/${esim.id}/status`, {
          method: 'POST',
          cookie: owner.cookie,
          params: { id: esim.id },
        })
      ).status,
    ).toBe(405);
  });
});

describe('the status cache', () => {
  test('a status read less than 5 minutes ago is served without a call; after 5 minutes it is read again', async () => {
    const clock = testClock();
    const esim = await simulatedEsim(clock);
    const read = createStatusReader({ provider: () => esim.provider, now: clock.now });
    expect(answerOf(await read(esim.iccid)).status).toBe('Not installed yet');
    clock.advance(5 * MINUTE);
    expect(answerOf(await read(esim.iccid))).toMatchObject({
      status: 'Not installed yet',
      checkedAt: new Date(clock.now() - 5 * MINUTE).toISOString(),
    });
    expect(esim.usageCalls).toHaveLength(1);
    clock.advance(1);
    // The simulated phone installed the eSIM a minute after purchase and has used 100 MB a minute
    // since.
    expect(answerOf(await read(esim.iccid))).toMatchObject({
      status: 'Active',
      dataLeft: '4.5 GB of 5 GB left',
      daysLeft: 7,
      note: null,
    });
    expect(esim.usageCalls).toHaveLength(2);
  });

  test('Refresh calls the provider, but at most once a minute: within it the cached status comes back with its age and a note', async () => {
    const clock = testClock();
    const esim = await simulatedEsim(clock);
    const read = createStatusReader({ provider: () => esim.provider, now: clock.now });
    const first = answerOf(await read(esim.iccid));
    clock.advance(20_000);
    const tooSoon = answerOf(await read(esim.iccid, { refresh: true }));
    expect(tooSoon.checkedAt).toBe(first.checkedAt);
    expect(tooSoon.note).toMatch(/refresh again in \d+ seconds/);
    expect(esim.usageCalls).toHaveLength(1);
    clock.advance(MINUTE);
    expect(answerOf(await read(esim.iccid, { refresh: true }))).toMatchObject({
      checkedAt: new Date(clock.now()).toISOString(),
      note: null,
    });
    expect(esim.usageCalls).toHaveLength(2);
  });

  test('a provider error serves the last status read with a note, or provider-unavailable when there is none', async () => {
    const clock = testClock();
    const esim = await simulatedEsim(clock);
    const read = createStatusReader({ provider: () => esim.provider, now: clock.now });
    esim.failWith(true);
    expect(await read(esim.iccid)).toEqual({ ok: false, reason: 'provider-unavailable' });
    // Within the minute no second call is made: the failure on record answers at once.
    expect(await read(esim.iccid, { refresh: true })).toEqual({
      ok: false,
      reason: 'provider-unavailable',
    });
    expect(esim.usageCalls).toHaveLength(1);
    esim.failWith(false);
    clock.advance(2 * MINUTE);
    const good = answerOf(await read(esim.iccid));
    esim.failWith(true);
    clock.advance(6 * MINUTE);
    expect(answerOf(await read(esim.iccid))).toMatchObject({
      status: good.status,
      checkedAt: good.checkedAt,
      note: expect.stringContaining('could not reach the network'),
    });
    expect(esim.usageCalls).toHaveLength(3);
  });

  test("with nothing cached and another instance's call under way, the answer is 'checking'", async () => {
    const clock = testClock();
    const esim = await simulatedEsim(clock);
    expect((await claimProviderCall(esim.iccid, clock.now)).ok).toBe(true); // another instance, mid-call
    const read = createStatusReader({
      provider: () => esim.provider,
      now: clock.now,
      waitForOtherCallMs: 0,
    });
    expect(await read(esim.iccid)).toEqual({ ok: false, reason: 'checking', retryAfterSeconds: 3 });
    expect(esim.usageCalls).toHaveLength(0);
  });
});

describe('never more than one provider usage call per eSIM per minute', () => {
  test('20 concurrent requests on one instance make one call and all get the status', async () => {
    const clock = testClock();
    const esim = await simulatedEsim(clock);
    const read = createStatusReader({ provider: () => esim.provider, now: clock.now });
    const reads = await Promise.all(
      Array.from({ length: 20 }, (_, i) => read(esim.iccid, { refresh: i % 2 === 0 })),
    );
    expect(reads.every((r) => r.ok)).toBe(true);
    expect(esim.usageCalls).toHaveLength(1);
  });

  test('20 concurrent Refresh requests on 20 instances make one call (conditional writes atomic, as on Netlify)', async () => {
    const clock = testClock();
    const esim = await simulatedEsim(clock);
    const atomic = atomicConditionalWrites();
    try {
      // The others wait for that call's status up to a limit (2.5 s in production) and stop once it
      // lands: a limit of 30 s here, so a busy machine cannot turn a wait into 'checking'.
      const instances = Array.from({ length: 20 }, () =>
        createStatusReader({
          provider: () => esim.provider,
          now: clock.now,
          waitForOtherCallMs: 30_000,
        }),
      );
      const reads = await Promise.all(instances.map((read) => read(esim.iccid, { refresh: true })));
      expect(esim.usageCalls).toHaveLength(1);
      // The others waited briefly for that call's status rather than answering 'checking'.
      expect(reads.filter((r) => r.ok)).toHaveLength(20);
    } finally {
      atomic.restore();
    }
  });

  test('instance B running whole at each point between the Blobs reads and writes of instance A: one call', async () => {
    const interleavings = await forEachInterleaving({
      setup: async () => {
        const clock = testClock();
        const esim = await simulatedEsim(clock);
        const readA = createStatusReader({ provider: () => esim.provider, now: clock.now });
        const readB = createStatusReader({
          provider: () => esim.provider,
          now: clock.now,
          waitForOtherCallMs: 0,
        });
        return { esim, readA, readB };
      },
      matches: ({ esim }, key) => key.includes(esim.iccid),
      // The cache and the call gate are read before they are written: B also runs right after each
      // of A's reads.
      holdAfterReads: true,
      runA: ({ esim, readA }) => readA(esim.iccid, { refresh: true }),
      runB: ({ esim, readB }) => readB(esim.iccid, { refresh: true }),
      check: ({ fixture: { esim }, step }) => {
        expect(esim.usageCalls, `B ran after A's Blobs step ${step}`).toHaveLength(1);
      },
    });
    expect(interleavings).toBeGreaterThanOrEqual(4);
  });

  test('calls at 12:00:59 and 12:01:00 are not both made: the minute holds across the window edge', async () => {
    const clock = testClock(Date.parse('2026-06-10T12:00:59.000Z'));
    const esim = await simulatedEsim(clock);
    const read = createStatusReader({ provider: () => esim.provider, now: clock.now });
    await read(esim.iccid, { refresh: true });
    clock.set(Date.parse('2026-06-10T12:01:00.000Z'));
    await read(esim.iccid, { refresh: true });
    clock.set(Date.parse('2026-06-10T12:01:58.000Z'));
    await read(esim.iccid, { refresh: true });
    expect(esim.usageCalls).toHaveLength(1);
    clock.set(Date.parse('2026-06-10T12:02:10.000Z'));
    await read(esim.iccid, { refresh: true });
    expect(esim.usageCalls.map((at) => new Date(at).toISOString())).toEqual([
      '2026-06-10T12:00:59.000Z',
      '2026-06-10T12:02:10.000Z',
    ]);
  });

  test('a request whose claim lands after the minute turned, once another took the new minute, makes no call', async () => {
    const clock = testClock(Date.parse('2026-06-10T12:00:59.900Z'));
    const esim = await simulatedEsim(clock);
    const readA = createStatusReader({ provider: () => esim.provider, now: clock.now });
    const readB = createStatusReader({ provider: () => esim.provider, now: clock.now });
    let bRan = false;
    // A read the gate's record (none) at 12:00:59.9 and is slow to write its claim ...
    const hold = afterReads(async (_store, key) => {
      if (bRan || key !== `provider-claim/${esim.iccid}`) return;
      bRan = true;
      // ... meanwhile the clock turns and B, in the new minute, finds no claim either and calls.
      clock.set(Date.parse('2026-06-10T12:01:00.500Z'));
      await readB(esim.iccid, { refresh: true });
    }, 'getWithMetadata');
    try {
      await readA(esim.iccid, { refresh: true });
    } finally {
      hold.restore();
    }
    expect(bRan).toBe(true);
    expect(esim.usageCalls).toHaveLength(1);
  });
});
