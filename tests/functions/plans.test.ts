import { describe, expect, test } from 'vitest';
import plansHandler from '../../netlify/functions/plans.mts';
import { openStore } from '../../src/lib/blobs.ts';
import defaultPlans from '../../content/plans.json' with { type: 'json' };
import type { PublicPlan } from '../../src/features/catalogue/plan.ts';
import { functionContext } from '../support/netlify-context.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs();

const get = (path: string, params: Record<string, string> = {}, headers: HeadersInit = {}) =>
  plansHandler(new Request(`http://localhost${path}`, { headers }), functionContext(params));

describe('GET /api/plans', () => {
  test('seeds the catalogue from content on first read and lists every plan with its flag', async () => {
    const response = await get('/api/plans');
    expect(response.status).toBe(200);
    const plans = (await response.json()) as PublicPlan[];
    expect(plans).toHaveLength(defaultPlans.length);
    expect(plans.find((plan) => plan.id === 'us-5gb-7d')).toMatchObject({
      price: 15,
      flag: '/flags/us.svg',
    });
    expect(await openStore('catalogue').get('current', { type: 'json' })).not.toBeNull();
  });

  test('is cacheable on the CDN under the catalogue tag and revalidated by version', async () => {
    const response = await get('/api/plans');
    expect(response.headers.get('netlify-cache-tag')).toBe('catalogue');
    expect(response.headers.get('netlify-cdn-cache-control')).toContain('durable');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await get('/api/plans', {}, { 'If-None-Match': etag! });
    expect(again.status).toBe(304);
  });

  test('serves the whole list on /api/esimgo/plans too', async () => {
    const plans = (await (await get('/api/esimgo/plans')).json()) as PublicPlan[];
    expect(plans.length).toBe(defaultPlans.length);
  });

  test('refuses other methods with 405 and a JSON message', async () => {
    const response = await plansHandler(
      new Request('http://localhost/api/plans', { method: 'POST' }),
      functionContext(),
    );
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ message: 'Method not allowed' });
  });
});

describe('GET /api/plans/{countryCode}', () => {
  test('upper-cases the code and lists the country plans first, then multi-country plans covering it', async () => {
    const plans = (await (
      await get('/api/plans/fr', { countryCode: 'fr' })
    ).json()) as PublicPlan[];
    expect(plans.length).toBeGreaterThanOrEqual(3);
    expect(plans[0]).toMatchObject({ countryCode: 'FR', country: 'France' });
    const multi = plans.filter((plan) => plan.coveredCountries.length > 0);
    expect(multi.length).toBeGreaterThan(0);
    expect(multi.every((plan) => plan.coveredCountries.includes('FR'))).toBe(true);
  });

  test('answers an empty list for a well-formed code nobody sells', async () => {
    const response = await get('/api/plans/QQ', { countryCode: 'QQ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual([]);
  });

  test.each(['USA', '1', 'u%24', '%00', '%E0%A4%A', 'a'.repeat(5000)])(
    'answers 400 with a message for the malformed code %#',
    async (code) => {
      const response = await get(`/api/plans/${code}`, { countryCode: code });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toMatch(/two letters/);
    },
  );
});
