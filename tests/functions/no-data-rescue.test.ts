/**
 * The no-data rescue (docs/decisions/0049-no-data-on-arrival-rescue.md): an eSIM arrived or started
 * with no data for RESCUE_AFTER_MINUTES gets one mail and a banner; never while data flows or
 * before the delay, once under interleaved runs, within its provider share.
 */
import { describe, expect, test } from 'vitest';
import ordersHandler from '../../netlify/functions/orders.mts';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { providerCallBudget } from '../../src/features/esims/provider-call-budget.ts';
import {
  checkArrivals,
  MOST_REQUESTS_PER_CHECK,
  RESCUE_REQUESTS_PER_RUN,
  RESCUE_REQUESTS_PER_SECOND,
} from '../../src/features/esims/rescue/rescue-check.server.ts';
import { findPlan } from '../../src/features/catalogue/catalogue.server.ts';
import { watchForArrival } from '../../src/features/esims/rescue/rescue-watch.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import type { CustomerOrder } from '../../src/features/orders/order.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { placeSimulatedPhone } from '../../src/features/provisioning/providers/simulated-esims.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { call } from '../support/call.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { countingRescueRequests } from '../support/rescue-provider.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({
  env: { SITE_URL: 'https://roamly.example', ESIMGO_API_KEY: undefined },
  mute: ['warn', 'error'],
});
const { traveller } = useCustomers({ traveller: 'rescue-traveller@example.com' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DELAY = 120 * MINUTE;
/**
 * An eSIM without a travel date or a callback is first looked at 6 hours after delivery (on the
 * real clock, a moment after the test clock starts): a minute later it is due.
 */
const FIRST_LOOK = 6 * HOUR + MINUTE;
let sequence = 0;

/** The clock of the simulated phone and of the check's runs, moved by hand. */
function testClock(start = Date.now()) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

/** A delivered Japan eSIM of the traveller's, on a phone that uses `bytesPerMinute` once installed. */
async function deliveredEsim(clock: { now: () => number }, bytesPerMinute = 0) {
  const simulated = createSimulatedProvider({
    latencyMs: 0,
    failureRate: 0,
    usage: { installAfterMs: MINUTE, bytesPerMinute },
    now: clock.now,
  });
  const order = await paidOrder(traveller.userId, `pi_test_rescue${++sequence}_${Date.now()}`);
  const done = await provisionOrder(order.id, { provider: simulated, sleep: async () => {} });
  if (!done?.iccid) throw new Error('the simulated eSIM was not delivered');
  const counted = countingRescueRequests(simulated);
  // A run may look at other watched eSIMs: these are the requests about this one.
  const { provider } = counted;
  const iccid = done.iccid;
  const asked = () => counted.asked(iccid);
  return { orderId: order.id, iccid: done.iccid, provider, asked };
}

/** One run of the check at the clock's time, with its budget paced on a clock its waits move. */
function runCheck(provider: EsimProvider, now: number) {
  let paced = 0;
  const budget = providerCallBudget({
    calls: RESCUE_REQUESTS_PER_RUN,
    perSecond: RESCUE_REQUESTS_PER_SECOND,
    clock: () => paced,
    sleep: async (ms) => void (paced += ms),
  });
  return checkArrivals(
    { provider, budget, rescueAfterMs: DELAY },
    { now, cursor: null, limit: 200 },
  ).then((result) => ({ ...result, pacedMs: paced }));
}

const inJapan = (iccid: string) =>
  placeSimulatedPhone(iccid, {
    countryCode: 'JP',
    mobileNetworkCode: 'JPDC1',
    networkName: 'NTT Docomo',
    networkBrandName: 'docomo',
    lastSeenAt: new Date().toISOString(),
  });

/** The rescue mails about `orderId` (their footnote names the order). */
async function rescueMails(orderId: string) {
  const mails = await listOutbox({ to: traveller.email });
  return mails.filter(
    (mail) => mail.kind === 'no-data-rescue' && mail.text.includes(orderId.slice(0, 8)),
  );
}

async function listedOrder(orderId: string): Promise<CustomerOrder> {
  const response = await call(ordersHandler, '/api/orders', { cookie: traveller.cookie });
  expect(response.status).toBe(200);
  const orders = (await response.json()) as CustomerOrder[];
  return orders.find((order) => order.id === orderId)!;
}

describe('the no-data rescue', () => {
  test('in the destination with no data used after the delay: one mail and the banner', async () => {
    const clock = testClock();
    const esim = await deliveredEsim(clock);
    await inJapan(esim.iccid);
    clock.advance(FIRST_LOOK);
    await runCheck(esim.provider, clock.now());
    // Found in Japan: one location request, no usage yet.
    expect(esim.asked()).toEqual(['location']);
    expect(await rescueMails(esim.orderId)).toEqual([]);
    clock.advance(DELAY);
    await runCheck(esim.provider, clock.now());

    const mails = await rescueMails(esim.orderId);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('Turn on data roaming for the eSIM line');
    expect(mails[0]!.text).toContain('Settings → Mobile Data (Cellular)');
    expect(mails[0]!.text).toContain('docomo');
    expect(mails[0]!.subject).toBe('No data yet? Three quick checks');
    // The plan's networks in Japan, as the catalogue's facts list them, and the one last seen.
    const plan = await findPlan((await findOrder(esim.orderId))!.planId);
    const japan = plan?.facts?.networks.find((networks) => networks.country === 'JP');
    const networks = japan?.operators.map((operator) => operator.name) ?? [];
    expect((await listedOrder(esim.orderId)).noData).toEqual({
      countryCode: 'JP',
      networks,
      seenNetwork: 'docomo',
    });
    for (const network of networks) expect(mails[0]!.text).toContain(network);

    // Rescued once: the eSIM is no longer watched, later runs ask the provider nothing about it.
    const before = esim.asked().length;
    clock.advance(DELAY);
    await runCheck(esim.provider, clock.now());
    expect(esim.asked().length).toBe(before);
    expect(await rescueMails(esim.orderId)).toHaveLength(1);
  });

  test('data flowing: no mail, no banner, and the eSIM is no longer watched', async () => {
    const clock = testClock();
    const esim = await deliveredEsim(clock, 50_000_000);
    await inJapan(esim.iccid);
    clock.advance(FIRST_LOOK);
    await runCheck(esim.provider, clock.now());
    clock.advance(DELAY);
    await runCheck(esim.provider, clock.now());
    expect(esim.asked()).toEqual(['location', 'usage', 'usage']);
    expect(await rescueMails(esim.orderId)).toEqual([]);
    expect((await listedOrder(esim.orderId)).noData).toBeUndefined();
    const before = esim.asked().length;
    clock.advance(DELAY);
    await runCheck(esim.provider, clock.now());
    expect(esim.asked().length).toBe(before);
  });

  test('before the delay: nothing, and no provider request while it runs', async () => {
    const clock = testClock();
    const esim = await deliveredEsim(clock);
    await inJapan(esim.iccid);
    clock.advance(FIRST_LOOK);
    await runCheck(esim.provider, clock.now());
    const seen = esim.asked().length;
    clock.advance(DELAY - 10 * MINUTE);
    await runCheck(esim.provider, clock.now());
    expect(esim.asked().length).toBe(seen);
    expect(await rescueMails(esim.orderId)).toEqual([]);
    expect((await listedOrder(esim.orderId)).noData).toBeUndefined();
  });

  test('still at home (not in a country the plan covers): never rescued', async () => {
    const clock = testClock();
    const esim = await deliveredEsim(clock);
    await placeSimulatedPhone(esim.iccid, {
      countryCode: 'FR',
      mobileNetworkCode: null,
      networkName: 'Orange',
      networkBrandName: null,
      lastSeenAt: null,
    });
    clock.advance(FIRST_LOOK);
    await runCheck(esim.provider, clock.now());
    // Not arrived: looked at again 12 hours later (and not in between), asked where it is each
    // time, never about its usage.
    clock.advance(12 * HOUR - MINUTE);
    await runCheck(esim.provider, clock.now());
    expect(esim.asked()).toEqual(['location']);
    clock.advance(MINUTE);
    await runCheck(esim.provider, clock.now());
    expect(esim.asked()).toEqual(['location', 'location']);
    expect(await rescueMails(esim.orderId)).toEqual([]);
  });

  test('two runs interleaved at every step: one mail', async () => {
    const tries = await forEachInterleaving({
      setup: async () => {
        const clock = testClock();
        const esim = await deliveredEsim(clock);
        await inJapan(esim.iccid);
        clock.advance(FIRST_LOOK);
        await runCheck(esim.provider, clock.now());
        return { esim, at: clock.now() + DELAY };
      },
      matches: ({ esim }, key) => key.includes(esim.iccid),
      holdAfterReads: true,
      runA: ({ esim, at }) => runCheck(esim.provider, at),
      // Two minutes later, past the per-eSIM gate: only the rescue's own records can stop it.
      runB: ({ esim, at }) => runCheck(esim.provider, at + 2 * MINUTE),
      check: async ({ fixture }) => {
        expect(await rescueMails(fixture.esim.orderId)).toHaveLength(1);
        expect((await listedOrder(fixture.esim.orderId)).noData).toMatchObject({
          countryCode: 'JP',
        });
      },
    });
    expect(tries).toBeGreaterThan(3);
  }, 120_000);
});

describe('the check within its share of the provider rate', () => {
  test('1,000 eSIMs waiting: no run over its budget or pace, all checked in 28 runs', async () => {
    const clock = testClock();
    const simulated = createSimulatedProvider({ latencyMs: 0, failureRate: 0, now: clock.now });
    const { provider, requests } = countingRescueRequests(simulated);
    const template = (await findOrder((await deliveredEsim(clock)).orderId))!;
    const iccids = Array.from(
      { length: 1000 },
      (_, index) => `8988000${String(index).padStart(12, '0')}`,
    );
    for (let start = 0; start < iccids.length; start += 50) {
      await Promise.all(
        iccids
          .slice(start, start + 50)
          .map((iccid) => watchForArrival({ ...template, iccid }, clock.now())),
      );
    }

    const checked = new Set<string>();
    let left = 0;
    let runs = 0;
    // Their first look, 6 hours after delivery; each run then takes the due looks left.
    clock.advance(FIRST_LOOK - 5 * MINUTE);
    // A run starts a check only while the most one can ask still fits: at least 37 one-request
    // checks a run, for these 1,000 and the few eSIMs earlier tests left watched.
    const perRun = RESCUE_REQUESTS_PER_RUN - MOST_REQUESTS_PER_CHECK + 1;
    const expectedRuns = Math.ceil(1010 / perRun);
    do {
      clock.advance(5 * MINUTE);
      const before = requests.length;
      const run = await runCheck(provider, clock.now());
      runs++;
      const made = requests.slice(before);
      expect(made.length).toBeLessThanOrEqual(RESCUE_REQUESTS_PER_RUN);
      // Paced: the run's requests spread at the share's rate, never a burst.
      // (The last call may be a usage read: two requests started together.)
      expect(run.pacedMs).toBeGreaterThanOrEqual(
        (Math.max(0, made.length - 2) * 1000) / RESCUE_REQUESTS_PER_SECOND,
      );
      made.forEach(({ iccid }) => checked.add(iccid));
      left = run.left;
    } while (left > 0 && runs < 100);
    expect(runs).toBeLessThanOrEqual(expectedRuns);
    expect(iccids.every((iccid) => checked.has(iccid))).toBe(true);
  }, 300_000);
});
