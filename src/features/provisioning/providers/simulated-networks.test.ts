import { expect, test } from 'vitest';
import { defaultCatalogue } from '../../catalogue/catalogue.server.ts';
import { simulatedCatalogue } from './simulated-catalogue.ts';
import { simulatedNetworks } from './simulated-networks.ts';

const MOST_VISITED = ['FR', 'ES', 'US', 'IT', 'TR', 'MX', 'GB', 'DE', 'GR', 'AT', 'JP', 'TH'];

test('the simulated networks know the most visited destinations, and nothing of the others', () => {
  const known = simulatedNetworks([...MOST_VISITED, 'AQ', 'KP']);
  expect(known.map((entry) => entry.country)).toEqual(MOST_VISITED);
  expect(known.find((entry) => entry.country === 'JP')!.networks[0]).toEqual({
    name: 'NTT docomo',
    brandName: 'NTT docomo',
    speeds: ['4G', '5G'],
  });
  expect(known.find((entry) => entry.country === 'KR')).toBeUndefined();
  expect(simulatedNetworks(['KR'])[0]!.networks.map((network) => network.name)).toContain('LG U+');
  const everyCode = Array.from({ length: 26 * 26 }, (_, i) =>
    String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26)),
  );
  expect(simulatedNetworks(everyCode).length).toBeGreaterThanOrEqual(40);
});

test("the simulated catalogue has each plan's bundle once, over the plan's countries", () => {
  const { plans } = defaultCatalogue();
  const bundles = simulatedCatalogue([...plans, ...plans]);
  expect(bundles).toHaveLength(new Set(plans.map((plan) => plan.bundle)).size);
  const europe = plans.find((plan) => plan.coveredCountries.length > 20)!;
  expect(bundles.find((bundle) => bundle.name === europe.bundle)).toMatchObject({
    countries: europe.coveredCountries,
    autostart: true,
  });
});
