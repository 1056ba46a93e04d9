/** Schema.org Product/Offer data for the plans on a page, for search engines. */
import { formatPrice, type Plan } from './plan.ts';
import { translator } from '../i18n/catalogue.ts';
import { DEFAULT_LOCALE, localizedPath } from '../i18n/locales.ts';
import type { Translator } from '../i18n/translate.ts';

/** The plans as a schema.org ItemList, in the language of `t` (English when none is given). */
export function planListJsonLd(
  plans: readonly Plan[],
  site: URL | string,
  t: Translator = translator(DEFAULT_LOCALE),
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: plans.map((plan, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: t('catalogue.plan.productName', { country: plan.country, plan: plan.name }),
        sku: plan.id,
        description: t('catalogue.plan.productDescription', {
          country: plan.country,
          data: plan.data,
          duration: plan.duration,
          price: formatPrice(plan.price),
        }),
        brand: { '@type': 'Brand', name: 'Roamly' },
        category: t('catalogue.plan.productCategory'),
        offers: {
          '@type': 'Offer',
          price: plan.price.toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: new URL(localizedPath(t.locale, `/checkout/${plan.id}`), site).href,
        },
      },
    })),
  };
}
