/** Schema.org Product/Offer data for the plans on a page, for search engines. */
import { formatPrice, type Plan } from './plan.ts';

export function planListJsonLd(
  plans: readonly Plan[],
  site: URL | string,
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: plans.map((plan, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'Product',
        name: `${plan.country} eSIM ${plan.name}`,
        sku: plan.id,
        description: `Prepaid data eSIM for ${plan.country}: ${plan.data}, valid ${plan.duration} from activation. ${formatPrice(plan.price)} one-time payment.`,
        brand: { '@type': 'Brand', name: 'Roamly' },
        category: 'Travel eSIM',
        offers: {
          '@type': 'Offer',
          price: plan.price.toFixed(2),
          priceCurrency: 'USD',
          availability: 'https://schema.org/InStock',
          url: new URL(`/checkout/${plan.id}`, site).href,
        },
      },
    })),
  };
}
