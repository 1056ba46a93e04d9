/**
 * The owner's currency rates under attack: hostile bodies, rates that would sell a plan below a
 * card minimum, cross-site and non-JSON requests, callers who are not owners. Each is refused with
 * a JSON message, and the catalogue store is read afterwards: nothing in it changed.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import currencyRates from '../../netlify/functions/admin-currency-rates.mts';
import shippedRates from '../../content/currency-rates.json' with { type: 'json' };
import { openStore } from '../../src/lib/blobs.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, type CallOptions } from '../support/call.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'rates-attack-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });
const { owner, customer } = useCustomers({
  owner: OWNER,
  customer: 'rates-attack-customer@example.com',
});

const PATH = '/api/admin/currency-rates';
const good = shippedRates.rates;

/** Every key of the catalogue store with its value: what a refusal must leave as it was. */
async function catalogueStore(): Promise<Record<string, unknown>> {
  const store = openStore('catalogue');
  const { blobs } = await store.list();
  const entries = await Promise.all(
    blobs.map(async ({ key }) => [key, await store.get(key, { type: 'json' })] as const),
  );
  return Object.fromEntries(entries);
}

const put = (options: CallOptions) =>
  call(currencyRates, PATH, { method: 'PUT', cookie: owner.cookie, ...options });

beforeAll(async () => {
  // The GET seeds the catalogue, so "unchanged" compares a real store, not an empty one.
  expect((await call(currencyRates, PATH, { cookie: owner.cookie })).status).toBe(200);
});

describe('PUT /api/admin/currency-rates refuses hostile rates and changes nothing', () => {
  const hostile: [string, unknown, RegExp][] = [
    ['an unknown currency', { rates: { ...good, XYZ: 1 } }, /^Unknown currency: rates are for/],
    ['a USD rate', { rates: { ...good, USD: 1 } }, /^Unknown currency/],
    ['a lower-case code', { rates: { ...good, eur: 0.9 } }, /^Unknown currency/],
    ['a negative rate', { rates: { ...good, EUR: -0.92 } }, /^The EUR rate must be more than 0$/],
    ['a zero rate', { rates: { ...good, JPY: 0 } }, /^The JPY rate must be more than 0$/],
    ['a huge rate', { rates: { ...good, JPY: 1e9 } }, /^The JPY rate can be at most 10,000$/],
    [
      'an infinite rate (1e400)',
      `{"rates":${JSON.stringify(good).replace('0.86', '1e400')}}`,
      /EUR rate/,
    ],
    [
      'NaN, which JSON cannot carry',
      `{"rates":${JSON.stringify(good).replace('0.86', 'NaN')}}`,
      /not valid JSON/,
    ],
    ['a rate as a string', { rates: { ...good, GBP: '0.79' } }, /^The GBP rate must be a number/],
    ['a rate as null', { rates: { ...good, CHF: null } }, /^The CHF rate must be a number/],
    ['a missing rate', { rates: { ...good, SGD: undefined } }, /^Give a rate for SGD$/],
    ['no rates at all', { rates: {} }, /^Give a rate for EUR$/],
    ['an empty body', {}, /^Send the rates as an object/],
    ['an extra key beside the rates', { rates: good, version: 'x' }, /^Send \{ "rates"/],
    ['rates as a list', { rates: Object.values(good) }, /^Send the rates as an object/],
    ['a body that is a string', '"EUR=0.9"', /^Send \{ "rates"/],
    [
      'a __proto__ key',
      `{"rates":${JSON.stringify(good).replace('{', '{"__proto__":{"EUR":1},')}}`,
      /Unknown currency/,
    ],
  ];

  test.each(hostile)('%s: 400 with a message', async (_name, body, message) => {
    const before = await catalogueStore();
    const response = await put({ body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(message);
    expect(await catalogueStore()).toEqual(before);
  });

  test('rates that would sell a live plan below a card minimum: 400 naming the plan and the currency', async () => {
    const before = await catalogueStore();
    // The cheapest plans cost USD 9.50: at 0.4 HKD to the dollar, HK$3.80.
    const response = await put({ body: { rates: { ...good, HKD: 0.4 } } });
    expect(response.status).toBe(400);
    const { message } = (await response.json()) as { message: string };
    expect(message).toMatch(
      /^These rates would sell Albania 3GB 7 Days \(al-3gb-7d\) for HK\$3\.80 at 0\.4 HKD to the US dollar, below the card minimum of HK\$4\.00\. Nothing was changed\. \d+ other plans are too\.$/,
    );
    expect(await catalogueStore()).toEqual(before);
  });

  test('a cross-site PUT, a PUT that is not JSON, and other methods are refused', async () => {
    const before = await catalogueStore();
    const crossSite = await put({
      body: { rates: good },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    const plainText = await put({
      body: JSON.stringify({ rates: good }),
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(plainText.status).toBe(415);
    for (const method of ['POST', 'PATCH', 'DELETE']) {
      const response = await call(currencyRates, PATH, {
        method,
        body: { rates: good },
        cookie: owner.cookie,
      });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, PUT');
    }
    expect(await catalogueStore()).toEqual(before);
  });

  test('signed out or as a customer: refused before the body is read', async () => {
    const before = await catalogueStore();
    expect((await put({ body: { rates: good }, cookie: '' })).status).toBe(401);
    const denied = await put({ body: { rates: good }, cookie: customer.cookie });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'Access denied' });
    expect((await call(currencyRates, PATH, { cookie: customer.cookie })).status).toBe(403);
    expect(await catalogueStore()).toEqual(before);
    recordAttack({
      round: 3,
      item: 10,
      attack:
        'set currency rates that are hostile (unknown codes, zero, negative, huge, missing, strings, extra keys), that price a plan below a card minimum, cross-site, not as JSON, or without being an owner',
      tries: hostile.length + 1 + 5 + 3,
      outcome: 'refused',
    });
  });
});
