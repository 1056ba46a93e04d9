/**
 * The no-data check spends provider requests only where a look is due
 * (docs/decisions/0049-no-data-on-arrival-rescue.md): a callback-reported eSIM is checked once its
 * delay passes, a trip next month costs one daily look, a look a crash left costs nothing.
 */
import { describe, expect, test } from 'vitest';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { providerCallBudget } from '../../src/features/esims/provider-call-budget.ts';
import {
  checkArrivals,
  RESCUE_REQUESTS_PER_RUN,
} from '../../src/features/esims/rescue/rescue-check.server.ts';
import { dueLooksOf, listLook } from '../../src/features/esims/rescue/rescue-due-index.server.ts';
import { watchForArrival } from '../../src/features/esims/rescue/rescue-watch.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { isoDay } from '../../src/features/orders/travel-date.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { firstUse, postCallback } from '../support/esimgo-callbacks.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { countingRescueRequests } from '../support/rescue-provider.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({
  env: { SITE_URL: 'https://roamly.example', ESIMGO_API_KEY: undefined },
  mute: ['warn', 'error'],
});
const { traveller } = useCustomers({ traveller: 'rescue-due@example.com' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** RESCUE_AFTER_MINUTES' default, which the callback path reads. */
const DELAY = 120 * MINUTE;
let sequence = 0;

/** A simulated provider on a hand-moved clock, counting requests as eSIM Go does. */
function countingShop(start = Date.now()) {
  let time = start;
  const simulated = createSimulatedProvider({
    latencyMs: 0,
    failureRate: 0,
    usage: { installAfterMs: MINUTE, bytesPerMinute: 0 },
    now: () => time,
  });
  const { provider, requests, asked } = countingRescueRequests(simulated);
  return { provider, requests, asked, now: () => time, advance: (ms: number) => void (time += ms) };
}

/** A delivered Japan eSIM of the traveller's (watched from its delivery, as in production). */
async function delivered(provider: EsimProvider): Promise<OrderRecord> {
  const order = await paidOrder(traveller.userId, `pi_test_rescue_due${++sequence}_${Date.now()}`);
  const done = await provisionOrder(order.id, { provider, sleep: async () => {} });
  if (!done?.iccid) throw new Error('the simulated eSIM was not delivered');
  return (await findOrder(order.id))!;
}

function runCheck(provider: EsimProvider, now: number) {
  const budget = providerCallBudget({
    calls: RESCUE_REQUESTS_PER_RUN,
    perSecond: 2,
    sleep: async () => {},
  });
  return checkArrivals(
    { provider, budget, rescueAfterMs: DELAY },
    { now, cursor: null, limit: 200 },
  );
}

/** `total` watched eSIMs that are not ours to rescue, delivered at `now`, from `template`. */
async function watchOthers(template: OrderRecord, total: number, now: number) {
  const iccids = Array.from({ length: total }, (_, i) => `8988100${String(i).padStart(12, '0')}`);
  for (let start = 0; start < total; start += 50)
    await Promise.all(
      iccids.slice(start, start + 50).map((iccid) => watchForArrival({ ...template, iccid }, now)),
    );
  return iccids;
}

describe('the no-data check looks where a look is due', () => {
  test('a trip next month: no provider request this week beyond its daily look', async () => {
    const shop = countingShop();
    const template = await delivered(shop.provider);
    const iccid = '8988200000000000001';
    const travelDate = isoDay(shop.now() + 35 * DAY);
    await watchForArrival({ ...template, iccid, travelDate }, shop.now());
    // A run every 2 hours for a week.
    for (let run = 0; run < 84; run++) {
      shop.advance(2 * HOUR);
      await runCheck(shop.provider, shop.now());
    }
    expect(shop.asked(iccid)).toEqual(Array.from({ length: 7 }, () => 'location'));
  }, 120_000);

  test('a look left by a crash between two writes costs no request and goes', async () => {
    const shop = countingShop();
    const template = await delivered(shop.provider);
    const iccid = '8988200000000000002';
    await watchForArrival({ ...template, iccid }, shop.now());
    // A look the entry does not name (its next look was listed, the entry not yet rewritten).
    const stale = shop.now() + HOUR;
    await listLook(iccid, stale);
    shop.advance(HOUR + MINUTE);
    await runCheck(shop.provider, shop.now());
    expect(shop.asked(iccid)).toEqual([]);
    const hour = new Date(stale).toISOString().slice(0, 13);
    expect((await dueLooksOf(hour, shop.now())).map((look) => look.iccid)).not.toContain(iccid);
    // The entry's own look still comes: 6 hours after delivery.
    shop.advance(5 * HOUR);
    await runCheck(shop.provider, shop.now());
    expect(shop.asked(iccid)).toEqual(['location']);
  }, 120_000);

  test('1,000 watched, 10 on a network for 2 hours: one run rescues those 10 and asks nothing else', async () => {
    const shop = countingShop();
    const template = await delivered(shop.provider);
    const attached: OrderRecord[] = [];
    for (let i = 0; i < 10; i++) attached.push(await delivered(shop.provider));
    await watchOthers(template, 990, shop.now());
    // eSIM Go reports each of the 10 on a network (on the real clock: the test's start).
    for (const order of attached)
      expect(
        (await postCallback({ iccid: order.iccid!, alertType: 'FirstAttachment' })).status,
      ).toBe(200);

    shop.advance(DELAY + MINUTE);
    const before = shop.requests.length;
    const run = await runCheck(shop.provider, shop.now());
    const asked = new Set(shop.requests.slice(before).map((request) => request.iccid));
    expect([...asked].sort()).toEqual(attached.map((order) => order.iccid!).sort());
    expect(run).toMatchObject({ rescued: 10, left: 0 });
    const mails = await listOutbox({ to: traveller.email });
    for (const order of attached) {
      const rescues = mails.filter(
        (mail) => mail.kind === 'no-data-rescue' && mail.text.includes(order.id.slice(0, 8)),
      );
      expect(rescues).toHaveLength(1);
    }
  }, 300_000);

  test('a FirstUse callback: one usage check once the delay has passed, not before', async () => {
    const shop = countingShop();
    const order = await delivered(shop.provider);
    const iccid = order.iccid!;
    const started = new Date(shop.now()).toISOString();
    expect((await postCallback(firstUse(iccid, started))).status).toBe(200);
    shop.advance(DELAY - MINUTE);
    await runCheck(shop.provider, shop.now());
    expect(shop.asked(iccid)).toEqual([]);
    shop.advance(2 * MINUTE);
    await runCheck(shop.provider, shop.now());
    // No location poll to find it arrived: usage, then where it is for the mail.
    expect(shop.asked(iccid)).toEqual(['usage', 'usage', 'location']);
  }, 120_000);
});
