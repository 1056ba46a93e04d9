import { beforeEach, describe, expect, test } from 'vitest';
import { answer } from '../../../../tests/support/local-http.ts';
import { providerError, useEsimGoTestServer } from './esimgo-test-server.ts';

/**
 * The eSIM Go adapter's `balance`: `GET /organisation` on the local eSIM Go, its balance (an amount
 * in the organisation's currency) read as integer minor units; anything else a clear failure.
 */
let next: { status: number; body: unknown } = { status: 200, body: {} };
const server = useEsimGoTestServer((_req, res, url) => {
  if (url.pathname !== '/v2.4/organisation') return answer(res, 404, { message: 'Not found' });
  answer(res, next.status, next.body);
});
const answerWith = (status: number, body: unknown) => {
  next = { status, body };
};

beforeEach(() => server.seen.splice(0));

describe('eSIM Go balance', () => {
  test('reads the documented answer: GET /organisation with the key, the balance in cents', async () => {
    answerWith(200, { name: 'Acme Corp', currency: 'USD', balance: 10000, testCredit: 500 });
    expect(await server.provider().balance()).toEqual({ amountMinor: 1_000_000, currency: 'USD' });
    expect(server.seen).toHaveLength(1);
    expect(server.seen[0]).toMatchObject({ method: 'GET', url: '/v2.4/organisation' });
  });

  test('reads a decimal balance, a lower-case currency and a currency without cents', async () => {
    answerWith(200, { currency: 'gbp', balance: 1234.56 });
    expect(await server.provider().balance()).toEqual({ amountMinor: 123_456, currency: 'GBP' });
    answerWith(200, { currency: 'JPY', balance: 98000 });
    expect(await server.provider().balance()).toEqual({ amountMinor: 98_000, currency: 'JPY' });
    answerWith(200, { currency: 'USD', balance: -12.5 });
    expect(await server.provider().balance()).toEqual({ amountMinor: -1250, currency: 'USD' });
  });

  test('reads the organisation wrapped in a list, as older versions of the API document it', async () => {
    answerWith(200, { organisations: [{ currency: 'EUR', balance: 250 }] });
    expect(await server.provider().balance()).toEqual({ amountMinor: 25_000, currency: 'EUR' });
  });

  test.each([
    ['no balance', { currency: 'USD' }],
    ['no currency', { balance: 100 }],
    ['a balance that is not a number', { currency: 'USD', balance: 'plenty' }],
    ['a currency that is no code', { currency: 'US dollars', balance: 100 }],
    ['an empty list of organisations', { organisations: [] }],
    ['not an object', 'OK'],
  ])('a malformed answer (%s) is a clear, retryable failure', async (_, body) => {
    answerWith(200, body);
    const error = await providerError(server.provider().balance());
    expect(error.message).toBe('eSIM Go answered the balance with something unreadable');
    expect(error).toMatchObject({ retryable: true, outcomeUnknown: false });
  });

  test('a 5xx is a clear, retryable failure that names the status and eSIM Go’s message', async () => {
    answerWith(503, { message: 'Processing - please come back later' });
    const error = await providerError(server.provider().balance());
    expect(error.message).toBe('eSIM Go balance failed (503): Processing - please come back later');
    expect(error).toMatchObject({ retryable: true, outcomeUnknown: false });
  });

  test('a refused key is a clear failure that never repeats either key', async () => {
    const error = await providerError(server.provider({ apiKey: 'wrong-key-77d2e0' }).balance());
    expect(error.message).toMatch(/^eSIM Go balance failed \(403\)/);
    expect(error.retryable).toBe(false);
  });

  test('an eSIM Go that cannot be reached is a clear, retryable failure', async () => {
    const error = await providerError(
      server.provider({ baseUrl: 'http://127.0.0.1:1/v2.4' }).balance(),
    );
    expect(error.message).toMatch(/^eSIM Go could not be reached/);
    expect(error.retryable).toBe(true);
  });
});
