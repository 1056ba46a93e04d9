import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import type { PlanFacts } from '../catalogue/plan-facts.ts';
import type { PricedPlan } from '../catalogue/priced-plan.ts';
import { islandTexts } from '../i18n/catalogue.ts';
import { LIVE_LOCALES, type LiveLocale } from '../i18n/locales.ts';
import { translatorOf } from '../i18n/translate.ts';
import OrderSummary from './OrderSummary.tsx';

/** A France plan's facts as the plans API lists them: France's networks only. */
const facts: PlanFacts = {
  networks: [
    {
      country: 'FR',
      operators: [
        { name: 'Orange', generations: ['4G', '5G'] },
        { name: 'Bouygues', generations: ['4G'] },
      ],
    },
  ],
  hotspot: false,
  validityStarts: 'first-connection',
  fairUse: { speedKbps: 1000, thresholdMb: 3072 },
};
const france = {
  id: 'fr-unlimited-7d',
  name: 'Unlimited 7 Days',
  country: 'France',
  countryCode: 'FR',
  coveredCountries: [],
  flag: '/flags/fr.svg',
  data: 'Unlimited',
  duration: '7 Days',
  price: 30,
  popular: false,
  amount: 3000,
  currency: 'eur',
  facts,
} satisfies PricedPlan;

/** The fact lines of the summary, translated with the texts the checkout page hands its island. */
function factLinesOf(locale: LiveLocale, plan: PricedPlan): string[] {
  const messages = islandTexts(
    locale,
    'checkout.',
    'legal.finalTerms.',
    'catalogue.planLabel.',
    'catalogue.facts.',
    'ui.error.',
  );
  const html = renderToStaticMarkup(
    createElement(OrderSummary, {
      t: translatorOf(messages, locale),
      plan,
      price: { amount: 3000, currency: 'EUR' },
      tax: null,
      regionNames: { 'Europe Lite': 'Europe Lite' },
    }),
  );
  const list = /<ul[^>]*data-plan-facts[^>]*>(.*?)<\/ul>/.exec(html)?.[1] ?? '';
  return [...list.matchAll(/<li>(.*?)<\/li>/g)].map(([, line]) => line!);
}

const FIRST_AND_LAST: Record<LiveLocale, [string, string]> = {
  en: ['Networks: Orange 5G · Bouygues 4G', 'Full speed up to 3\u00a0GB a day, then 1\u00a0Mbps'],
  fr: [
    'Réseaux : Orange 5G · Bouygues 4G',
    'Débit maximal jusqu’à 3\u202fGo par jour, puis 1\u00a0Mbit/s',
  ],
  de: [
    'Netze: Orange 5G · Bouygues 4G',
    'Volle Geschwindigkeit bis 3\u00a0GB pro Tag, danach 1\u00a0Mbit/s',
  ],
  es: [
    'Redes: Orange 5G · Bouygues 4G',
    'Velocidad máxima hasta 3\u00a0GB al día; después, 1\u00a0Mbps',
  ],
  it: [
    'Reti: Orange 5G · Bouygues 4G',
    'Massima velocità fino a 3\u00a0GB al giorno, poi 1\u00a0Mbps',
  ],
  ja: ['ネットワーク：Orange 5G · Bouygues 4G', '1日3GBまで高速、その後は1Mbps'],
};

describe('the checkout’s order summary names the chosen plan’s facts', () => {
  test.each(LIVE_LOCALES)('in %s, with the texts the page hands the island', (locale) => {
    const lines = factLinesOf(locale, france);
    expect(lines).toHaveLength(4);
    expect([lines[0], lines[3]]).toEqual(FIRST_AND_LAST[locale]);
  });

  test('a regional plan shows its other facts, and no network of one country', () => {
    const europe = {
      ...france,
      id: 'europe-lite-unlimited-7d',
      country: 'Europe Lite',
      countryCode: 'FR,DE,IT',
      coveredCountries: ['FR', 'DE', 'IT'],
      flag: null,
    };
    expect(factLinesOf('en', europe)).toEqual([
      'Hotspot not allowed',
      'Validity starts when you first connect at your destination',
      'Full speed up to 3\u00a0GB a day, then 1\u00a0Mbps',
    ]);
  });

  test('a plan without facts shows no list', () => {
    const { facts: _facts, ...plain } = france;
    expect(factLinesOf('en', plain)).toEqual([]);
  });
});
