/**
 * The second review's attacks on quotes (round 2, item 2): paid after an upload's undo, a plan
 * removed while its checkout is open, a payment between a price change and its cancel, a quote
 * past its 30 minutes, a paid intent on a quote no longer sold (docs/decisions/0013-price-hold.md).
 */
import { afterEach, describe, expect, test, vi } from 'vitest';
import completeOrder from '../../netlify/functions/complete-order.mts';
import redriveOrders from '../../netlify/functions/redrive-orders.mts';
import restorePrevious from '../../netlify/functions/admin-restore-previous.mts';
import uploadPlans from '../../netlify/functions/admin-upload-plans.mts';
import webhook from '../../netlify/functions/stripe-webhook.mts';
import { writePlanWorkbook } from '../../src/features/admin/catalogue/plan-workbook.server.ts';
import { defaultCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import type { Plan } from '../../src/features/catalogue/plan.ts';
import { cancelQuotesOfChangedPlans } from '../../src/features/admin/catalogue/quote-cancels.server.ts';
import { lastRebuildRequest } from '../../src/features/admin/catalogue/site-rebuild.server.ts';
import { cancelExpiredQuotes } from '../../src/features/payments/open-quotes.server.ts';
import { findTestRefund, testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { findOrder, orderIdFor } from '../../src/features/orders/orders.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, ORIGIN } from '../support/call.ts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { openCheckout, payWithTestCard } from '../support/checkout-calls.ts';
import { betweenWrites } from '../support/faults-blobs.ts';
import { signedSucceededEvent, useSiteOrigin } from '../support/faults-site.ts';
import { functionContext } from '../support/netlify-context.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const ADMIN = 'quotes-owner@roamly.example';
const BUYER = 'quotes-buyer@example.com';
const WEBHOOK_SECRET = 'whsec_trust_quotes';
const HOLD_MS = 30 * 60_000;

useLocalBlobs({
  env: {
    ADMIN_EMAILS: ADMIN,
    SIMULATED_PROVIDER_LATENCY_MS: '0',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  },
  mute: ['warn', 'error'],
});
const site = useSiteOrigin();
const { admin, buyer } = useCustomers({ admin: ADMIN, buyer: BUYER });
afterEach(async () => {
  await site.idle();
  // Every test starts from the shipped catalogue.
  await openStore('catalogue').delete('current');
});

const shipped = defaultCatalogue().plans;
const withPrice = (planId: string, price: number): Plan[] =>
  shipped.map((plan) => (plan.id === planId ? { ...plan, price } : plan));
const without = (planId: string): Plan[] => shipped.filter((plan) => plan.id !== planId);
const withBundle = (planId: string, bundle: string): Plan[] =>
  shipped.map((plan) => (plan.id === planId ? { ...plan, bundle } : plan));

/** The admin uploads a spreadsheet of `plans`, as the admin page does. */
async function upload(plans: Plan[]) {
  const form = new FormData();
  form.append('file', new File([await writePlanWorkbook(plans)], 'plans.xlsx'));
  const req = new Request(`${ORIGIN}/api/admin/upload-plans`, {
    method: 'POST',
    headers: {
      Origin: ORIGIN,
      'Sec-Fetch-Site': 'same-origin',
      'X-Requested-With': 'fetch',
      Cookie: admin.cookie,
    },
    body: form,
  });
  return uploadPlans(req);
}

const restore = () =>
  call(restorePrevious, '/api/admin/restore-previous', { body: {}, cookie: admin.cookie });

async function startCheckout(planId: string): Promise<CreatedIntent> {
  const answer = await openCheckout(buyer, { planId });
  expect(answer.status).toBe(200);
  return (await answer.json()) as CreatedIntent;
}

async function pay(intent: CreatedIntent) {
  const answer = await payWithTestCard(intent.clientSecret);
  return (await answer.json()) as { status: string; error?: { message: string } };
}

const complete = (intent: CreatedIntent) =>
  call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: intent.paymentIntentId },
    cookie: buyer.cookie,
  });

/** What the gateway holds of the intent: its status, and the refund made of it. */
async function atGateway(intent: CreatedIntent) {
  return {
    status: (await testGateway.retrieveIntent(intent.paymentIntentId))?.status,
    refund: await findTestRefund(intent.paymentIntentId),
  };
}

async function refundMailsFor(intent: CreatedIntent) {
  return (await listOutbox({ to: BUYER, kind: 'payment-refunded' })).filter((mail) =>
    mail.text.includes(intent.paymentIntentId),
  );
}

