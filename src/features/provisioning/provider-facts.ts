/**
 * From the provider's catalogue and networks to a plan's facts: each country's operators with the
 * generations network and bundle allow, and the validity start. eSIM Go gives no hotspot or
 * fair-use rule: those stay null for the owners' sheet
 * (docs/decisions/0050-plan-facts-from-the-provider.md).
 */
import { networkGenerations, type NetworkGeneration } from '../catalogue/network-generations.ts';
import type { CountryNetworks, PlanFacts } from '../catalogue/plan-facts.ts';
import type { Plan } from '../catalogue/plan.ts';
import type { CatalogueBundle, CountryNetworkList } from '../esim-provider/provider.ts';

const MAX_OPERATORS = 12;
const MAX_NAME = 60;

/** `4G`, `LTE`, `5G NSA`, `NR` … as the generations they are; words we do not know are none. */
function generationsOf(speeds: readonly string[]): Set<NetworkGeneration> {
  const found = new Set<NetworkGeneration>();
  for (const speed of speeds) {
    const word = speed.trim().toUpperCase();
    const numbered = /^([2-5])G\b/.exec(word)?.[1];
    if (numbered) found.add(`${numbered}G` as NetworkGeneration);
    else if (/^LTE\b/.test(word)) found.add('4G');
    else if (/^NR\b/.test(word)) found.add('5G');
  }
  return found;
}

/** The network's generations, narrowed to the bundle's when both say. */
function allowedGenerations(network: readonly string[] | null, bundle: readonly string[] | null) {
  const own = network ? generationsOf(network) : null;
  const allowed = bundle ? generationsOf(bundle) : null;
  const both = own && allowed ? [...own].filter((generation) => allowed.has(generation)) : null;
  const found = both ?? [...(own ?? allowed ?? [])];
  return networkGenerations.filter((generation) => found.includes(generation));
}

/** The countries a plan is sold for: its code(s) and covered countries. */
export function planCountries(plan: Pick<Plan, 'countryCode' | 'coveredCountries'>): string[] {
  return [...new Set([...plan.countryCode.split(','), ...plan.coveredCountries])];
}

/** The plan's countries the bundle serves; all of them when the bundle lists none. */
export function servedCountries(plan: Plan, bundle: CatalogueBundle): string[] {
  const served = new Set(bundle.countries);
  const countries = planCountries(plan);
  return served.size === 0 ? countries : countries.filter((country) => served.has(country));
}

function operatorsOf(list: CountryNetworkList, bundle: CatalogueBundle) {
  const byName = new Map<string, Set<NetworkGeneration>>();
  for (const network of list.networks) {
    const name = (network.brandName ?? network.name)?.slice(0, MAX_NAME).trim();
    if (!name) continue;
    const generations = byName.get(name) ?? new Set();
    allowedGenerations(network.speeds, bundle.speeds).forEach((g) => generations.add(g));
    byName.set(name, generations);
  }
  return [...byName].slice(0, MAX_OPERATORS).map(([name, generations]) => ({
    name,
    generations: networkGenerations.filter((generation) => generations.has(generation)),
  }));
}

/**
 * The provider's facts of one plan sold as `bundle`. `autostart` true: the validity starts on the
 * first connection in a covered country; false or absent says nothing we can rely on (null).
 */
export function factsOfPlan(
  plan: Plan,
  bundle: CatalogueBundle,
  networks: ReadonlyMap<string, CountryNetworkList>,
): PlanFacts {
  const perCountry: CountryNetworks[] = servedCountries(plan, bundle).flatMap((country) => {
    const list = networks.get(country);
    const operators = list ? operatorsOf(list, bundle) : [];
    return operators.length > 0 ? [{ country, operators }] : [];
  });
  return {
    networks: perCountry,
    hotspot: null,
    validityStarts: bundle.autostart === true ? 'first-connection' : null,
    fairUse: null,
  };
}
