/**
 * The catalogue as the pages see it, built from its records: the build reads them from the
 * content collections (site-data.ts), tests from the files.
 */
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import type { Rates } from '../currency/rates.ts';
import type { Country, Presentation, Region } from './destination.ts';
import { presentationIn } from './destination-texts.ts';
import { countPlansByCountry, type Plan } from './plan.ts';

export interface SiteCatalogue {
  countries: Country[];
  regions: Region[];
  plans: Plan[];
  presentation: Map<string, Presentation>;
  /** Code → the English name of its main entry ('US' → 'United States of America'). */
  countryNames: Map<string, string>;
  planCounts: Map<string, number>;
  /** The rates every price on the pages is converted at: the same the checkout charges with. */
  rates: Rates;
}

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

/** The catalogue of these records: countries sorted by name, plans in their file order. */
export function siteCatalogueOf(records: {
  countries: readonly Country[];
  regions: readonly Region[];
  plans: readonly Plan[];
  presentation: ReadonlyMap<string, Presentation>;
  rates: Rates;
}): SiteCatalogue {
  const countries = [...records.countries].sort(byName);
  const plans = [...records.plans];
  const countryNames = new Map<string, string>();
  // A code's own plans carry its main name (US → 'United States of America', not 'Hawaii').
  for (const plan of plans)
    if (/^[A-Z]{2}$/.test(plan.countryCode)) countryNames.set(plan.countryCode, plan.country);
  for (const country of countries)
    if (!countryNames.has(country.code)) countryNames.set(country.code, country.name);
  return {
    countries,
    regions: [...records.regions],
    plans,
    presentation: new Map(records.presentation),
    countryNames,
    planCounts: countPlansByCountry(plans),
    rates: records.rates,
  };
}

/**
 * A code's presentation, else the Global default (docs/product.md#entity-presentation), with its
 * monument and tagline in `locale`.
 */
export function presentationFor(
  catalogue: SiteCatalogue,
  code: string,
  locale: Locale = DEFAULT_LOCALE,
): Presentation {
  const key = catalogue.presentation.has(code) ? code : 'default';
  const found = catalogue.presentation.get(key);
  if (!found) throw new Error('content/presentation.json needs a "default" entry');
  return presentationIn(locale, key, found);
}