/** The scheduled re-drive, as Netlify calls it. */
const runRedrive = () =>
  redriveOrders(
    new Request(`${site.origin}/.netlify/functions/redrive-orders`, {
      method: 'POST',
      body: JSON.stringify({ next_run: new Date().toISOString() }),
    }),
    functionContext(),
  );

/**
 * Holds the upload right after it has written the new live catalogue, before anything after it,
 * and runs `during` there: the moment between a price change and its cancel of the open intents.
 */
function holdAfterCatalogueWrite(during: () => Promise<void>) {
  let ran = false;
  return betweenWrites(async (store, key) => {
    if (ran || !store.endsWith('catalogue') || key !== 'current') return;
    ran = true;
    await during();
  });
}

describe('item 2: a quote is not forever', () => {
  test('an intent made while a plan sold at $0.99 by mistake, paid after the admin restored the catalogue, buys nothing and charges nothing', async () => {
    expect((await upload(withPrice('al-20gb-30d', 0.99))).status).toBe(200);
    const intent = await startCheckout('al-20gb-30d');
    expect(intent.amount).toBe(99);
    expect((await restore()).status).toBe(200);

    expect(await pay(intent)).toMatchObject({
      status: 'canceled',
      error: { message: expect.any(String) },
    });
    const answer = await complete(intent);
    expect(answer.status).toBe(409);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toMatch(/price of this plan changed/i);
    expect(message).toContain('$0.99');
    expect(await findOrder(orderIdFor(intent.paymentIntentId))).toBeNull();
    expect(await atGateway(intent)).toEqual({ status: 'canceled', refund: null });
    recordAttack({
      round: 2,
      item: 2,
      attack:
        'an intent priced by a mistaken upload ($0.99), paid after the admin restored the catalogue',
      tries: 2,
      outcome: 'refused',
    });
  });

  test('an intent for a plan an upload removed cannot be paid, and the answer says the plan is no longer sold', async () => {
    const intent = await startCheckout('al-20gb-30d');
    expect((await upload(without('al-20gb-30d'))).status).toBe(200);

    expect(await pay(intent)).toMatchObject({ status: 'canceled' });
    const answer = await complete(intent);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toMatch(/no longer sold/i);
    expect(await findOrder(orderIdFor(intent.paymentIntentId))).toBeNull();
    expect(await atGateway(intent)).toEqual({ status: 'canceled', refund: null });
    recordAttack({
      round: 2,
      item: 2,
      attack: 'an open checkout of a plan an upload removed, paid after the upload',
      tries: 2,
      outcome: 'refused',
    });
  });

  test.each([
    ['after the cancel', false],
    ['before the cancel', true],
  ])(
    'a payment that succeeds between the upload’s price change and its cancel of the intent is refunded in full, mailed, and buys nothing (complete-order %s)',
    async (_label, completeInside) => {
      expect((await upload(withPrice('al-20gb-30d', 0.99))).status).toBe(200);
      const intent = await startCheckout('al-20gb-30d');
      let inside: Response | undefined;
      const hold = holdAfterCatalogueWrite(async () => {
        expect(await pay(intent)).toEqual({ status: 'succeeded' });
        if (completeInside) inside = await complete(intent);
      });
      try {
        expect((await restore()).status).toBe(200);
      } finally {
        hold.restore();
      }
      expect(await atGateway(intent)).toMatchObject({ status: 'succeeded' });

      // The customer's page, the webhook and the re-drive each ask again: one refund, one mail, no
      // order.
      const answers = [inside ?? (await complete(intent)), await complete(intent)];
      for (const answer of answers) {
        expect(answer.status).toBe(409);
        expect(((await answer.json()) as { message: string }).message).toMatch(/refunded in full/i);
      }
      const { payload, signature } = signedSucceededEvent(
        intent.paymentIntentId,
        `evt_quote_${intent.paymentIntentId}`,
        WEBHOOK_SECRET,
      );
      expect(
        (
          await call(webhook, '/api/stripe/webhook', {
            body: payload,
            headers: { 'Stripe-Signature': signature },
          })
        ).status,
      ).toBe(200);
      await runRedrive();
      await site.idle();

      expect(await findOrder(orderIdFor(intent.paymentIntentId))).toBeNull();
      expect(await atGateway(intent)).toMatchObject({
        status: 'succeeded',
        refund: { amount: 99 },
      });
      const mails = await refundMailsFor(intent);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toMatch(/price of this plan changed/i);
      recordAttack({
        round: 2,
        item: 2,
        attack: `a payment landing between an upload's price change and its cancel of the intent (complete-order ${_label})`,
        tries: 4,
        outcome: 'refused',
      });
    },
  );

  test('a quote holds its price for 30 minutes: the answer says until when, and the re-drive cancels it once that has passed', async () => {
    const before = Date.now();
    const intent = await startCheckout('al-20gb-30d');
    const heldUntil = Date.parse(intent.heldUntil ?? '');
    expect(heldUntil).toBeGreaterThanOrEqual(before + HOLD_MS);
    expect(heldUntil).toBeLessThanOrEqual(Date.now() + HOLD_MS);

    // A re-drive within the 30 minutes leaves it open; the first one after cancels it, though
    // nobody came back.
    await runRedrive();
    expect(await atGateway(intent)).toMatchObject({ status: 'requires_payment_method' });
    vi.useFakeTimers({ toFake: ['Date'], now: heldUntil + 60_000 });
    try {
      await runRedrive();
    } finally {
      vi.useRealTimers();
    }
    expect(await atGateway(intent)).toMatchObject({ status: 'canceled' });

    expect(await pay(intent)).toMatchObject({ status: 'canceled' });
    const answer = await complete(intent);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /price held for you has expired/i,
    );
    recordAttack({
      round: 2,
      item: 2,
      attack: 'a checkout left open past its 30 minutes, then paid',
      tries: 1,
      outcome: 'refused',
    });
  });

  test('a paid intent on a quote no longer sold, whose tab closed and whose webhook was lost, is refunded by the re-drive, not made an order', async () => {
    expect((await upload(withPrice('al-20gb-30d', 0.99))).status).toBe(200);
    const intent = await startCheckout('al-20gb-30d');
    const hold = holdAfterCatalogueWrite(async () => {
      expect(await pay(intent)).toEqual({ status: 'succeeded' });
    });
    try {
      expect((await restore()).status).toBe(200);
    } finally {
      hold.restore();
    }
    await runRedrive();
    await site.idle();
    await runRedrive();
    expect(await findOrder(orderIdFor(intent.paymentIntentId))).toBeNull();
    expect(await atGateway(intent)).toMatchObject({ refund: { amount: 99 } });
    expect(await refundMailsFor(intent)).toHaveLength(1);
    recordAttack({
      round: 2,
      item: 2,
      attack: 'a paid intent on a withdrawn price, left for the re-drive to find',
      tries: 2,
      outcome: 'refused',
    });
  });

  test('a quote still sold at its price is fulfilled as before, even paid after its 30 minutes', async () => {
    const intent = await startCheckout('al-20gb-30d');
    expect(await pay(intent)).toEqual({ status: 'succeeded' });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + HOLD_MS + 60_000 });
    let answer: Response;
    try {
      answer = await complete(intent);
    } finally {
      vi.useRealTimers();
    }
    expect(answer.status).toBe(201);
    expect(await atGateway(intent)).toMatchObject({ status: 'succeeded', refund: null });
  });
});

