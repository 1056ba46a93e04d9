/**
 * Item 7 of the trust round (docs/security.md): test payments can never buy real eSIMs. A deploy
 * preview with test payments and a live ESIMGO_API_KEY would buy a real eSIM for card 4242: every
 * function refuses that configuration (docs/decisions/0023-test-payments-never-buy-real-esims.md).
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import confirm from '../../netlify/functions/test-payments-confirm.mts';
import { getEsimProvider } from '../../src/features/provisioning/providers/provider.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { setEnv } from '../support/env.ts';
import { useEsimGoStandIn } from '../support/faults-esimgo.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';
import { CHECKOUT_ANSWERS } from '../support/checkout-answers.ts';

const LIVE_ESIMGO_KEY = 'a-live-esimgo-key';
const BUNDLE = 'esim_5GB_7D_US_V2';

let restoreKeys: () => void;

useLocalBlobs({
  // A deploy preview (stores are per deploy context) with its own address and signing secret, as
  // Netlify sets them: its account mails link to the preview itself.
  env: {
    CONTEXT: 'deploy-preview',
    DEPLOY_PRIME_URL: 'https://deploy-preview-7--roamly.netlify.app',
    SIGNING_SECRET: 'a-deploy-preview-signing-secret-of-32-chars',
  },
});
const { customer } = useCustomers({ customer: 'preview-shopper@example.com' });
const { standIn: esimgo } = useEsimGoStandIn();
beforeEach(() => {
  // A live eSIM Go key, pointed at the stand-in so nothing leaves this machine.
  restoreKeys = setEnv({
    STRIPE_SECRET_KEY: undefined,
    ESIMGO_ALLOW_WITH_TEST_PAYMENTS: undefined,
    ESIMGO_API_KEY: LIVE_ESIMGO_KEY,
    ESIMGO_BASE_URL: esimgo.baseUrl,
    ESIMGO_TIMEOUT_MS: '2000',
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  restoreKeys();
});

async function storedIntents(): Promise<number> {
  return (await openStore('payments').list({ prefix: 'intent/' })).blobs.length;
}

/** A checkout attempt: 503 with the usual message, and no intent anywhere. */
async function expectNoPaymentTaken(): Promise<void> {
  const before = await storedIntents();
  const answer = await call(createIntent, '/api/create-payment-intent', {
    body: { ...CHECKOUT_ANSWERS, planId: 'us-5gb-7d' },
    cookie: customer.cookie,
  });
  expect(answer.status).toBe(503);
  expect(await answer.json()).toMatchObject({ message: 'Payments are not available right now.' });
  expect(await storedIntents()).toBe(before);
}

/** A provisioning attempt: the provider refuses before eSIM Go is called, naming the variables. */
async function expectNoEsimBought(orderId: string): Promise<void> {
  const attempt = Promise.resolve().then(() =>
    getEsimProvider().order({ orderId, bundle: BUNDLE }),
  );
  await expect(attempt).rejects.toThrow(/ESIMGO_API_KEY.*ESIMGO_ALLOW_WITH_TEST_PAYMENTS=1/s);
  expect(esimgo.orderRequests(BUNDLE)).toBe(0);
}

describe('test payments can never buy real eSIMs', () => {
  test('a deploy preview with the test gateway and a live ESIMGO_API_KEY takes no payment and buys no eSIM', async () => {
    await expectNoPaymentTaken();
    // Card 4242 on the test gateway: its confirm endpoint is not there either.
    const confirmAnswer = await call(confirm, '/api/test-payments/confirm', {
      body: { clientSecret: 'any', cardNumber: '4242 4242 4242 4242' },
    });
    expect(confirmAnswer.status).toBe(404);
    await expectNoEsimBought('ord_preview_test_gateway');
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('ESIMGO_ALLOW_WITH_TEST_PAYMENTS=1'),
    );
    recordAttack({
      item: 7,
      attack:
        'test gateway (card 4242) with a live ESIMGO_API_KEY: checkout, test-card confirm, provisioning',
      tries: 3,
      outcome: 'refused',
    });
  });

  test.each(['sk_test_51Preview', 'rk_test_51Preview'])(
    'a Stripe test key (%s…) with a live ESIMGO_API_KEY takes no payment and buys no eSIM',
    async (stripeKey) => {
      process.env.STRIPE_SECRET_KEY = stripeKey;
      await expectNoPaymentTaken();
      await expectNoEsimBought(`ord_preview_${stripeKey.slice(0, 2)}`);
      recordAttack({
        item: 7,
        attack: `Stripe test key ${stripeKey.slice(0, 8)}… with a live ESIMGO_API_KEY: checkout, provisioning`,
        tries: 2,
        outcome: 'refused',
      });
    },
  );

  test('a sandbox eSIM Go key is allowed with test payments when ESIMGO_ALLOW_WITH_TEST_PAYMENTS=1 says so', async () => {
    process.env.ESIMGO_ALLOW_WITH_TEST_PAYMENTS = '1';
    const answer = await call(createIntent, '/api/create-payment-intent', {
      body: { ...CHECKOUT_ANSWERS, planId: 'us-5gb-7d' },
      cookie: customer.cookie,
    });
    expect(answer.status).toBe(200);
    expect(getEsimProvider().name).toBe('esimgo');
  });

  test('test payments with the simulated provider run as before', async () => {
    delete process.env.ESIMGO_API_KEY;
    const answer = await call(createIntent, '/api/create-payment-intent', {
      body: { ...CHECKOUT_ANSWERS, planId: 'us-5gb-7d' },
      cookie: customer.cookie,
    });
    expect(answer.status).toBe(200);
    expect(getEsimProvider().name).toBe('simulated');
  });
});
