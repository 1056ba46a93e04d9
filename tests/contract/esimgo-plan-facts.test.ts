import { afterAll, beforeAll, expect, test } from 'vitest';
import { planFactsSchema } from '../../src/features/catalogue/plan-facts.ts';
import type { Plan } from '../../src/features/catalogue/plan.ts';
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { providerFactsFor } from '../../src/features/provisioning/provider-facts.server.ts';
import { createEsimGoProvider } from '../../src/features/provisioning/providers/esimgo.server.ts';
import {
  startEsimGoContractServer,
  type EsimGoContractServer,
} from '../support/esimgo-contract-server.ts';

/**
 * eSIM Go's catalogue and networks, as its v2.4 document allows them (generated with many seeds),
 * become plan facts the catalogue accepts: only the plan's countries, a start only when `autostart`
 * says so, never a hotspot or fair-use guess.
 */
let harness: EsimGoContractServer;
let provider: EsimProvider;
beforeAll(async () => {
  harness = await startEsimGoContractServer();
  provider = createEsimGoProvider({
    apiKey: harness.apiKey,
    baseUrl: harness.baseUrl,
    timeoutMs: 5000,
  });
});
afterAll(() => harness.stop());

const planFor = (name: string, countries: string[], index: number): Plan => ({
  id: `plan-${index}`,
  name: '1GB 7 Days',
  country: 'Somewhere',
  countryCode: countries.length > 0 ? countries.join(',') : 'FR',
  data: '1GB',
  duration: '7 Days',
  price: 5,
  popular: false,
  coveredCountries: countries.slice(1),
  bundle: name,
});

test('every catalogue and network answer the document allows becomes valid facts', async () => {
  for (let seed = 1; seed <= 60; seed += 1) {
    const plan = (operation: string, offset: number) =>
      harness.plan(operation, { mode: 'dynamic', status: 200, seed: seed * 10 + offset });
    harness.clear();
    plan('GET /catalogue', 0);
    const bundles = await provider.catalogue();
    const plans = bundles.map((bundle, index) => planFor(bundle.name, bundle.countries, index));

    harness.clear();
    plan('GET /catalogue', 0);
    plan('GET /networks', 1);
    const fetched = await providerFactsFor(plans, () => provider);
    if (!fetched.ok) throw new Error(fetched.message);
    for (const [index, bundle] of bundles.entries()) {
      const facts = fetched.facts.get(`plan-${index}`)!;
      expect(planFactsSchema.parse(facts)).toEqual(facts);
      expect(facts.validityStarts).toBe(bundle.autostart ? 'first-connection' : null);
      expect({ hotspot: facts.hotspot, fairUse: facts.fairUse }).toEqual({
        hotspot: null,
        fairUse: null,
      });
      const covered = plans[index]!.countryCode.split(',');
      for (const entry of facts.networks) expect(covered).toContain(entry.country);
    }
    // One catalogue page and at most one network list, whatever the number of plans.
    expect(harness.exchanges().length).toBeLessThanOrEqual(2);
  }
});

test("a catalogue answer as eSIM Go's live API sends it becomes the plan's facts", async () => {
  harness.clear();
  harness.plan('GET /catalogue', {
    mode: 'raw',
    status: 200,
    body: {
      pageCount: 1,
      rows: 1,
      pageSize: 500,
      bundles: [
        {
          name: 'esim_1GB_7D_GB_V2',
          description: 'eSIM, 1GB, 7 Days, United Kingdom, V2',
          groups: ['Standard eSIM Bundles'],
          countries: [{ name: 'United Kingdom', region: 'Europe', iso: 'GB' }],
          dataAmount: 1000,
          duration: 7,
          speed: ['2G', '3G', '4G', '5G'],
          autostart: true,
          unlimited: false,
          roamingEnabled: [],
          price: 1.53,
          billingType: 'FixedCost',
        },
      ],
    },
  });
  harness.plan('GET /networks', {
    mode: 'raw',
    status: 200,
    body: {
      countryNetworks: [
        {
          name: 'GB',
          networks: [
            {
              name: 'EE Limited',
              brandName: 'EE',
              mcc: '234',
              mnc: '30',
              tagid: 'GBRME',
              speed: ['3G', '4G', '5G'],
            },
            {
              name: 'Vodafone UK',
              brandName: 'Vodafone',
              mcc: '234',
              mnc: '15',
              tagid: 'GBRVF',
              speed: ['4G'],
            },
          ],
        },
      ],
    },
  });
  const fetched = await providerFactsFor([planFor('esim_1GB_7D_GB_V2', ['GB'], 0)], () => provider);
  expect(fetched).toMatchObject({ ok: true });
  expect(fetched.ok && fetched.facts.get('plan-0')).toEqual({
    networks: [
      {
        country: 'GB',
        operators: [
          { name: 'EE', generations: ['3G', '4G', '5G'] },
          { name: 'Vodafone', generations: ['4G'] },
        ],
      },
    ],
    hotspot: null,
    validityStarts: 'first-connection',
    fairUse: null,
  });
  expect(
    harness
      .exchanges()
      .find((exchange) => exchange.operation === 'GET /networks')
      ?.query.get('isos'),
  ).toBe('GB');
});
