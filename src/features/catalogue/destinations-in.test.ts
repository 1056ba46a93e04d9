import { describe, expect, test } from 'vitest';
import countriesJson from '../../../content/countries.json' with { type: 'json' };
import plansJson from '../../../content/plans.json' with { type: 'json' };
import presentationJson from '../../../content/presentation.json' with { type: 'json' };
import regionsJson from '../../../content/regions.json' with { type: 'json' };
import { ratesInForce } from '../currency/rates.ts';
import { LIVE_LOCALES } from '../i18n/locales.ts';
import { countrySchema, presentationSchema, regionSchema } from './destination.ts';
import { destinationsIn } from './destinations-in.ts';
import { planListSchema } from './plan.ts';
import { searchCountries } from './search.ts';
import { siteCatalogueOf } from './site-catalogue.ts';

// The shop's own catalogue, as the build reads it from content/.
const catalogue = siteCatalogueOf({
  countries: countrySchema.array().parse(countriesJson),
  regions: regionSchema.array().parse(regionsJson),
  plans: planListSchema.parse(plansJson),
  presentation: new Map(
    Object.entries(presentationJson).map(([key, value]) => [key, presentationSchema.parse(value)]),
  ),
  rates: ratesInForce({}).rates,
});

const nameOf = (locale: (typeof LIVE_LOCALES)[number], slug: string) =>
  destinationsIn(catalogue, locale).countries.find(({ country }) => country.slug === slug)?.name;
const found = (locale: (typeof LIVE_LOCALES)[number], query: string) =>
  searchCountries(destinationsIn(catalogue, locale).countries, query).map(({ name }) => name);

describe('country names', () => {
  test('an English page keeps the names and the order of content/countries.json', () => {
    const english = destinationsIn(catalogue, 'en').countries;
    expect(english.map(({ name }) => name)).toEqual(
      countriesJson.map(({ name }) => name).sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(destinationsIn(catalogue, 'en').countryName('US')).toBe('United States of America');
  });

  test('other languages take CLDR’s name', () => {
    expect(nameOf('fr', 'germany')).toBe('Allemagne');
    expect(nameOf('fr', 'united-states-of-america')).toBe('États-Unis');
    expect(nameOf('de', 'austria')).toBe('Österreich');
    expect(nameOf('es', 'japan')).toBe('Japón');
    expect(nameOf('it', 'united-kingdom')).toBe('Regno Unito');
    expect(nameOf('ja', 'germany')).toBe('ドイツ');
  });

  test('our own name where travellers search for another than CLDR’s', () => {
    expect(nameOf('fr', 'hong-kong')).toBe('Hong Kong');
    expect(nameOf('ja', 'hong-kong')).toBe('香港');
    expect(nameOf('ja', 'united-states-of-america')).toBe('アメリカ');
    expect(nameOf('de', 'united-states-of-america')).toBe('USA');
    expect(nameOf('fr', 'vietnam')).toBe('Vietnam');
  });

  test('a place that shares its country’s code keeps its own name in every language', () => {
    for (const locale of LIVE_LOCALES) {
      const { countries, countryName } = destinationsIn(catalogue, locale);
      for (const { country, name } of countries)
        if (catalogue.countryNames.get(country.code) !== country.name)
          expect(name, `${country.slug} in ${locale}`).not.toBe(countryName(country.code));
    }
    expect(nameOf('fr', 'hawaii')).toBe('Hawaï');
    expect(nameOf('de', 'northern-cyprus')).toBe('Nordzypern');
  });

  test('every destination has a name in every language, never its code', () => {
    for (const locale of LIVE_LOCALES)
      for (const { country, name } of destinationsIn(catalogue, locale).countries)
        expect(name, `${country.slug} in ${locale}`).not.toMatch(/^[A-Z]{2}$/);
  });

  test('lists are sorted the way a reader of the language expects', () => {
    const french = destinationsIn(catalogue, 'fr').countries.map(({ name }) => name);
    expect(french.indexOf('Égypte')).toBeLessThan(french.indexOf('Espagne'));
    expect(french.indexOf('États-Unis')).toBeLessThan(french.indexOf('Finlande'));
    expect(destinationsIn(catalogue, 'de').sorted(['Zypern', 'Österreich', 'Oman'])).toEqual([
      'Oman',
      'Österreich',
      'Zypern',
    ]);
  });
});

describe('regions', () => {
  const global = catalogue.plans.find((plan) => plan.country === 'Global')!;
  const germanPlan = catalogue.plans.find((plan) => plan.countryCode === 'DE')!;

  test('take their names and texts from the language’s regions file, by slug', () => {
    const french = destinationsIn(catalogue, 'fr');
    expect(french.regions.map(({ name }) => name)).toContain('Afrique');
    expect(french.regionOf(global)).toMatchObject({ slug: 'global', name: 'Monde' });
    expect(french.regionOf(germanPlan)).toBeUndefined();
  });

  test('a plan is sold for its country or its region, named in the language', () => {
    expect(destinationsIn(catalogue, 'fr').destinationOf(global)).toBe('Monde');
    expect(destinationsIn(catalogue, 'fr').destinationOf(germanPlan)).toBe('Allemagne');
    expect(destinationsIn(catalogue, 'en').destinationOf(global)).toBe('Global');
    expect(destinationsIn(catalogue, 'en').destinationOf(germanPlan)).toBe('Germany');
  });
});

describe('the country search', () => {
  test('finds Germany on a French page by its French, English and German names', () => {
    for (const query of ['Allemagne', 'germany', 'DEUTSCHLAND'])
      expect(found('fr', query), query).toEqual(['Allemagne']);
  });

  test('ignores accents and case', () => {
    expect(found('fr', 'etats')).toContain('États-Unis');
    expect(found('fr', 'ÉTATS-UNIS')).toContain('États-Unis');
    expect(found('de', 'osterreich')).toEqual(['Österreich']);
  });

  test('finds a country by its aliases and in Japanese', () => {
    expect(found('fr', 'usa')).toContain('États-Unis');
    expect(found('ja', 'ドイツ')).toEqual(['ドイツ']);
    expect(found('ja', 'germany')).toEqual(['ドイツ']);
  });

  test('an English page still finds every country whose name holds the text', () => {
    for (const query of ['STATES', 'united', 'jap', 'an']) {
      const byName = countriesJson
        .filter(({ name }) => name.toLowerCase().includes(query.toLowerCase()))
        .map(({ name }) => name);
      expect(found('en', query), query).toEqual(expect.arrayContaining(byName));
    }
    expect(found('en', 'atlantis')).toEqual([]);
  });

  test('a region is found by its name in any language', () => {
    const french = destinationsIn(catalogue, 'fr');
    const items = french.regions.map((region) => ({
      name: region.name,
      searchTerms: french.regionSearchTerms(region),
    }));
    expect(searchCountries(items, 'weltweit').map(({ name }) => name)).toEqual(['Monde']);
    expect(searchCountries(items, 'afri').map(({ name }) => name)).toContain('Afrique');
  });
});
