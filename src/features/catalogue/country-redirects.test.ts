import { describe, expect, test } from 'vitest';
import countriesJson from '../../../content/countries.json' with { type: 'json' };
import { countryRedirectRules } from './country-redirects.ts';
import { countrySchema } from './destination.ts';

const countries = countrySchema.array().parse(countriesJson);
const rules = countryRedirectRules(countries);
const names = countries.flatMap((country) => [country.slug, ...country.aliases]);

describe('the redirects of a country reached by another name', () => {
  test('each name under both folders leads to the code page, in English and under a language', () => {
    expect(rules).toEqual(
      expect.arrayContaining([
        '/country/usa /country/us 301',
        '/countries/usa /country/us 301',
        '/:lang/country/usa /:lang/country/us 301',
        '/:lang/countries/united-kingdom /:lang/country/gb 301',
        '/country/hawaii /country/us 301',
      ]),
    );
  });

  test('four rules per name, whatever the number of languages, and none with a trailing slash', () => {
    // Each rule costs every request a look in the local emulator; Netlify asks for placeholders
    // past 10,000 rules. Six languages written out, with and without the slash, made about 8,000.
    expect(rules).toHaveLength(names.length * 4);
    expect(new Set(rules).size).toBe(rules.length);
    expect(rules.filter((rule) => rule.split(' ')[0]!.endsWith('/'))).toEqual([]);
  });
});
