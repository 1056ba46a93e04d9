/**
 * A mail names where the plan works in the customer's language: a region as its translated file
 * names it ('Asie'), a country as CLDR and our table do, with the server's translator (what the
 * functions load) and the pages' naming each region alike.
 */
import { describe, expect, test } from 'vitest';
import regions from '../../../content/regions.json' with { type: 'json' };
import { translator } from '../i18n/catalogue.ts';
import { loadTranslator } from '../i18n/load-translator.ts';
import { LIVE_LOCALES } from '../i18n/locales.ts';
import { regionIn } from './destination-texts.ts';
import { planWordsIn } from './plan-words.ts';
import { regionSchema } from './destination.ts';

const asiaPlan = {
  name: '5GB 15 Days',
  data: '5GB',
  duration: '15 Days',
  country: 'Asia',
  countryCode: 'JP,KR,TH',
  coveredCountries: ['JP', 'KR', 'TH'],
};
const japanPlan = { ...asiaPlan, country: 'Japan', countryCode: 'JP', coveredCountries: [] };

describe('where a sold plan works, in the mail’s language', () => {
  test.each([
    ['en', 'Asia', 'Japan'],
    ['fr', 'Asie', 'Japon'],
    ['de', 'Asien', 'Japan'],
    ['ja', 'アジア', '日本'],
  ] as const)('%s: %s, %s', async (locale, region, country) => {
    const t = await loadTranslator(locale);
    expect(planWordsIn(asiaPlan, t).country).toBe(region);
    expect(planWordsIn(japanPlan, t).country).toBe(country);
  });

  test('every region is named in every language as its page names it', async () => {
    for (const locale of LIVE_LOCALES) {
      const server = await loadTranslator(locale);
      const pages = translator(locale);
      for (const region of regions.map((entry) => regionSchema.parse(entry))) {
        const { name } = regionIn(locale, region);
        expect(server.regionName(region.name), `${locale} ${region.slug}`).toBe(name);
        expect(pages.regionName(region.name), `${locale} ${region.slug}`).toBe(name);
      }
    }
  });

  test('a region the files do not know keeps the name the plan carries', async () => {
    expect((await loadTranslator('fr')).regionName('Antarctica')).toBe('Antarctica');
  });
});
