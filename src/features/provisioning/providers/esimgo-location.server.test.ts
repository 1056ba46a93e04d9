import { beforeEach, describe, expect, test } from 'vitest';
import { answer } from '../../../../tests/support/local-http.ts';
import { providerError, useEsimGoTestServer } from './esimgo-test-server.ts';

/**
 * The eSIM Go adapter's `location`: `GET /esims/{iccid}/location` on the local eSIM Go, read field
 * by field (none is required); a refusal or an outage is a ProviderError as for usage.
 */
const ICCID = '8944123456789012000';
let next: { status: number; body: unknown } = { status: 200, body: {} };
const server = useEsimGoTestServer((_req, res, url) => {
  if (url.pathname !== `/v2.4/esims/${ICCID}/location`)
    return answer(res, 404, { message: 'Not found' });
  answer(res, next.status, next.body);
});
const answerWith = (status: number, body: unknown) => {
  next = { status, body };
};

beforeEach(() => server.seen.splice(0));

describe('eSIM Go location', () => {
  test('reads the documented answer, asking for JSON', async () => {
    answerWith(200, {
      mobileNetworkCode: 'FRAF1',
      networkName: 'Orange',
      networkBrandName: 'Orange France',
      country: 'FR',
      lastSeen: '2024-07-27T00:25:07.382562Z',
    });
    expect(await server.provider().location(ICCID)).toEqual({
      countryCode: 'FR',
      mobileNetworkCode: 'FRAF1',
      networkName: 'Orange',
      networkBrandName: 'Orange France',
      lastSeenAt: '2024-07-27T00:25:07.382Z',
    });
    expect(server.seen[0]).toMatchObject({
      method: 'GET',
      url: `/v2.4/esims/${ICCID}/location`,
      headers: { accept: 'application/json' },
    });
  });

  test('a field left out, blank, of the wrong type or not a country code is unknown', async () => {
    answerWith(200, {
      country: 'France',
      networkName: '  ',
      networkBrandName: 7,
      lastSeen: 'soon',
    });
    expect(await server.provider().location(ICCID)).toEqual({
      countryCode: null,
      mobileNetworkCode: null,
      networkName: null,
      networkBrandName: null,
      lastSeenAt: null,
    });
    answerWith(200, { country: 'jp' });
    expect(await server.provider().location(ICCID)).toMatchObject({ countryCode: 'JP' });
  });

  test('an answer that is no object is a retryable failure', async () => {
    answerWith(200, 'OK');
    const error = await providerError(server.provider().location(ICCID));
    expect(error.message).toBe('eSIM Go answered the eSIM location with something unreadable');
    expect(error.retryable).toBe(true);
  });

  test('a 403 is final, a 429 and a 5xx retryable, never an order of unknown outcome', async () => {
    answerWith(403, { message: 'ICCID not accessible' });
    expect(await providerError(server.provider().location(ICCID))).toMatchObject({
      message: 'eSIM Go eSIM location failed (403): ICCID not accessible',
      retryable: false,
      outcomeUnknown: false,
    });
    answerWith(429, { message: 'Too Many Requests' });
    expect(await providerError(server.provider().location(ICCID))).toMatchObject({
      retryable: true,
    });
    answerWith(500, { message: 'Server Error' });
    expect(await providerError(server.provider().location(ICCID))).toMatchObject({
      retryable: true,
      outcomeUnknown: false,
    });
  });
});
