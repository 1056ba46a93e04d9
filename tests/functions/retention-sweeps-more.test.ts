/**
 * The hourly sweep's steps for the provider gate's per-minute claims, Stripe's webhook events and
 * the support history: each deletes what is past its time and nothing else, and a run cut short
 * is taken up by the next without loss (docs/retention.md). Real local Blobs.
 */
import { describe, expect, test } from 'vitest';
import {
  backfillWebhookEventExpiry,
  isEventProcessed,
  markEventProcessed,
  sweepOldWebhookEvents,
} from '../../src/features/checkout/webhook-events.server.ts';
import { sweepMinuteClaims } from '../../src/features/esims/minute-claims-sweep.server.ts';
import { sweepContactHistory } from '../../src/features/support/contact-history-sweep.server.ts';
import { saveContactRecord } from '../../src/features/support/contact-messages.server.ts';
import {
  bindReplyId,
  changeThread,
  sweepAnsweredMarks,
} from '../../src/features/support/contact-threads.server.ts';
import { openStore, type StoreName } from '../../src/lib/blobs.ts';
import { sweepBudget } from '../../src/lib/sweep-budget.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const keys = async (store: StoreName, prefix: string) =>
  (await openStore(store).list({ prefix })).blobs.map(({ key }) => key).sort();

/** Runs `run` with `calls` a time until it says it is done; what was left after each run. */
async function runsCutShort(
  calls: number,
  run: (budget: ReturnType<typeof sweepBudget>) => Promise<unknown>,
  left: () => Promise<number>,
  done: (result: unknown) => boolean,
): Promise<number[]> {
  const leftAfterEachRun: number[] = [];
  for (let runs = 0; runs < 2000; runs++) {
    const result = await run(sweepBudget(calls));
    leftAfterEachRun.push(await left());
    if (done(result)) return leftAfterEachRun;
  }
  throw new Error(`not done after 2000 runs of ${calls} calls`);
}

/** Cut off part way more than once, never going back, and finished. */
function expectCutShortAndFinished(leftAfterEachRun: number[], total: number) {
  expect(leftAfterEachRun.some((left) => left > 0 && left < total)).toBe(true);
  expect(leftAfterEachRun).toEqual([...leftAfterEachRun].sort((a, b) => b - a));
  expect(leftAfterEachRun.at(-1)).toBe(0);
}

describe("the provider gate's per-minute claims of its first shape", () => {
  test("go, eSIM by eSIM through the orders by day, across runs cut short; each eSIM's one record stays", async () => {
    const { orders } = await seedShop(blobs.directory, { orders: 24, days: 20 });
    const esims = orders.flatMap((order) => (order.iccid ? [order.iccid] : []));
    const esimsStore = openStore('esims');
    const minuteKeys: string[] = [];
    for (const iccid of esims.slice(0, 12)) {
      for (const minute of [29_600_000, 29_600_007, 29_612_345]) {
        minuteKeys.push(`provider-call/${iccid}/${minute}`);
        await esimsStore.setJSON(`provider-call/${iccid}/${minute}`, { calledAt: minute * 60_000 });
      }
    }
    const records = esims.slice(6).map((iccid) => `provider-claim/${iccid}`);
    for (const key of records) await esimsStore.setJSON(key, { calledAt: 1, outcome: 'ok' });
    const unrelated = 'status/89440000000000000001';
    await esimsStore.setJSON(unrelated, {});

    const leftAfterEachRun = await runsCutShort(
      40,
      (budget) => sweepMinuteClaims(budget),
      async () => (await keys('esims', 'provider-call/')).length,
      (walk) => (walk as { finished: boolean }).finished,
    );

    expectCutShortAndFinished(leftAfterEachRun, minuteKeys.length);
    expect(await keys('esims', 'provider-claim/')).toEqual(records.sort());
    expect(await keys('esims', 'status/')).toContain(unrelated);
  }, 120_000);
});

describe("Stripe's webhook events", () => {
  test('are forgotten 30 days after they were handled, through their own expiry index', async () => {
    const now = Date.now();
    await markEventProcessed('evt_handled_31_days_ago', now - 31 * DAY);
    await markEventProcessed('evt_handled_29_days_ago', now - 29 * DAY);
    await markEventProcessed('evt_handled_today', now);

    await sweepOldWebhookEvents(sweepBudget(100_000), now);
    expect(await isEventProcessed('evt_handled_31_days_ago')).toBe(false);
    expect(await isEventProcessed('evt_handled_29_days_ago')).toBe(true);
    expect(await isEventProcessed('evt_handled_today')).toBe(true);

    await sweepOldWebhookEvents(sweepBudget(100_000), now + 2 * DAY);
    expect(await isEventProcessed('evt_handled_29_days_ago')).toBe(false);
    expect(await isEventProcessed('evt_handled_today')).toBe(true);
    // The checkouts' index is not theirs: the unpaid-checkouts step never walks these entries.
    expect((await keys('orders', 'expires/')).filter((key) => key.includes('evt_'))).toEqual([]);
  });

  test('marked before the index: the walk forgets the old ones and notes the others, across runs cut short', async () => {
    const now = Date.now();
    const orders = openStore('orders');
    const write = (name: string, daysAgo: number) =>
      orders.setJSON(`webhook-event/${name}`, { at: new Date(now - daysAgo * DAY).toISOString() });
    const old = ['evt_1Nold0001', 'evt_3Pold0002', 'evt_zzold0003', 'evt_A_old0004'];
    const recent = ['evt_1Nrecent01', 'evt_Qxrecent02'];
    const left = async () =>
      (await keys('orders', 'webhook-event/')).filter((key) => /old|recent/.test(key));
    for (const name of old) await write(name, 40);
    for (const name of recent) await write(name, 10);

    const leftAfterEachRun = await runsCutShort(
      1000,
      (budget) => backfillWebhookEventExpiry(budget, now),
      async () => (await left()).filter((key) => key.includes('old')).length,
      (walk) => (walk as { finished: boolean }).finished,
    );

    expectCutShortAndFinished(leftAfterEachRun, old.length);
    expect(await left()).toEqual(recent.map((name) => `webhook-event/${name}`).sort());
    // Each recent one is noted for the day its 30 days end, and goes then.
    await sweepOldWebhookEvents(sweepBudget(100_000), now + 19 * DAY);
    expect(await left()).toHaveLength(2);
    await sweepOldWebhookEvents(sweepBudget(100_000), now + 21 * DAY);
    expect(await left()).toEqual([]);
  }, 120_000);
});

