import { describe, expect, test } from 'vitest';
import countriesJson from '../../../content/countries.json' with { type: 'json' };
import { LIVE_LOCALES } from '../i18n/locales.ts';
import { countryRedirectRules } from './country-redirects.ts';
import { countrySchema } from './destination.ts';

const countries = countrySchema.array().parse(countriesJson);
const rules = countryRedirectRules(countries);
const names = countries.flatMap((country) => [country.slug, ...country.aliases]);

describe('the redirects of a country reached by another name', () => {
  test('each name under both folders leads to the code page, in every language', () => {
    expect(rules).toEqual(
      expect.arrayContaining([
        '/country/usa /country/us 301',
        '/countries/usa /country/us 301',
        '/fr/country/usa /fr/country/us 301',
        '/ja/countries/united-kingdom /ja/country/gb 301',
        '/country/hawaii /country/us 301',
      ]),
    );
  });

  test('one rule per name, folder and language: none for the trailing slash, none a placeholder', () => {
    // Each rule costs every request a look in the local emulator, and Netlify asks for wildcards
    // past 10,000 rules. A placeholder in a redirect's target echoes the request into Location.
    expect(rules).toHaveLength(names.length * 2 * LIVE_LOCALES.length);
    expect(new Set(rules).size).toBe(rules.length);
    const [froms, tos] = [0, 1].map((column) => rules.map((rule) => rule.split(' ')[column]!));
    expect(froms!.filter((from) => from.endsWith('/'))).toEqual([]);
    expect([...froms!, ...tos!].filter((path) => /[:*]/.test(path))).toEqual([]);
  });
});