describe('item 2: a quote holds what it sells, not only its price', () => {
  test('an intent made while an upload sold the plan as another eSIM Go bundle by mistake, paid after the undo, buys nothing and charges nothing', async () => {
    expect((await upload(withBundle('al-20gb-30d', 'esim_50GB_30D_AL_V2'))).status).toBe(200);
    const intent = await startCheckout('al-20gb-30d');
    expect((await restore()).status).toBe(200);

    expect(await pay(intent)).toMatchObject({ status: 'canceled' });
    const answer = await complete(intent);
    expect(answer.status).toBe(409);
    const { message } = (await answer.json()) as { message: string };
    expect(message).toMatch(/this plan changed/i);
    expect(message).not.toMatch(/price/i);
    expect(await findOrder(orderIdFor(intent.paymentIntentId))).toBeNull();
    expect(await atGateway(intent)).toEqual({ status: 'canceled', refund: null });
    recordAttack({
      round: 2,
      item: 2,
      attack:
        'an intent for the eSIM bundle of a mistaken upload (same price), paid after the undo',
      tries: 2,
      outcome: 'refused',
    });
  });

  test('a payment that lands between the undo of a mistaken bundle and its cancel is refunded in full, and the mail says the plan changed', async () => {
    expect((await upload(withBundle('al-20gb-30d', 'esim_50GB_30D_AL_V2'))).status).toBe(200);
    const intent = await startCheckout('al-20gb-30d');
    const hold = holdAfterCatalogueWrite(async () => {
      expect(await pay(intent)).toEqual({ status: 'succeeded' });
    });
    try {
      expect((await restore()).status).toBe(200);
    } finally {
      hold.restore();
    }
    const answer = await complete(intent);
    expect(answer.status).toBe(409);
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /this plan changed.*refunded in full/i,
    );
    await site.idle();
    expect(await findOrder(orderIdFor(intent.paymentIntentId))).toBeNull();
    expect(await atGateway(intent)).toMatchObject({
      status: 'succeeded',
      refund: { amount: 3799 },
    });
    const mails = await refundMailsFor(intent);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/this plan changed/i);
    recordAttack({
      round: 2,
      item: 2,
      attack:
        'a payment landing between the undo of a mistaken bundle and its cancel of the intent',
      tries: 2,
      outcome: 'refused',
    });
  });
});