describe('the support history', () => {
  /** A message received at `at`, answered with `replies` replies. */
  async function message(at: string, hex: string, replies: number) {
    const id = `${at}-${hex}`;
    await saveContactRecord({
      ...{ id, name: 'Ana', email: 'ana@example.com', subject: 'order', message: 'Hello' },
      ...{ receivedAt: at, mailed: true },
    });
    for (let n = 0; n < replies; n++) {
      const replyId = `reply-${hex}-${n}`;
      await bindReplyId(replyId, id);
      await changeThread(id, (thread) => ({
        replies: [
          ...(thread?.replies ?? []),
          { id: replyId, at, by: 'support@example.com', text: 'Hi' },
        ],
        answered: true,
        changedAt: at,
        changedBy: 'support@example.com',
      }));
    }
    return { id, replyIds: Array.from({ length: replies }, (_, n) => `reply-${hex}-${n}`) };
  }
  const everyKeyOf = async ({ id, replyIds }: { id: string; replyIds: string[] }) =>
    (await keys('contact', ''))
      .filter(
        (key) =>
          key === `message/${id}` ||
          key === `thread/${id}` ||
          replyIds.some((replyId) => key === `reply/${replyId}`) ||
          (key.startsWith('inbox/') && key.endsWith(id.slice(-8))),
      )
      .sort();

  test('a message older than three years goes with its thread, replies and inbox entries, across runs cut short; a younger one stays whole', async () => {
    const old = [
      await message('2026-01-05T09:00:00.000Z', '0000aa01', 2),
      await message('2026-01-05T10:00:00.000Z', '0000aa02', 0),
      await message('2026-01-20T23:59:59.999Z', '0000aa03', 1),
      await message('2026-01-31T12:00:00.000Z', '0000aa04', 3),
    ];
    const kept = [
      await message('2026-02-01T00:00:00.000Z', '0000bb01', 1),
      await message('2026-03-10T08:00:00.000Z', '0000bb02', 0),
    ];
    const keptKeys = (await Promise.all(kept.map(everyKeyOf))).flat();
    // Message, thread, reply and inbox all + answered; message and inbox all + open.
    expect(keptKeys).toHaveLength(5 + 3);
    const oldKeys = (await Promise.all(old.map(everyKeyOf))).flat();
    // Three years after 2026-02-01 begins: January 2026 is past its time, February is not.
    const now = Date.parse('2029-02-01T06:00:00.000Z');

    const leftAfterEachRun = await runsCutShort(
      9,
      (budget) => sweepContactHistory(budget, now),
      async () => (await Promise.all(old.map(everyKeyOf))).flat().length,
      (result) => (result as { hoursBehind: number }).hoursBehind === 0,
    );

    expectCutShortAndFinished(leftAfterEachRun, oldKeys.length);
    expect((await Promise.all(kept.map(everyKeyOf))).flat()).toEqual(keptKeys);
    // A day later, February's first day is past its time too.
    await sweepContactHistory(sweepBudget(100_000), now + DAY);
    expect(await everyKeyOf(kept[0]!)).toEqual([]);
    expect(await everyKeyOf(kept[1]!)).toHaveLength(3);
  });

  test("the first inbox's answered marks go, day by day, and nothing else", async () => {
    const contact = openStore('contact');
    const marks = ['2026-03-02T10:00:00.000Z-0000cc01', '2026-11-28T10:00:00.000Z-0000cc02'];
    for (const id of marks) await contact.setJSON(`answered/${id}`, {});
    const kept = await message('2026-11-28T10:00:00.000Z', '0000cc02', 1);
    const keptKeys = await everyKeyOf(kept);

    const leftAfterEachRun = await runsCutShort(
      5,
      (budget) => sweepAnsweredMarks(budget),
      async () => (await keys('contact', 'answered/')).length,
      (walk) => (walk as { finished: boolean }).finished,
    );

    expectCutShortAndFinished(leftAfterEachRun, marks.length);
    expect(await everyKeyOf(kept)).toEqual(keptKeys);
  });
});
