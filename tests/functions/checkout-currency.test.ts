/**
 * Paying in the shopper's currency, through the real functions and the local test gateway: the
 * quote, the charge, the order and the refund all keep one currency and one amount, in that
 * currency's minor units (JPY: yen).
 */
import { describe, expect, test } from 'vitest';
import completeOrder from '../../netlify/functions/complete-order.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import plansHandler from '../../netlify/functions/plans.mts';
import {
  defaultCatalogue,
  replaceCatalogue,
} from '../../src/features/catalogue/catalogue.server.ts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { priceIn } from '../../src/features/currency/price-in.ts';
import { ratesInForce } from '../../src/features/currency/rates.ts';
import { findOrder, orderIdFor } from '../../src/features/orders/orders.server.ts';
import { findTestRefund, testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { findOwnedEsim } from '../../src/features/esims/owned-esim.server.ts';
import { listTopUpPlans } from '../../src/features/top-ups/top-up-plans.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { call } from '../support/call.ts';
import { payWithTestCard } from '../support/checkout-calls.ts';
import { simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';
import { CHECKOUT_ANSWERS } from '../support/checkout-answers.ts';

useLocalBlobs({ mute: ['error'] });
const { traveller } = useCustomers({ traveller: 'currency-traveller@example.com' });

const catalogue = defaultCatalogue();
const { rates } = ratesInForce(catalogue);
const usPlan = catalogue.plans.find((plan) => plan.id === 'us-5gb-7d')!;

function quote(body: Record<string, unknown>) {
  return call(createIntent, '/api/create-payment-intent', {
    body: { ...CHECKOUT_ANSWERS, ...body },
    cookie: traveller.cookie,
  });
}

/** Intents the test gateway holds, paid or not. */
async function intentCount() {
  return (await openStore('payments').list({ prefix: 'intent/' })).blobs.length;
}

async function paidOrder(currency: string) {
  const intent = (await (await quote({ planId: usPlan.id, currency })).json()) as CreatedIntent;
  expect(await (await payWithTestCard(intent.clientSecret)).json()).toEqual({
    status: 'succeeded',
  });
  const complete = await call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: intent.paymentIntentId },
    cookie: traveller.cookie,
  });
  expect(complete.status).toBe(201);
  return { intent, order: (await findOrder(orderIdFor(intent.paymentIntentId)))! };
}

describe('POST /api/create-payment-intent with a currency', () => {
  test('quotes the plan in euros, in cents, at the price the shop shows', async () => {
    const response = await quote({ planId: usPlan.id, currency: 'EUR' });
    expect(response.status).toBe(200);
    const intent = (await response.json()) as CreatedIntent;
    // USD 15 at 0.86 is 12.90, and euro prices end in .99.
    expect(intent).toMatchObject({ amount: 1299, currency: 'eur' });
    expect(intent.amount).toBe(priceIn(usPlan, 'EUR', rates).amount);
    expect(await testGateway.retrieveIntent(intent.paymentIntentId)).toMatchObject({
      amount: 1299,
      currency: 'eur',
    });
  });

  test('quotes yen without decimals, and takes the code in any case', async () => {
    const intent = (await (
      await quote({ planId: usPlan.id, currency: 'jpy' })
    ).json()) as CreatedIntent;
    // USD 15 at 156 is 2,340 yen: a whole number of yen, a multiple of ten.
    expect(intent).toMatchObject({ amount: 2340, currency: 'jpy' });
  });

  test('stays in US dollars when no currency is given', async () => {
    const intent = (await (await quote({ planId: usPlan.id })).json()) as CreatedIntent;
    expect(intent).toMatchObject({ amount: 1500, currency: 'usd' });
  });

  test.each(['XYZ', 'EURO', 12, null, ''])(
    'answers 400 with a message for the currency %j, and makes no intent',
    async (currency) => {
      const before = await intentCount();
      const response = await quote({ planId: usPlan.id, currency });
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(/currency/i);
      expect(await intentCount()).toBe(before);
    },
  );
});

describe('the order and its refund keep the currency paid', () => {
  test('an order paid in euros records the currency, the amount and the rate, and shows them', async () => {
    const { intent, order } = await paidOrder('EUR');
    expect(order).toMatchObject({
      currency: 'eur',
      amountCents: intent.amount,
      exchangeRate: rates.EUR,
    });
    const listed = (await (
      await call(ordersHandler, '/api/orders', { cookie: traveller.cookie })
    ).json()) as {
      id: string;
      paid: { amount: number; currency: string };
    }[];
    expect(listed.find((item) => item.id === order.id)?.paid).toEqual({
      amount: 1299,
      currency: 'eur',
    });
  });

  test('a refund of a yen order pays back the same yen', async () => {
    const { intent, order } = await paidOrder('JPY');
    const provider = simulatorAt({ now: Date.now() });
    await provisionOrder(order.id, { provider, sleep: async () => {} });
    const outcome = await requestRefund(traveller.userId, order.id, {
      provider,
      gateway: testGateway,
    });
    expect(outcome).toMatchObject({ ok: true });
    expect(await findTestRefund(intent.paymentIntentId)).toMatchObject({ amount: 2340 });
    expect(await testGateway.retrieveIntent(intent.paymentIntentId)).toMatchObject({
      currency: 'jpy',
    });
  });
});

