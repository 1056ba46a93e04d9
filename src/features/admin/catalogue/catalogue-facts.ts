/**
 * The provider's facts on the plans an upload publishes
 * (docs/decisions/0050-plan-facts-from-the-provider.md): fetched now, or, when the provider could
 * not be reached, what the live catalogue kept of each bundle. The owners' overrides are merged
 * over them afterwards. Pure.
 */
import type { Catalogue } from '../../catalogue/catalogue.server.ts';
import type { PlanFacts } from '../../catalogue/plan-facts.ts';
import type { Plan } from '../../catalogue/plan.ts';
import { planCountries } from '../../provisioning/provider-facts.ts';
import type { ProviderFacts } from '../../provisioning/provider-facts.server.ts';
import type { ProviderFactsOutcome } from './catalogue-answers.ts';

type FactsByBundle = NonNullable<Catalogue['providerFacts']>;

/** Kept facts of a bundle, narrowed to the countries this plan covers. */
function narrowed(facts: PlanFacts, plan: Plan): PlanFacts {
  const countries = new Set(planCountries(plan));
  return { ...facts, networks: facts.networks.filter((entry) => countries.has(entry.country)) };
}

const plansCount = (count: number) => (count === 1 ? '1 plan' : `${count} plans`);
const have = (count: number) => `${plansCount(count)} ${count === 1 ? 'has' : 'have'}`;

export function withProviderFacts(
  plans: readonly Plan[],
  fetched: ProviderFacts,
  current: Pick<Catalogue, 'providerFacts'>,
): { plans: Plan[]; providerFacts: FactsByBundle; outcome: ProviderFactsOutcome } {
  const providerFacts: FactsByBundle = {};
  const sold = plans.filter((plan) => plan.bundle).length;
  let withFacts = 0;
  const withTheirs = plans.map((plan) => {
    const found = fetched.ok
      ? fetched.facts.has(plan.id) && {
          fetchedAt: fetched.fetchedAt,
          facts: fetched.facts.get(plan.id)!,
        }
      : plan.bundle && current.providerFacts?.[plan.bundle];
    if (!found || !plan.bundle) return plan;
    withFacts += 1;
    const facts = fetched.ok ? found.facts : narrowed(found.facts, plan);
    providerFacts[plan.bundle] = { fetchedAt: found.fetchedAt, facts };
    return { ...plan, facts };
  });
  const none = sold - withFacts;
  const outcome: ProviderFactsOutcome = fetched.ok
    ? {
        source: 'provider',
        fetchedAt: fetched.fetchedAt,
        withFacts,
        message:
          `Networks and validity start fetched from the eSIM provider for ${plansCount(withFacts)}` +
          (none > 0 ? `; ${have(none)} a bundle its catalogue does not list.` : '.'),
      }
    : {
        source: 'kept',
        fetchedAt: null,
        withFacts,
        message:
          `The eSIM provider could not be reached (${fetched.message}): ${plansCount(withFacts)} keep ` +
          `the facts fetched before` +
          (none > 0 ? `, ${have(none)} none until the next upload.` : '.'),
      };
  return { plans: withTheirs, providerFacts, outcome };
}
