/**
 * Schema.org Product/Offer data for the plans on a page, for search engines, in the page's
 * language: names and descriptions translated, each offer priced in the language's currency, the
 * price the page itself shows first (every price is pre-rendered in every currency).
 */
import type { Plan } from './plan.ts';
import type { Destinations } from './destinations-in.ts';
import { planData, planDuration, planLabel } from './plan-label.ts';
import { shownPrice } from './shown-price.ts';
import { minorUnitsPerUnit } from '../../lib/money.ts';
import type { Rates } from '../currency/rates.ts';
import { localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';

interface PlanListPage {
  site: URL | string;
  /** The page's translator: its language names the plans and chooses the currency. */
  t: Translator;
  rates: Rates;
  /** The page's destinations, which name each plan's country or region in its language. */
  destinations: Pick<Destinations, 'destinationOf'>;
}

/** The plans as a schema.org ItemList, as the page in the language of `t` shows them. */
export function planListJsonLd(
  plans: readonly Plan[],
  { site, t, rates, destinations }: PlanListPage,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: plans.map((plan, index) => {
      const { currency, amount, text } = shownPrice(plan, t.locale, rates);
      const units = amount / minorUnitsPerUnit(currency);
      const country = destinations.destinationOf(plan);
      return {
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'Product',
          name: t('catalogue.plan.productName', { country, plan: planLabel(plan, t) }),
          sku: plan.id,
          description: t('catalogue.plan.productDescription', {
            country,
            data: planData(plan, t),
            duration: planDuration(plan, t),
            price: text,
          }),
          brand: { '@type': 'Brand', name: 'Roamly' },
          category: t('catalogue.plan.productCategory'),
          offers: {
            '@type': 'Offer',
            price: units.toFixed(Math.log10(minorUnitsPerUnit(currency))),
            priceCurrency: currency,
            availability: 'https://schema.org/InStock',
            url: new URL(localizedPath(t.locale, `/checkout/${plan.id}`), site).href,
          },
        },
      };
    }),
  };
}