describe('item 2: the cancel of expired quotes always gets on', () => {
  test('a sweep whose time budget runs out part way still cancels expired quotes, and runs in turn cancel them all', async () => {
    const intents: CreatedIntent[] = [];
    for (let i = 0; i < 12; i++) intents.push(await startCheckout('al-20gb-30d'));
    const after = Date.parse(intents.at(-1)?.heldUntil ?? '') + 60_000;
    // Each run may look at 8 quotes before its budget is spent.
    const budget = () => {
      let looks = 0;
      return () => ++looks > 8;
    };
    const stillOpen = async () =>
      (await Promise.all(intents.map(atGateway))).filter(
        (found) => found.status === 'requires_payment_method',
      ).length;
    for (let run = 0; run < 10 && (await stillOpen()) > 0; run++) {
      expect(await cancelExpiredQuotes(testGateway, after, budget())).toBeGreaterThan(0);
    }
    expect(await stillOpen()).toBe(0);
    recordAttack({
      round: 2,
      item: 2,
      attack: 'more open quotes than one sweep can read in its time budget',
      tries: 1,
      outcome: 'refused',
    });
  });
});

describe('item 2: open quotes cannot hold up an upload', () => {
  test('with many open quotes and a slow gateway, the upload answers within its budget, after the site rebuild was asked for', async () => {
    const intents: CreatedIntent[] = [];
    for (let i = 0; i < 40; i++) intents.push(await startCheckout('al-20gb-30d'));
    const cancel = testGateway.cancelIntent.bind(testGateway);
    let rebuildAtFirstCancel: Awaited<ReturnType<typeof lastRebuildRequest>> | undefined;
    let now = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now });
    // Each cancel takes the gateway a second (the clock moves on), and the first finds the rebuild
    // asked for already.
    const slow = vi.spyOn(testGateway, 'cancelIntent').mockImplementation(async (id) => {
      rebuildAtFirstCancel ??= await lastRebuildRequest();
      vi.setSystemTime((now += 1000));
      return cancel(id);
    });
    let answer: Response;
    try {
      answer = await upload(withPrice('al-20gb-30d', 0.98));
    } finally {
      slow.mockRestore();
      vi.useRealTimers();
    }
    expect(answer.status).toBe(200);
    const { version } = (await answer.json()) as { version: string };
    expect(rebuildAtFirstCancel).toMatchObject({ version });
    const cancelled = (await Promise.all(intents.map(atGateway))).filter(
      (found) => found.status === 'canceled',
    ).length;
    expect(cancelled).toBeGreaterThan(0);
    // What the budget left open is cancelled by the expiry sweep, and refunded at fulfilment if
    // paid meanwhile.
    expect(cancelled).toBeLessThan(intents.length);
    recordAttack({
      round: 2,
      item: 2,
      attack:
        'many open quotes of a plan, so that repricing it makes the upload time out before the site rebuild',
      tries: 1,
      outcome: 'refused',
    });
  });

  test('a gateway call that never answers holds the cancel of open quotes no longer than its budget', async () => {
    const intent = await startCheckout('al-20gb-30d');
    let release = () => {};
    const hung = vi
      .spyOn(testGateway, 'cancelIntent')
      .mockImplementation(() => new Promise((resolve) => (release = () => resolve(null))));
    try {
      await cancelQuotesOfChangedPlans(
        { plans: shipped },
        { plans: withPrice('al-20gb-30d', 0.98) },
        50,
      );
    } finally {
      hung.mockRestore();
      release();
    }
    expect(await atGateway(intent)).toMatchObject({ status: 'requires_payment_method' });
  });
});
