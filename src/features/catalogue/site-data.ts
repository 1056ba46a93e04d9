/**
 * Build-time access to the catalogue for pages: countries, regions, presentation and plans from
 * the content collections, loaded once per build.
 */
import { getCollection } from 'astro:content';
import type { Country, Presentation, Region } from './destination.ts';
import { countPlansByCountry, type Plan } from './plan.ts';
import type { Rates } from '../currency/rates.ts';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, 'en');

let cache: Promise<SiteCatalogue> | undefined;

export interface SiteCatalogue {
  countries: Country[];
  regions: Region[];
  plans: Plan[];
  presentation: Map<string, Presentation>;
  /** Code → the display name of its main entry ('US' → 'United States of America'). */
  countryNames: Map<string, string>;
  planCounts: Map<string, number>;
  /** The rates every price on the pages is converted at: the same the checkout charges with. */
  rates: Rates;
}

/** The whole catalogue as the pages see it; plans keep their file order. */
export function loadSiteCatalogue(): Promise<SiteCatalogue> {
  cache ??= load();
  return cache;
}

async function load(): Promise<SiteCatalogue> {
  const [countryEntries, regionEntries, planEntries, presentationEntries, builds] =
    await Promise.all([
      getCollection('countries'),
      getCollection('regions'),
      getCollection('plans'),
      getCollection('presentation'),
      getCollection('catalogueBuild'),
    ]);
  const countries = countryEntries.map((entry) => entry.data).sort(byName);
  const plans = planEntries.map((entry) => entry.data);
  const countryNames = new Map<string, string>();
  // A code's own plans carry its main name (US → 'United States of America', not 'Hawaii').
  for (const plan of plans)
    if (/^[A-Z]{2}$/.test(plan.countryCode)) countryNames.set(plan.countryCode, plan.country);
  for (const country of countries)
    if (!countryNames.has(country.code)) countryNames.set(country.code, country.name);
  return {
    countries,
    regions: regionEntries.map((entry) => entry.data),
    plans,
    presentation: new Map(presentationEntries.map((entry) => [entry.id, entry.data])),
    countryNames,
    planCounts: countPlansByCountry(plans),
    rates: builds[0]!.data.rates,
  };
}

/** A code's presentation, else the Global default (docs/product.md#entity-presentation). */
export function presentationFor(catalogue: SiteCatalogue, code: string): Presentation {
  const found = catalogue.presentation.get(code) ?? catalogue.presentation.get('default');
  if (!found) throw new Error('content/presentation.json needs a "default" entry');
  return found;
}
