/** The country page's note under its plans' heading (docs/product.md#screen-country). */
import type { PlanFacts } from './plan-facts.ts';

/**
 * The validity starts at the first connection, unless a plan the page lists says it starts at
 * installation; then each card says when.
 */
export function countryNoteKey(plans: readonly { facts?: PlanFacts }[]) {
  return plans.some((plan) => plan.facts?.validityStarts === 'installation')
    ? 'catalogue.country.dataOnlyEachPlan'
    : 'catalogue.country.dataOnly';
}
