/**
 * GET /api/admin/provider-balance: the eSIM provider's balance for the console's staff, in warning
 * when below PROVIDER_BALANCE_ALERT; a provider that cannot be reached is a clear 502 or 503, never
 * a crash. Real local Blobs server, the simulated provider unless a test points at eSIM Go.
 */
import { describe, expect, test } from 'vitest';
import providerBalance from '../../netlify/functions/admin-provider-balance.mts';
import { call } from '../support/call.ts';
import { setEnv } from '../support/env.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const PATH = '/api/admin/provider-balance';
useLocalBlobs({
  env: {
    ADMIN_EMAILS: 'balance-owner@roamly.example',
    PROVIDER_BALANCE_ALERT: undefined,
    SIMULATED_PROVIDER_LATENCY_MS: '0',
  },
  mute: ['error'],
});
const { owner, customer } = useCustomers({
  owner: 'balance-owner@roamly.example',
  customer: 'balance-traveller@example.com',
});

/** Runs `work` with `values` set, and puts them back after. */
async function withEnv(values: Parameters<typeof setEnv>[0], work: () => Promise<void>) {
  const restore = setEnv(values);
  try {
    await work();
  } finally {
    restore();
  }
}

describe('the provider balance on the console', () => {
  test('signed out is 401, a customer 403: no balance shown', async () => {
    for (const [cookie, status] of [
      [undefined, 401],
      [customer.cookie, 403],
    ] as const) {
      const answer = await call(providerBalance, PATH, { cookie });
      expect(answer.status).toBe(status);
      expect(await answer.json()).not.toHaveProperty('balance');
    }
  });

  test('staff get the balance in cents, never cached, with no alert level set', async () => {
    const answer = await call(providerBalance, PATH, { cookie: owner.cookie });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await answer.json()).toEqual({
      balance: { amountMinor: expect.any(Number), currency: 'USD' },
      low: false,
      threshold: null,
    });
  });

  test('below PROVIDER_BALANCE_ALERT the answer says low and gives the level in cents', async () => {
    await withEnv({ PROVIDER_BALANCE_ALERT: '100000.5' }, async () => {
      const answer = await call(providerBalance, PATH, { cookie: owner.cookie });
      expect(await answer.json()).toMatchObject({
        low: true,
        threshold: { amountMinor: 10_000_050, currency: 'USD' },
      });
    });
    await withEnv({ PROVIDER_BALANCE_ALERT: '1' }, async () => {
      const answer = await call(providerBalance, PATH, { cookie: owner.cookie });
      expect(await answer.json()).toMatchObject({
        low: false,
        threshold: { amountMinor: 100, currency: 'USD' },
      });
    });
  });

  test('only GET: a POST is 405', async () => {
    const answer = await call(providerBalance, PATH, { cookie: owner.cookie, body: {} });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('Allow')).toBe('GET');
  });

  test('eSIM Go out of reach is a 502 with a clear message', async () => {
    const esimGo = {
      ESIMGO_API_KEY: 'balance-test-key',
      ESIMGO_ALLOW_WITH_TEST_PAYMENTS: '1',
      ESIMGO_BASE_URL: 'http://127.0.0.1:1/v2.4',
    };
    await withEnv(esimGo, async () => {
      const answer = await call(providerBalance, PATH, { cookie: owner.cookie });
      expect(answer.status).toBe(502);
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      expect(await answer.json()).toEqual({
        message: 'The eSIM provider did not answer with the balance. Try again in a minute.',
        requestId: expect.any(String),
      });
    });
  });

  test('no usable provider (an eSIM Go key beside test payments) is a 503 with a clear message', async () => {
    await withEnv({ ESIMGO_API_KEY: 'balance-test-key' }, async () => {
      const answer = await call(providerBalance, PATH, { cookie: owner.cookie });
      expect(answer.status).toBe(503);
      expect(await answer.json()).toEqual({
        message: 'No eSIM provider is configured for this site, so there is no balance to show.',
        requestId: expect.any(String),
      });
    });
  });
});
