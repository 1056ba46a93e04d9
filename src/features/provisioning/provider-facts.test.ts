import { expect, test } from 'vitest';
import type { Plan } from '../catalogue/plan.ts';
import type { CatalogueBundle, CountryNetworkList } from '../esim-provider/provider.ts';
import { factsOfPlan } from './provider-facts.ts';

const europe: Plan = {
  id: 'europe-5gb-7d',
  name: '5GB 7 Days',
  country: 'Europe',
  countryCode: 'FR,DE,IT',
  data: '5GB',
  duration: '7 Days',
  price: 12,
  popular: false,
  coveredCountries: ['FR', 'DE', 'IT'],
  bundle: 'esim_5GB_7D_EU_V2',
};
const bundle: CatalogueBundle = {
  name: 'esim_5GB_7D_EU_V2',
  countries: ['FR', 'DE', 'ES'],
  speeds: ['3G', '4G'],
  autostart: true,
  unlimited: false,
};
const networks = new Map<string, CountryNetworkList>([
  [
    'FR',
    {
      country: 'FR',
      networks: [
        { name: 'Orange France', brandName: 'Orange', speeds: ['LTE', '5G NSA', '3G'] },
        { name: 'Orange F', brandName: 'Orange', speeds: ['2G'] },
        { name: 'SFR', brandName: null, speeds: null },
        { name: null, brandName: null, speeds: ['4G'] },
      ],
    },
  ],
  ['ES', { country: 'ES', networks: [{ name: 'Movistar', brandName: null, speeds: ['4G'] }] }],
  ['DE', { country: 'DE', networks: [] }],
]);

test("a plan's facts: its covered countries the bundle serves, generations both allow", () => {
  expect(factsOfPlan(europe, bundle, networks)).toEqual({
    // Spain is the bundle's, not the plan's; Germany has no network listed; Italy is not served.
    networks: [
      {
        country: 'FR',
        operators: [
          { name: 'Orange', generations: ['3G', '4G'] },
          { name: 'SFR', generations: ['3G', '4G'] },
        ],
      },
    ],
    hotspot: null,
    validityStarts: 'first-connection',
    fairUse: null,
  });
});

test("without the bundle's speeds the network's stand; autostart false or unknown says nothing", () => {
  for (const autostart of [false, null]) {
    const facts = factsOfPlan(europe, { ...bundle, speeds: null, autostart }, networks);
    expect(facts.validityStarts).toBeNull();
    expect(facts.networks[0]!.operators[0]).toEqual({
      name: 'Orange',
      generations: ['2G', '3G', '4G', '5G'],
    });
  }
});

test('a bundle that lists no countries serves all the plan covers', () => {
  const facts = factsOfPlan(europe, { ...bundle, countries: [] }, networks);
  expect(facts.networks.map((entry) => entry.country)).toEqual(['FR']);
});