describe('top-ups follow the currency their eSIM was bought in', () => {
  test('a euro eSIM lists its top-ups in euros, and charges one in euros, not in another currency', async () => {
    const { order } = await paidOrder('EUR');
    const provider = simulatorAt({ now: Date.now() });
    await provisionOrder(order.id, { provider, sleep: async () => {} });
    const esim = (await findOwnedEsim(traveller.userId, order.id))!;
    const plans = await listTopUpPlans(esim, { isCompatible: async () => true });
    const cheapest = catalogue.plans.find((plan) => plan.id === plans[0]!.id)!;
    expect(plans[0]).toMatchObject({
      currency: 'eur',
      amount: priceIn(cheapest, 'EUR', rates).amount,
    });

    const topUp = await quote({ planId: cheapest.id, topUpOf: order.id });
    expect(await topUp.json()).toMatchObject({
      currency: 'eur',
      amount: priceIn(cheapest, 'EUR', rates).amount,
    });
    const inDollars = await quote({ planId: cheapest.id, topUpOf: order.id, currency: 'USD' });
    expect(inDollars.status).toBe(400);
    expect((await inDollars.json()).message).toMatch(/currency the eSIM was bought in/);
  });
});

describe('GET /api/plans/{code}?currency=', () => {
  test('lists the prices in that currency, with the currency named', async () => {
    const response = await call(plansHandler, '/api/plans/us?currency=EUR', {
      params: { countryCode: 'us' },
    });
    expect(response.status).toBe(200);
    const plans = (await response.json()) as {
      id: string;
      price: number;
      amount: number;
      currency: string;
    }[];
    const listed = plans.find((plan) => plan.id === usPlan.id);
    expect(listed).toMatchObject({ currency: 'eur', amount: 1299, price: 12.99 });
  });

  test('lists US dollars by default', async () => {
    const response = await call(plansHandler, '/api/plans/us', { params: { countryCode: 'us' } });
    const plans = (await response.json()) as { id: string; price: number; currency: string }[];
    expect(plans.find((plan) => plan.id === usPlan.id)).toMatchObject({
      currency: 'usd',
      amount: 1500,
      price: 15,
    });
  });

  test('answers 400 with a message for an unknown currency', async () => {
    const response = await call(plansHandler, '/api/plans/us?currency=DOGE', {
      params: { countryCode: 'us' },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toMatch(/Unknown currency/);
  });
});

describe('a quote holds its price in its own currency', () => {
  test('a euro quote paid after the euro rate moved is refunded in full, in euros, and says so', async () => {
    const intent = (await (
      await quote({ planId: usPlan.id, currency: 'EUR' })
    ).json()) as CreatedIntent;
    // The owner moves the euro rate: USD 15 at 0.95 is 14.25, so 13.99 EUR; the USD price stays.
    await replaceCatalogue((current) => ({
      plans: current.plans,
      rates: { ...rates, EUR: 0.95 },
      ratesSetAt: new Date().toISOString(),
    }));
    expect(await (await payWithTestCard(intent.clientSecret)).json()).toEqual({
      status: 'succeeded',
    });
    const complete = await call(completeOrder, '/api/complete-order', {
      body: { paymentIntentId: intent.paymentIntentId },
      cookie: traveller.cookie,
    });
    expect(complete.status).toBe(409);
    const answer = (await complete.json()) as { message: string; quote: unknown };
    expect(answer.quote).toEqual({
      change: 'price-changed',
      current: { amount: 1399, currency: 'EUR' },
    });
    expect(answer.message).toBe(
      'The price of this plan changed from €12.99 to €13.99 while you were paying. Your payment of €12.99 has been refunded in full.',
    );
    expect(await findTestRefund(intent.paymentIntentId)).toMatchObject({ amount: 1299 });
    expect(await findOrder(orderIdFor(intent.paymentIntentId))).toBeNull();
  });

  test('a dollar quote is not disturbed by a change of the euro rate', async () => {
    const intent = (await (await quote({ planId: usPlan.id })).json()) as CreatedIntent;
    await replaceCatalogue((current) => ({
      plans: current.plans,
      rates: { ...rates, EUR: 0.97 },
      ratesSetAt: new Date().toISOString(),
    }));
    await payWithTestCard(intent.clientSecret);
    const complete = await call(completeOrder, '/api/complete-order', {
      body: { paymentIntentId: intent.paymentIntentId },
      cookie: traveller.cookie,
    });
    expect(complete.status).toBe(201);
  });
});
