/**
 * The simulated provider's catalogue: one bundle per bundle the shop's plans name, covering the
 * plan's countries. Like eSIM Go's standard bundles it starts by itself on the first network it
 * attaches to; it publishes no speed limit of its own, so a network's generations stand.
 */
import type { Plan } from '../../catalogue/plan.ts';
import type { CatalogueBundle } from '../../esim-provider/provider.ts';

export function simulatedCatalogue(plans: readonly Plan[]): CatalogueBundle[] {
  const bundles = new Map<string, CatalogueBundle>();
  for (const plan of plans) {
    if (!plan.bundle || bundles.has(plan.bundle)) continue;
    const countries = new Set([...plan.countryCode.split(','), ...plan.coveredCountries]);
    bundles.set(plan.bundle, {
      name: plan.bundle,
      countries: [...countries],
      speeds: null,
      autostart: true,
      unlimited: /unlimited/i.test(plan.data),
    });
  }
  return [...bundles.values()];
}
