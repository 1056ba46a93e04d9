import Stripe from 'stripe';
import { describe, expect, test, vi } from 'vitest';
import createIntent, {
  config as createIntentConfig,
} from '../../netlify/functions/create-payment-intent.mts';
import { config as tooManyConfig } from '../../netlify/functions/too-many-requests.mts';
import { recordAttack } from '../support/attack-log.ts';
import confirm from '../../netlify/functions/test-payments-confirm.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import webhook from '../../netlify/functions/stripe-webhook.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import {
  getPaymentGateway,
  PaymentsNotConfiguredError,
} from '../../src/features/payments/payments.server.ts';
import { saveCheckout } from '../../src/features/checkout/checkout-records.server.ts';
import { call } from '../support/call.ts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { openCheckout, payWithTestCard } from '../support/checkout-calls.ts';
import { setEnv } from '../support/env.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';
import { CHECKOUT_ANSWERS } from '../support/checkout-answers.ts';

const WEBHOOK_SECRET = 'whsec_local_test_secret';

// Errors: the provisioning trigger has no server here.
useLocalBlobs({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET }, mute: ['error'] });
const { alice, bob } = useCustomers({ alice: 'alice@example.com', bob: 'bob@example.com' });

async function payFor(
  planId: string,
  who = alice,
  card = '4242 4242 4242 4242',
): Promise<CreatedIntent> {
  const intent = (await (await openCheckout(who, { planId })).json()) as CreatedIntent;
  await payWithTestCard(intent.clientSecret, card);
  return intent;
}

async function ordersOf(who: { cookie: string }) {
  return (await (await call(ordersHandler, '/api/orders', { cookie: who.cookie })).json()) as {
    id: string;
    planId: string;
  }[];
}

function signedEvent(paymentIntentId: string, id = `evt_${paymentIntentId}`) {
  const payload = JSON.stringify({
    id,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: paymentIntentId, object: 'payment_intent' } },
  });
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  return { payload, signature };
}

describe('creating a payment intent', () => {
  test('prices from the catalogue and ignores a price sent by the client', async () => {
    const response = await call(createIntent, '/api/create-payment-intent', {
      body: { ...CHECKOUT_ANSWERS, planId: 'us-5gb-7d', price: 0.01, amount: 1 },
      cookie: alice.cookie,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ amount: 1500, currency: 'usd', gateway: 'test' });
  });

  test("answers 404 'Plan not found' for an unknown plan, and 401 signed out", async () => {
    const unknown = await call(createIntent, '/api/create-payment-intent', {
      body: { ...CHECKOUT_ANSWERS, planId: 'atlantis-5gb-7d' },
      cookie: alice.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Plan not found' });
    expect(
      (
        await call(createIntent, '/api/create-payment-intent', {
          body: { ...CHECKOUT_ANSWERS, planId: 'us-5gb-7d' },
        })
      ).status,
    ).toBe(401);
  });
});

describe("Stripe's test cards", () => {
  test.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])('%s is refused with "%s" and no order can be made', async (card, message) => {
    const intent = (await (
      await call(createIntent, '/api/create-payment-intent', {
        body: { ...CHECKOUT_ANSWERS, planId: 'fr-5gb-7d' },
        cookie: alice.cookie,
      })
    ).json()) as CreatedIntent;
    const answer = await call(confirm, '/api/test-payments/confirm', {
      body: { clientSecret: intent.clientSecret, cardNumber: card },
    });
    expect(await answer.json()).toEqual({ status: 'requires_payment_method', error: { message } });
    const complete = await call(completeOrder, '/api/complete-order', {
      body: { paymentIntentId: intent.paymentIntentId },
      cookie: alice.cookie,
    });
    expect(complete.status).toBe(409);
  });
});

