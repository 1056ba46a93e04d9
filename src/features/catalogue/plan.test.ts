import { describe, expect, test } from 'vitest';
import {
  countPlansByCountry,
  flagUrl,
  formatPrice,
  normaliseCountryCode,
  plansForCountry,
  plansForRegion,
  type Plan,
} from './plan.ts';

const plan = (overrides: Partial<Plan>): Plan => ({
  id: 'x',
  name: '5GB 7 Days',
  country: 'France',
  countryCode: 'FR',
  data: '5GB',
  duration: '7 Days',
  price: 10,
  popular: false,
  coveredCountries: [],
  ...overrides,
});

const france = plan({ id: 'fr-5', price: 12 });
const franceCheap = plan({ id: 'fr-3', price: 8 });
const europe = plan({
  id: 'eu',
  country: 'Europe Lite',
  countryCode: 'FR,ES',
  coveredCountries: ['FR', 'ES'],
  price: 20,
});
const europeCheap = plan({
  id: 'eu-cheap',
  country: 'Europe Lite',
  countryCode: 'FR,ES',
  coveredCountries: ['FR', 'ES'],
  price: 15,
});
const regionWithoutCoverage = plan({
  id: 'odd',
  country: 'Europe Lite',
  countryCode: 'FR',
  price: 1,
});
const spain = plan({ id: 'es', country: 'Spain', countryCode: 'ES' });

describe('normaliseCountryCode', () => {
  test('upper-cases and trims a two-letter code', () => {
    expect(normaliseCountryCode(' us ')).toBe('US');
  });
  test.each(['', 'USA', 'U', '1A', 'é1'])('refuses %j', (raw) => {
    expect(normaliseCountryCode(raw)).toBeNull();
  });
});

describe('plansForCountry', () => {
  test('lists the country plans by price, then multi-country plans that cover it by price', () => {
    const plans = plansForCountry([europe, france, spain, europeCheap, franceCheap], 'FR');
    expect(plans.map((p) => p.id)).toEqual(['fr-3', 'fr-5', 'eu-cheap', 'eu']);
  });
  test('is empty for a code nobody sells', () => {
    expect(plansForCountry([france, europe], 'JP')).toEqual([]);
  });
});

describe('countPlansByCountry', () => {
  test('counts a multi-country plan once for each covered code', () => {
    const counts = countPlansByCountry([france, europe, spain]);
    expect(counts.get('FR')).toBe(2);
    expect(counts.get('ES')).toBe(2);
  });
});

describe('plansForRegion', () => {
  test('keeps the plans named after the region that have covered countries, cheapest first', () => {
    expect(
      plansForRegion([europe, regionWithoutCoverage, france, europeCheap], 'Europe Lite').map(
        (p) => p.id,
      ),
    ).toEqual(['eu-cheap', 'eu']);
  });
});

describe('display helpers', () => {
  test('prices show two decimals in dollars', () => {
    expect(formatPrice(15)).toBe('$15.00');
    expect(formatPrice(9.5)).toBe('$9.50');
  });
  test('single-country plans have a self-hosted flag, multi-country plans none', () => {
    expect(flagUrl('GB')).toBe('/flags/gb.svg');
    expect(flagUrl('FR,ES')).toBeNull();
  });
});
