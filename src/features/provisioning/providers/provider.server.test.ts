import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setEnv } from '../../../../tests/support/env.ts';
import { EsimProviderNotConfiguredError, getEsimProvider } from './provider.server.ts';

let restoreEnv: () => void;

beforeEach(() => {
  restoreEnv = setEnv({
    ESIMGO_API_KEY: undefined,
    ESIMGO_BASE_URL: undefined,
    ESIMGO_TIMEOUT_MS: undefined,
    SIMULATED_PROVIDER_LATENCY_MS: undefined,
    SIMULATED_PROVIDER_FAILURE_RATE: undefined,
    CONTEXT: undefined,
    ESIMGO_ALLOW_WITH_TEST_PAYMENTS: undefined,
    // Real payments, so a live eSIM Go key may run (payment-provider-safety.ts).
    STRIPE_SECRET_KEY: 'sk_live_provider_test',
  });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  restoreEnv();
});

describe('getEsimProvider', () => {
  test('chooses eSIM Go when ESIMGO_API_KEY is set', () => {
    process.env.ESIMGO_API_KEY = 'key-123';
    expect(getEsimProvider().name).toBe('esimgo');
  });

  test('chooses the simulator when ESIMGO_API_KEY is unset or blank', () => {
    expect(getEsimProvider().name).toBe('simulated');
    process.env.ESIMGO_API_KEY = '  ';
    expect(getEsimProvider().name).toBe('simulated');
  });

  test('reads the simulator failure rate from the environment', async () => {
    process.env.SIMULATED_PROVIDER_LATENCY_MS = '0';
    process.env.SIMULATED_PROVIDER_FAILURE_RATE = '1';
    await expect(getEsimProvider().order({ orderId: 'ord_env', bundle: 'b' })).rejects.toThrow(
      'Simulated provider failure',
    );
  });

  test('fails fast, naming the variable, on a malformed number', () => {
    process.env.SIMULATED_PROVIDER_FAILURE_RATE = '50%';
    expect(() => getEsimProvider()).toThrow('SIMULATED_PROVIDER_FAILURE_RATE');
    process.env.ESIMGO_API_KEY = 'key-123';
    process.env.ESIMGO_TIMEOUT_MS = '-1';
    expect(() => getEsimProvider()).toThrow('ESIMGO_TIMEOUT_MS');
  });

  test('never answers real payments with simulated eSIMs in production', () => {
    process.env.CONTEXT = 'production';
    expect(() => getEsimProvider()).toThrow('ESIMGO_API_KEY is not set in production');
    process.env.ESIMGO_API_KEY = 'key-123';
    expect(getEsimProvider().name).toBe('esimgo');
  });

  test('never buys real eSIMs for test payments: a live key beside a Stripe test key or the test gateway is refused', () => {
    process.env.ESIMGO_API_KEY = 'key-123';
    for (const stripeKey of ['sk_test_provider_test', undefined]) {
      if (stripeKey) process.env.STRIPE_SECRET_KEY = stripeKey;
      else delete process.env.STRIPE_SECRET_KEY;
      expect(() => getEsimProvider()).toThrow(EsimProviderNotConfiguredError);
      expect(() => getEsimProvider()).toThrow('ESIMGO_ALLOW_WITH_TEST_PAYMENTS=1');
    }
    process.env.ESIMGO_ALLOW_WITH_TEST_PAYMENTS = '1';
    expect(getEsimProvider().name).toBe('esimgo');
  });
});