describe('completing an order', () => {
  test('a paid intent makes one order, however many calls arrive at once', async () => {
    const intent = await payFor('jp-5gb-7d');
    const calls = Array.from({ length: 20 }, () =>
      call(completeOrder, '/api/complete-order', {
        body: { paymentIntentId: intent.paymentIntentId, planId: 'jp-5gb-7d' },
        cookie: alice.cookie,
      }),
    );
    const statuses = (await Promise.all(calls)).map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 201)).toBe(true);
    expect((await ordersOf(alice)).filter((o) => o.planId === 'jp-5gb-7d')).toHaveLength(1);
  });

  test('the webhook and the client, in either order, make one order', async () => {
    for (const webhookFirst of [true, false]) {
      const intent = await payFor('it-5gb-7d');
      const viaClient = () =>
        call(completeOrder, '/api/complete-order', {
          body: { paymentIntentId: intent.paymentIntentId },
          cookie: alice.cookie,
        });
      const { payload, signature } = signedEvent(intent.paymentIntentId);
      const viaWebhook = () =>
        call(webhook, '/api/stripe/webhook', {
          body: payload,
          headers: { 'Stripe-Signature': signature },
        });
      const [first, second] = webhookFirst ? [viaWebhook, viaClient] : [viaClient, viaWebhook];
      expect((await first()).ok).toBe(true);
      expect((await second()).ok).toBe(true);
    }
    expect((await ordersOf(alice)).filter((o) => o.planId === 'it-5gb-7d')).toHaveLength(2);
  });

  test("another customer's intent, an unpaid intent and a made-up id are refused and make no order", async () => {
    const alicePaid = await payFor('es-5gb-7d');
    const stolen = await call(completeOrder, '/api/complete-order', {
      body: { paymentIntentId: alicePaid.paymentIntentId },
      cookie: bob.cookie,
    });
    expect(stolen.status).toBe(404);
    const unpaid = (await (
      await call(createIntent, '/api/create-payment-intent', {
        body: { ...CHECKOUT_ANSWERS, planId: 'es-5gb-7d' },
        cookie: bob.cookie,
      })
    ).json()) as CreatedIntent;
    expect(
      (
        await call(completeOrder, '/api/complete-order', {
          body: { paymentIntentId: unpaid.paymentIntentId },
          cookie: bob.cookie,
        })
      ).status,
    ).toBe(409);
    const madeUp = await call(completeOrder, '/api/complete-order', {
      body: { paymentIntentId: 'pi_test_000000000000000000000000' },
      cookie: bob.cookie,
    });
    expect(madeUp.status).toBe(404);
    expect((await madeUp.json()).message).toBe('Payment not found');
    expect(await ordersOf(bob)).toEqual([]);
  });

  test('a payment whose amount differs from the plan price makes no order', async () => {
    const tampered = await testGateway.createIntent({
      amount: 100,
      currency: 'usd',
      metadata: { userId: alice.userId, planId: 'de-5gb-7d', price: '1.00' },
      idempotencyKey: 'tampered',
    });
    await saveCheckout(tampered.id, {
      userId: alice.userId,
      plan: {
        id: 'de-5gb-7d',
        name: '5GB 7 Days',
        country: 'Germany',
        countryCode: 'DE',
        data: '5GB',
        duration: '7 Days',
        price: 15,
      },
    });
    await call(confirm, '/api/test-payments/confirm', {
      body: { clientSecret: tampered.clientSecret, cardNumber: '4242424242424242' },
    });
    const response = await call(completeOrder, '/api/complete-order', {
      body: { paymentIntentId: tampered.id },
      cookie: alice.cookie,
    });
    expect(response.status).toBe(400);
    expect((await ordersOf(alice)).some((o) => o.planId === 'de-5gb-7d')).toBe(false);
  });
});

describe('the Stripe webhook', () => {
  test('refuses a bad signature', async () => {
    const intent = await payFor('gb-5gb-7d', bob);
    const { payload } = signedEvent(intent.paymentIntentId);
    const forged = await call(webhook, '/api/stripe/webhook', {
      body: payload,
      headers: { 'Stripe-Signature': 't=1,v1=deadbeef' },
    });
    expect(forged.status).toBe(400);
    expect(await ordersOf(bob)).toEqual([]);
  });

  test('creates the order once and skips the same event delivered again', async () => {
    const intent = await payFor('gb-5gb-7d', bob);
    const { payload, signature } = signedEvent(intent.paymentIntentId, 'evt_twice');
    expect(
      await (
        await call(webhook, '/api/stripe/webhook', {
          body: payload,
          headers: { 'Stripe-Signature': signature },
        })
      ).json(),
    ).toEqual({
      received: true,
    });
    const again = await call(webhook, '/api/stripe/webhook', {
      body: payload,
      headers: { 'Stripe-Signature': signature },
    });
    expect(await again.json()).toEqual({ received: true, duplicate: true });
    expect(await ordersOf(bob)).toHaveLength(1);
  });

  test('a malformed STRIPE_WEBHOOK_SECRET fails it at its start, naming the variable in the log', async () => {
    const restoreEnv = setEnv({ STRIPE_WEBHOOK_SECRET: 'sk_test_pasted_in_the_wrong_box' });
    vi.mocked(console.error).mockClear();
    try {
      const answer = await call(webhook, '/api/stripe/webhook', { body: '{}' });
      expect(answer.status).toBe(500);
      expect(console.error).toHaveBeenCalledWith(
        expect.stringContaining('Environment variable STRIPE_WEBHOOK_SECRET must be'),
      );
    } finally {
      restoreEnv();
    }
  });
});

describe('in production without Stripe keys', () => {
  test('the test gateway is refused', async () => {
    process.env.CONTEXT = 'production';
    try {
      expect(
        (
          await call(confirm, '/api/test-payments/confirm', {
            body: { clientSecret: 'x', cardNumber: '4242' },
          })
        ).status,
      ).toBe(404);
      await expect(getPaymentGateway()).rejects.toThrow(PaymentsNotConfiguredError);
    } finally {
      delete process.env.CONTEXT;
    }
  });
});

describe('a flood of unpaid intents', () => {
  test('creating payment intents is limited per IP, so a signed-in stranger cannot flood Stripe (and the re-drive) with intents', () => {
    expect(createIntentConfig.rateLimit).toMatchObject({
      windowLimit: expect.any(Number),
      aggregateBy: ['ip', 'domain'],
      action: 'rewrite',
      to: tooManyConfig.path,
    });
    expect(createIntentConfig.rateLimit?.windowLimit).toBeLessThanOrEqual(20);
    recordAttack({
      item: 8,
      attack: 'a flood of unpaid payment intents from one IP (to bury paid ones from the re-drive)',
      tries: 1,
      outcome: 'refused',
    });
  });
});
