/**
 * The catalogue's destinations as a page in one language shows them: country and region names,
 * region texts, the order of lists and what the country search matches.
 */
import { LIVE_LOCALES, type Locale } from '../i18n/locales.ts';
import type { Country, Region } from './destination.ts';
import { regionIn } from './destination-texts.ts';
import {
  compareNamesIn,
  countryNameIn,
  destinationNameIn,
  planDestinationIn,
} from './place-names.ts';
import type { Plan } from './plan.ts';
import { isMultiCountry } from './plan-kind.ts';
import { foldForSearch } from './search.ts';
import type { SiteCatalogue } from './site-catalogue.ts';

interface NamedCountry {
  country: Country;
  /** The destination's name in the page's language. */
  name: string;
  /** What the search matches: its names in every language, its aliases and code, folded. */
  searchTerms: string;
}

export interface Destinations {
  /** Every destination of content/countries.json, sorted by its name in the language. */
  countries: NamedCountry[];
  /** The regions in the file's order, their texts in the language. */
  regions: Region[];
  /** What the search matches for a region: its name in every language, folded. */
  regionSearchTerms(region: Region): string;
  /** A country's name by its code ('US' → 'États-Unis'); a code no one knows stays as it is. */
  countryName(code: string): string;
  /** The region a multi-country plan is sold as, texts in the language; none for a country plan. */
  regionOf(plan: Plan): Region | undefined;
  /** Where a plan is sold for: its country's name, or its region's. */
  destinationOf(plan: Plan): string;
  /** Each region's English name (the one plans carry) → its name in the language, for islands. */
  regionNames: Record<string, string>;
  /** Names sorted as a reader of the language expects. */
  sorted(names: readonly string[]): string[];
}

const cache = new WeakMap<SiteCatalogue, Map<Locale, Destinations>>();

/** The destinations of `catalogue` in `locale`, built once per language and build. */
export function destinationsIn(catalogue: SiteCatalogue, locale: Locale): Destinations {
  let byLocale = cache.get(catalogue);
  if (!byLocale) cache.set(catalogue, (byLocale = new Map()));
  let found = byLocale.get(locale);
  if (!found) byLocale.set(locale, (found = build(catalogue, locale)));
  return found;
}

/** The key of a region's card in the /countries search (a country's is its code). */
export const searchKeyOfRegion = (region: { slug: string }) => `region:${region.slug}`;

/** Folded search terms, each once, separated by spaces (a folded term has none). */
function searchTermsOf(texts: readonly string[]): string {
  return [...new Set(texts.map(foldForSearch).filter((term) => term !== ''))].join(' ');
}

function build(catalogue: SiteCatalogue, locale: Locale): Destinations {
  const compare = compareNamesIn(locale);
  const countryName = (code: string) =>
    countryNameIn(locale, code, catalogue.countryNames.get(code) ?? code);
  const countries = catalogue.countries
    .map((country) => ({
      country,
      name: destinationNameIn(locale, country),
      searchTerms: searchTermsOf([
        ...LIVE_LOCALES.map((other) => destinationNameIn(other, country)),
        ...country.aliases,
        // A place that shares a country's code (Hawaii) leaves the code to the country.
        ...(catalogue.countryNames.get(country.code) === country.name ? [country.code] : []),
      ]),
    }))
    .sort((a, b) => compare(a.name, b.name));
  // Plans carry their region's English name; its texts in the language are found by its slug.
  const regionOf = (plan: Plan) => {
    const english = isMultiCountry(plan)
      ? catalogue.regions.find((region) => region.name === plan.country)
      : undefined;
    return english && regionIn(locale, english);
  };
  const regionNames = Object.fromEntries(
    catalogue.regions.map((region) => [region.name, regionIn(locale, region).name]),
  );
  return {
    countries,
    regions: catalogue.regions.map((region) => regionIn(locale, region)),
    regionSearchTerms: (region) =>
      searchTermsOf(LIVE_LOCALES.map((other) => regionIn(other, region).name)),
    countryName,
    regionOf,
    destinationOf: (plan) => planDestinationIn(locale, plan, regionNames),
    regionNames,
    sorted: (names) => [...names].sort(compare),
  };
}
