/**
 * The provider's facts of the plans an upload publishes: the catalogue once and the networks of the
 * countries its bundles serve once, never a call per plan. `providerFactsFor` is the upload's seam;
 * the owners' overrides are merged over it (catalogue/fact-overrides.ts).
 */
import type { PlanFacts } from '../catalogue/plan-facts.ts';
import type { Plan } from '../catalogue/plan.ts';
import { ProviderError, type EsimProvider } from '../esim-provider/provider.ts';
import { factsOfPlan, servedCountries } from './provider-facts.ts';
import { EsimProviderNotConfiguredError } from './providers/provider.server.ts';

export type ProviderFacts =
  /** Per plan id, the facts of each plan whose bundle the catalogue lists. */
  | { ok: true; fetchedAt: string; facts: Map<string, PlanFacts> }
  | { ok: false; reason: 'provider-unavailable'; message: string };

/**
 * How long an upload waits for the provider's facts in all: a function answers within 10 s on
 * Netlify, and a provider that hangs must not cost the owners their upload.
 */
const FACTS_DEADLINE_MS = 5000;

/** Asks the provider `getProvider` gives for the facts of `plans`, within `deadlineMs`. */
export async function providerFactsFor(
  plans: readonly Plan[],
  getProvider: () => EsimProvider,
  deadlineMs = FACTS_DEADLINE_MS,
): Promise<ProviderFacts> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<ProviderFacts>((resolve) => {
    timer = setTimeout(() => {
      const message = `the eSIM provider did not answer within ${deadlineMs} ms`;
      resolve({ ok: false, reason: 'provider-unavailable', message });
    }, deadlineMs);
  });
  try {
    return await Promise.race([fetchFacts(plans, getProvider), late]);
  } finally {
    clearTimeout(timer);
  }
}

async function fetchFacts(
  plans: readonly Plan[],
  getProvider: () => EsimProvider,
): Promise<ProviderFacts> {
  const sold = plans.filter((plan) => plan.bundle);
  const fetchedAt = new Date().toISOString();
  if (sold.length === 0) return { ok: true, fetchedAt, facts: new Map() };
  try {
    const provider = getProvider();
    const bundles = new Map((await provider.catalogue()).map((bundle) => [bundle.name, bundle]));
    const found = sold.flatMap((plan) => {
      const bundle = bundles.get(plan.bundle!);
      return bundle ? [{ plan, bundle }] : [];
    });
    const countries = new Set(found.flatMap(({ plan, bundle }) => servedCountries(plan, bundle)));
    const networks = countries.size === 0 ? [] : await provider.networks([...countries].sort());
    const byCountry = new Map(networks.map((list) => [list.country, list]));
    const facts = new Map(
      found.map(({ plan, bundle }) => [plan.id, factsOfPlan(plan, bundle, byCountry)]),
    );
    return { ok: true, fetchedAt, facts };
  } catch (error) {
    if (error instanceof ProviderError || error instanceof EsimProviderNotConfiguredError)
      return { ok: false, reason: 'provider-unavailable', message: error.message };
    throw error;
  }
}
