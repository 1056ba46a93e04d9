import { expect, test } from 'vitest';
import { defaultCatalogue } from '../src/features/catalogue/catalogue.server.ts';
import { plansWithSimulatedFacts } from './seed-plan-facts.ts';

const { plans } = defaultCatalogue();

test('content/plans.json carries the facts the simulated provider gives: running the script again changes nothing', async () => {
  expect(await plansWithSimulatedFacts(plans)).toEqual(plans);
});

test("the offline shop's plans name networks, of their own countries only", () => {
  const france = plans.find((plan) => plan.countryCode === 'FR')!;
  expect(france.facts).toMatchObject({
    networks: [
      {
        country: 'FR',
        operators: expect.arrayContaining([{ name: 'Orange', generations: ['4G', '5G'] }]),
      },
    ],
    validityStarts: 'first-connection',
    hotspot: null,
  });
  for (const plan of plans) {
    const covered = new Set([...plan.countryCode.split(','), ...plan.coveredCountries]);
    for (const entry of plan.facts?.networks ?? []) expect(covered.has(entry.country)).toBe(true);
  }
  // A destination the simulated provider does not know has no networks rather than a guess.
  expect(plans.find((plan) => plan.countryCode === 'AL')!.facts!.networks).toEqual([]);
});
