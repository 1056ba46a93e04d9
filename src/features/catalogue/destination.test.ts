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
  // What a page writes in data-search-terms: each name folded, separated by spaces.
  const items = [
    { name: 'Spain', searchTerms: 'spain espagne spanien espana spagna スヘイン' },
    { name: 'United States', searchTerms: 'united-states-of-america etats-unis usa' },
  ];
  test('matches a substring of any term, case and accents aside', () => {
    expect(searchCountries(items, 'STATES').map((c) => c.name)).toEqual(['United States']);
    expect(searchCountries(items, 'España').map((c) => c.name)).toEqual(['Spain']);
    expect(searchCountries(items, 'États Unis').map((c) => c.name)).toEqual(['United States']);
  });
  test('an empty or blank query keeps every country', () => {
    expect(searchCountries(items, '   ')).toHaveLength(2);
  });
  test('finds nothing for text no term contains', () => {
    expect(searchCountries(items, 'atlantis')).toEqual([]);
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
