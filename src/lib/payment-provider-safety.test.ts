import { describe, expect, test } from 'vitest';
import { testPaymentsBuyRealEsimsRefusal } from './payment-provider-safety.ts';

const LIVE_ESIMGO = { ESIMGO_API_KEY: 'a-live-esimgo-key' };

describe('testPaymentsBuyRealEsimsRefusal', () => {
  test.each([
    [
      'the test gateway with a live eSIM Go key',
      { ...LIVE_ESIMGO },
      /STRIPE_SECRET_KEY is not set.*test gateway/,
    ],
    [
      'a Stripe test key with a live eSIM Go key',
      { ...LIVE_ESIMGO, STRIPE_SECRET_KEY: 'sk_test_51abc' },
      /Stripe test key \(sk_test_…\)/,
    ],
    [
      'a restricted Stripe test key with a live eSIM Go key',
      { ...LIVE_ESIMGO, STRIPE_SECRET_KEY: 'rk_test_51abc' },
      /Stripe test key \(rk_test_…\)/,
    ],
    [
      'a Stripe key of no known kind with a live eSIM Go key',
      { ...LIVE_ESIMGO, STRIPE_SECRET_KEY: 'pk_live_51abc' },
      /not a live Stripe key/,
    ],
    [
      'the allowance set to something other than 1',
      { ...LIVE_ESIMGO, ESIMGO_ALLOW_WITH_TEST_PAYMENTS: 'yes' },
      /test gateway/,
    ],
  ])('refuses %s, naming the variables and the ways out', (_, env, reason) => {
    const refusal = testPaymentsBuyRealEsimsRefusal(env);
    expect(refusal).toMatch(reason);
    expect(refusal).toContain('ESIMGO_API_KEY is set');
    expect(refusal).toContain('ESIMGO_ALLOW_WITH_TEST_PAYMENTS=1');
    expect(refusal).not.toContain('51abc'); // never more of a key than its public prefix
    expect(refusal).not.toContain('a-live-esimgo-key');
  });

  test.each([
    [
      'a live Stripe key with a live eSIM Go key',
      { ...LIVE_ESIMGO, STRIPE_SECRET_KEY: 'sk_live_51abc' },
    ],
    [
      'a live restricted Stripe key with a live eSIM Go key',
      { ...LIVE_ESIMGO, STRIPE_SECRET_KEY: 'rk_live_51abc' },
    ],
    ['the test gateway with the simulated provider', {}],
    ['the test gateway with a blank eSIM Go key', { ESIMGO_API_KEY: '  ' }],
    ['a Stripe test key with the simulated provider', { STRIPE_SECRET_KEY: 'sk_test_51abc' }],
    [
      'the test gateway with a sandbox key allowed by ESIMGO_ALLOW_WITH_TEST_PAYMENTS=1',
      { ...LIVE_ESIMGO, ESIMGO_ALLOW_WITH_TEST_PAYMENTS: '1' },
    ],
    [
      'a Stripe test key with a sandbox key allowed by ESIMGO_ALLOW_WITH_TEST_PAYMENTS=1',
      {
        ...LIVE_ESIMGO,
        STRIPE_SECRET_KEY: 'sk_test_51abc',
        ESIMGO_ALLOW_WITH_TEST_PAYMENTS: ' 1 ',
      },
    ],
  ])('allows %s', (_, env) => {
    expect(testPaymentsBuyRealEsimsRefusal(env)).toBeNull();
  });
});
