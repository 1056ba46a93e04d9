import { describe, expect, test } from 'vitest';
import countriesJson from '../../../content/countries.json' with { type: 'json' };
import plansJson from '../../../content/plans.json' with { type: 'json' };
import regionsJson from '../../../content/regions.json' with { type: 'json' };
import { ratesInForce } from '../currency/rates.ts';
import { LIVE_LOCALES } from '../i18n/locales.ts';
import { countrySchema, regionSchema } from './destination.ts';
import { destinationsIn } from './destinations-in.ts';
import { planListSchema } from './plan.ts';
import { searchCountries } from './search.ts';
import { siteCatalogueOf } from './site-catalogue.ts';

// The shop's own catalogue, as the build reads it from content/.
const catalogue = siteCatalogueOf({
  countries: countrySchema.array().parse(countriesJson),
  regions: regionSchema.array().parse(regionsJson),
  plans: planListSchema.parse(plansJson),
  presentation: new Map(),
  rates: ratesInForce({}).rates,
});

/** The destinations a search for `query` lists on a page in `locale`, best first. */
const found = (locale: (typeof LIVE_LOCALES)[number], query: string) =>
  searchCountries(destinationsIn(catalogue, locale).countries, query).map(
    ({ country }) => country.code,
  );

describe('the country search ranks', () => {
  const items = [
    { name: 'inside', searchTerms: 'sekidoguinea' },
    { name: 'word', searchTerms: 'equatorial-guinea' },
    { name: 'start', searchTerms: 'guinea-bissau' },
    { name: 'exact', searchTerms: 'guinee guinea' },
    { name: 'other start', searchTerms: 'guineas' },
    { name: 'none', searchTerms: 'ghana' },
  ];

  test('a whole name, then a name it starts, then a word it starts, then any match', () => {
    expect(searchCountries(items, 'Guinea').map(({ name }) => name)).toEqual([
      'exact',
      'start',
      'other start',
      'word',
      'inside',
    ]);
  });

  test('keeps the page’s order among equals, and the whole list for an empty search', () => {
    // 'guinea-bissau', 'guinee guinea' and 'guineas' all start with it: the page's order stays.
    expect(searchCountries(items, 'gui').map(({ name }) => name)).toEqual([
      'start',
      'exact',
      'other start',
      'word',
      'inside',
    ]);
    expect(searchCountries(items, '  ')).toEqual(items);
  });
});

/** Destinations travellers confuse: typing the shorter name must not bury it under the longer. */
const GROUPS = [
  ['AT', 'AU'],
  ['NE', 'NG'],
  ['DM', 'DO'],
  ['GN', 'GW', 'GQ', 'PG'],
  ['CG', 'CD'],
  ['GE', 'US'],
  ['SK', 'SI'],
  ['IS', 'IE'],
  ['VG', 'VI'],
  ['MO', 'MK'],
  ['ML', 'MW'],
  ['GM', 'ZM'],
  ['TW', 'TH'],
  ['SE', 'CH'],
  ['MU', 'MR'],
  ['MF', 'SX'],
  ['KR', 'WS', 'NC'],
];

describe.each(LIVE_LOCALES)('on a page in %s', (locale) => {
  const { countries } = destinationsIn(catalogue, locale);
  const nameOf = (code: string) => countries.find(({ country }) => country.code === code)!.name;
  const englishNameOf = (code: string) => destinationsIn(catalogue, 'en').countryName(code);

  test.each(GROUPS.map((group) => [group.join(' / '), group]))(
    '%s: each one’s name, English name and code put it first',
    (_, group) => {
      for (const code of group)
        for (const query of [nameOf(code), englishNameOf(code), code])
          expect(found(locale, query)[0], `${query} in ${locale}`).toBe(code);
    },
  );

  test('the shorter name first: Niger above Nigeria, Guinea above Guinea-Bissau, Dominica above the Dominican Republic', () => {
    expect(found(locale, 'niger').slice(0, 2)).toEqual(['NE', 'NG']);
    expect(found(locale, 'guinea')[0]).toBe('GN');
    expect(found(locale, 'guinea')).toEqual(expect.arrayContaining(['GW', 'GQ', 'PG']));
    expect(found(locale, 'dominica').slice(0, 2)).toEqual(['DM', 'DO']);
    expect(found(locale, 'georgia')[0]).toBe('GE');
    expect(found(locale, 'austria')[0]).toBe('AT');
  });

  test('every destination’s own name puts it first', () => {
    for (const { country, name } of countries)
      expect(found(locale, name)[0], `${name} in ${locale}`).toBe(country.code);
  });
});

test('a code belongs to its country, not to a place that shares it', () => {
  expect(found('en', 'us')[0]).toBe('US');
  expect(
    destinationsIn(catalogue, 'en').countries.find(({ name }) => name === 'Hawaii')!.searchTerms,
  ).not.toMatch(/(^| )us( |$)/);
  expect(found('en', 'cy')[0]).toBe('CY');
});
