/**
 * The catalogue in content/ is what a fresh shop sells: these rules keep it coherent.
 */
import { describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import countriesJson from '../../../content/countries.json' with { type: 'json' };
import regionsJson from '../../../content/regions.json' with { type: 'json' };
import plansJson from '../../../content/plans.json' with { type: 'json' };
import presentationJson from '../../../content/presentation.json' with { type: 'json' };
import {
  countrySchema,
  presentationSchema,
  regionSchema,
  slugify,
  uniqueByCode,
} from './destination.ts';
import { planListSchema, plansForCountry, plansForRegion } from './plan.ts';

const countries = countrySchema.array().parse(countriesJson);
const regions = regionSchema.array().parse(regionsJson);
const plans = planListSchema.parse(plansJson);
const codes = new Set(countries.map((c) => c.code));

describe('countries', () => {
  test('about 200 destinations, Hawaii under US and Northern Cyprus under CY', () => {
    expect(countries.length).toBeGreaterThanOrEqual(190);
    expect(countries.find((c) => c.name === 'Hawaii')?.code).toBe('US');
    expect(countries.find((c) => c.name === 'Northern Cyprus')?.code).toBe('CY');
  });

  test('every slug follows the name rule', () => {
    for (const country of countries) expect(country.slug).toBe(slugify(country.name));
  });

  test('slugs and aliases are unique and never shadow a code route', () => {
    const names = countries.flatMap((c) => [c.slug, ...c.aliases]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(codes.has(name.toUpperCase())).toBe(false);
  });

  test('the footer shortcuts resolve to a country', () => {
    const resolve = (slug: string) =>
      countries.find((c) => c.slug === slug || c.aliases.includes(slug))?.code;
    expect(['usa', 'uk', 'spain', 'france'].map(resolve)).toEqual(['US', 'GB', 'ES', 'FR']);
  });

  test('every country code has a self-hosted flag', () => {
    for (const code of codes) {
      expect(() =>
        readFileSync(`node_modules/flag-icons/flags/4x3/${code.toLowerCase()}.svg`),
      ).not.toThrow();
    }
  });
});

describe('regions', () => {
  test('the 12 regions of docs/product.md#default-catalogue with their card counts', () => {
    expect(Object.fromEntries(regions.map((r) => [r.slug, r.countryCount]))).toEqual({
      africa: 12,
      americas: 11,
      asia: 14,
      balkans: 10,
      caribbean: 25,
      'eu-plus': 36,
      'europe-lite': 34,
      global: 105,
      'middle-east-africa': 8,
      'middle-east-north-africa': 9,
      'north-america': 3,
      oceania: 2,
    });
  });

  test("every region's countries exist", () => {
    for (const region of regions)
      if (region.countries !== 'all')
        for (const code of region.countries) expect(codes).toContain(code);
  });

  test('every region sells at least 3 plans that cover real countries', () => {
    for (const region of regions) {
      const regionPlans = plansForRegion(plans, region.name);
      expect(regionPlans.length, region.name).toBeGreaterThanOrEqual(3);
      for (const plan of regionPlans)
        for (const code of plan.coveredCountries) expect(codes).toContain(code);
    }
  });
});

describe('plans', () => {
  test('ids are unique', () => {
    expect(new Set(plans.map((p) => p.id)).size).toBe(plans.length);
  });

  test('every country has at least 3 plans of its own, for 7, 14 and 30 days', () => {
    for (const { code } of uniqueByCode(countries)) {
      const own = plansForCountry(plans, code).filter((p) => p.countryCode === code);
      expect(own.length, code).toBeGreaterThanOrEqual(3);
      expect(new Set(own.map((p) => p.duration)), code).toEqual(
        new Set(['7 Days', '14 Days', '30 Days']),
      );
    }
  });

  test('the sample prices of docs/product.md#default-catalogue are on sale', () => {
    const price = (country: string, name: string) =>
      plans.find((p) => p.country === country && p.name === name)?.price;
    expect(price('United States of America', '5GB 7 Days')).toBe(15);
    expect(price('Europe Lite', '10GB 14 Days')).toBe(28);
    expect(price('Asia', '3GB 7 Days')).toBe(12);
  });

  test('some plans are marked popular', () => {
    expect(plans.some((p) => p.popular)).toBe(true);
  });
});

describe('presentation', () => {
  test('about 26 countries plus the Global default', () => {
    const entries = Object.entries(presentationJson);
    for (const [, value] of entries) presentationSchema.parse(value);
    expect(entries.length).toBeGreaterThanOrEqual(25);
    expect(presentationJson.default).toMatchObject({
      monument: 'Global',
      tagline: 'Connect Globally',
      greeting: 'Welcome',
    });
  });
});
