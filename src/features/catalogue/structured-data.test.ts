import { describe, expect, test } from 'vitest';
import { translator } from '../i18n/catalogue.ts';
import type { Rates } from '../currency/rates.ts';
import type { Plan } from './plan.ts';
import { planListJsonLd } from './structured-data.ts';
import { JAPAN_5GB_PLAN_WITHOUT_BUNDLE } from '../../../tests/support/japan-plan.ts';

/** The shared Japan plan, at a round $15. */
const japan: Plan = {
  ...JAPAN_5GB_PLAN_WITHOUT_BUNDLE,
  price: 15,
  popular: false,
  coveredCountries: [],
};
/** Round rates, so the expected prices can be read off: €13.99 and ¥2,340 for $15. */
const rates: Rates = {
  EUR: 0.9,
  GBP: 0.8,
  CAD: 1.4,
  AUD: 1.5,
  NZD: 1.7,
  JPY: 156,
  CHF: 0.8,
  SGD: 1.3,
  HKD: 7.8,
};

/** The one offer and product of a list of Japan's plan, in `locale`. */
function productIn(locale: 'en' | 'fr' | 'ja') {
  const t = translator(locale);
  const destinations = { destinationOf: () => ({ en: 'Japan', fr: 'Japon', ja: '日本' })[locale] };
  const list = planListJsonLd([japan], { site: 'https://roamly.test', t, rates, destinations });
  const [element] = list.itemListElement as { item: Record<string, unknown> }[];
  return element!.item as { name: string; description: string; offers: Record<string, string> };
}

describe('planListJsonLd', () => {
  test('prices English offers in US dollars, as the English page shows them', () => {
    const product = productIn('en');
    expect(product.name).toBe('Japan eSIM 5GB 7 Days');
    expect(product.offers).toMatchObject({ price: '15.00', priceCurrency: 'USD' });
    expect(product.offers.url).toBe('https://roamly.test/checkout/jp-5gb-7d');
    expect(product.description).toContain('$15.00');
  });

  test("prices a French page's offers in euros, the price the French page shows first", () => {
    const product = productIn('fr');
    expect(product.name).toBe('eSIM Japon 5\u202fGo pour 7\u00a0jours');
    expect(product.offers).toMatchObject({ price: '13.99', priceCurrency: 'EUR' });
    expect(product.offers.url).toBe('https://roamly.test/fr/checkout/jp-5gb-7d');
    expect(product.description).toContain('13,99\u00a0€');
  });

  test('prices a Japanese page’s offers in whole yen', () => {
    const product = productIn('ja');
    expect(product.offers).toMatchObject({ price: '2340', priceCurrency: 'JPY' });
    expect(product.description).toContain('2,340');
  });
});
