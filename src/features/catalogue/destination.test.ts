import { describe, expect, test } from 'vitest';
import {
  regionCountryCodes,
  slugify,
  uniqueByCode,
  type Country,
  type Region,
} from './destination.ts';
import { searchCountries } from './search.ts';

const countries: Country[] = [
  { name: 'Hawaii', slug: 'hawaii', code: 'US', aliases: [] },
  { name: 'Spain', slug: 'spain', code: 'ES', aliases: [] },
  {
    name: 'United States of America',
    slug: 'united-states-of-america',
    code: 'US',
    aliases: ['usa'],
  },
];

describe('slugify', () => {
  test.each([
    ['United States of America', 'united-states-of-america'],
    ["Côte d'Ivoire", 'cote-d-ivoire'],
    ['Bosnia & Herzegovina', 'bosnia-herzegovina'],
    ['  Réunion  ', 'reunion'],
  ])('%s → %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});

describe('searchCountries', () => {
  test('matches a case-insensitive substring of the name', () => {
    expect(searchCountries(countries, 'STATES').map((c) => c.name)).toEqual([
      'United States of America',
    ]);
    expect(searchCountries(countries, 'a').length).toBe(3);
  });
  test('an empty or blank query keeps every country', () => {
    expect(searchCountries(countries, '   ')).toHaveLength(3);
  });
  test('finds nothing for text no name contains', () => {
    expect(searchCountries(countries, 'atlantis')).toEqual([]);
  });
});

describe('regions', () => {
  test('uniqueByCode keeps the first entry of each code', () => {
    expect(uniqueByCode(countries).map((c) => c.name)).toEqual(['Hawaii', 'Spain']);
  });
  test("a Global region's 'all' expands to every distinct code", () => {
    const global = { countries: 'all' } as Region;
    expect(regionCountryCodes(global, countries)).toEqual(['US', 'ES']);
  });
});
