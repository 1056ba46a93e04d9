import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { confusableHints } from '../catalogue/confusable-destinations.ts';
import { countryNameIn } from '../catalogue/place-names.ts';
import type { PricedPlan } from '../catalogue/priced-plan.ts';
import { LIVE_LOCALES, localizedPath, type LiveLocale } from '../i18n/locales.ts';
import { CATALOGUES } from '../i18n/messages/index.ts';
import { translatorOf } from '../i18n/translate.ts';
import OrderSummary from './OrderSummary.tsx';

/** The destinations with a page, by the English names of content/countries.json. */
const ENGLISH_NAMES: Record<string, string> = {
  AT: 'Austria',
  AU: 'Australia',
  NE: 'Niger',
  NG: 'Nigeria',
  DM: 'Dominica',
  DO: 'Dominican Republic',
  GN: 'Guinea',
  GW: 'Guinea-Bissau',
  GQ: 'Equatorial Guinea',
  CG: 'Republic of the Congo',
  CD: 'Democratic Republic of the Congo',
  SK: 'Slovakia',
  SI: 'Slovenia',
  IS: 'Iceland',
  IE: 'Ireland',
  GE: 'Georgia',
  US: 'United States of America',
  JP: 'Japan',
};

/** What the checkout page hands its island in `locale`. */
function pageProps(locale: LiveLocale) {
  const countryName = (code: string) => countryNameIn(locale, code, ENGLISH_NAMES[code] ?? code);
  return {
    t: translatorOf(CATALOGUES[locale], locale),
    regionNames: {},
    confusables: confusableHints((code) => code in ENGLISH_NAMES, countryName),
    countryName,
  };
}

/** The summary of a plan for `code` as a shopper reads it: text, and the links with their text. */
function summaryOf(locale: LiveLocale, code: string, plan: Partial<PricedPlan> = {}) {
  const { countryName, ...props } = pageProps(locale);
  const html = renderToStaticMarkup(
    createElement(OrderSummary, {
      ...props,
      plan: {
        id: `${code.toLowerCase()}-5gb-7d`,
        name: '5GB 7 Days',
        country: ENGLISH_NAMES[code] ?? code,
        countryCode: code,
        coveredCountries: [],
        flag: code,
        data: '5GB',
        duration: '7 Days',
        ...plan,
      } as PricedPlan,
      price: { amount: 1500, currency: 'EUR' },
      tax: null,
    }),
  );
  const links = [...html.matchAll(/<a href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
    ([, href, text]) => `${text} → ${href}`,
  );
  return { text: html.replace(/<[^>]+>/g, ''), links, countryName };
}

/** Austria, bought by mistake for Australia, as each language reads it. */
const AUSTRIA: Record<LiveLocale, { area: string; question: string; link: string }> = {
  en: {
    area: 'Austria · Central Europe',
    question: 'Not Australia?',
    link: 'Australia → /country/au',
  },
  fr: {
    area: 'Autriche · Europe centrale',
    question: 'Vous cherchiez plutôt : Australie ?',
    link: 'Australie → /fr/country/au',
  },
  de: {
    area: 'Österreich · Mitteleuropa',
    question: 'Meintest du: Australien?',
    link: 'Australien → /de/country/au',
  },
  es: {
    area: 'Austria · Europa central',
    question: '¿Buscabas Australia?',
    link: 'Australia → /es/country/au',
  },
  it: {
    area: 'Austria · Europa centrale',
    question: 'Forse cercavi: Australia?',
    link: 'Australia → /it/country/au',
  },
  ja: {
    area: 'オーストリア · 中央ヨーロッパ',
    question: 'お探しなのはオーストラリアですか？',
    link: 'オーストラリア → /ja/country/au',
  },
};

/** Georgia, bought by a traveller bound for the US state. */
const GEORGIA: Record<LiveLocale, { area: string; question: string }> = {
  en: { area: 'Georgia · The Caucasus', question: 'Not the US state? United States of America' },
  fr: {
    area: 'Géorgie · Caucase',
    question: 'Vous pensiez à l’État américain de Géorgie ? États-Unis',
  },
  de: { area: 'Georgien · Kaukasus', question: 'Meintest du den US-Bundesstaat Georgia? USA' },
  es: {
    area: 'Georgia · Cáucaso',
    question: '¿Buscabas el estado de Georgia, en EE. UU.? Estados Unidos',
  },
  it: {
    area: 'Georgia · Caucaso',
    question: 'Cercavi lo stato americano della Georgia? Stati Uniti',
  },
  ja: {
    area: 'ジョージア · コーカサス地方',
    question: 'アメリカのジョージア州をお探しですか？ アメリカ',
  },
};

const PAIRS = [
  ['AT', 'AU'],
  ['NE', 'NG'],
  ['DM', 'DO'],
  ['GN', 'GW'],
  ['GN', 'GQ'],
  ['GW', 'GQ'],
  ['CG', 'CD'],
  ['SK', 'SI'],
  ['IS', 'IE'],
];

describe.each(LIVE_LOCALES)('the order summary in %s', (locale) => {
  test('names Austria’s area and links to Australia’s page', () => {
    const { text, links } = summaryOf(locale, 'AT');
    expect(text).toContain(AUSTRIA[locale].area);
    expect(text).toContain(AUSTRIA[locale].question);
    expect(links).toEqual([AUSTRIA[locale].link]);
  });

  test('asks a buyer of Georgia whether they meant the US state, linking to the US', () => {
    const { text, links } = summaryOf(locale, 'GE');
    expect(text).toContain(GEORGIA[locale].area);
    expect(text).toContain(GEORGIA[locale].question);
    expect(links).toEqual([expect.stringMatching(/ → /)]);
    expect(links[0]).toMatch(new RegExp(` → ${localizedPath(locale, '/country/us')}$`));
  });

  test.each(PAIRS)('%s and %s each link to the other, by its name in the language', (a, b) => {
    for (const [bought, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const { links, countryName } = summaryOf(locale, bought);
      expect(links).toContain(
        `${countryName(other)} → ${localizedPath(locale, `/country/${other.toLowerCase()}`)}`,
      );
    }
  });

  test('says nothing for a destination nobody confuses, nor for a regional plan', () => {
    expect(summaryOf(locale, 'JP').links).toEqual([]);
    const regional = summaryOf(locale, 'AT', {
      country: 'Europe Lite',
      coveredCountries: ['AT', 'AU'],
      flag: null,
    });
    expect(regional.links).toEqual([]);
  });
});
