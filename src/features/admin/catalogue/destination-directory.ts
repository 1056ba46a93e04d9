/**
 * Finds the country or region a spreadsheet's column A names, however the admin spelled it
 * ('USA', 'uk', 'Hawaii', 'EU+', 'middle east & africa', 'europe-lite').
 */
import {
  regionCountryCodes,
  slugify,
  type Country,
  type Region,
} from '../../catalogue/destination.ts';

export type Destination =
  | { kind: 'country'; code: string; name: string }
  | { kind: 'region'; slug: string; name: string; defaultCoverage: string[] };

export interface DestinationDirectory {
  /** The destination a cell names, or undefined when it names none. */
  find(cell: string): Destination | undefined;
  /** Whether a two-letter upper-case code is a country of the catalogue. */
  knowsCode(code: string): boolean;
}

/**
 * A directory over the catalogue's countries and regions. `preferredNames` gives a code's main
 * name (a 'Hawaii' row is stored like the other US plans); `currentCoverage` (region → codes)
 * overrides a region's default coverage, since Global's priority order is not in regions.json.
 */
export function createDestinationDirectory(
  countries: readonly Country[],
  regions: readonly Region[],
  preferredNames: ReadonlyMap<string, string>,
  currentCoverage: ReadonlyMap<string, readonly string[]> = new Map(),
): DestinationDirectory {
  // Keys are slugs, so case, accents and punctuation never matter; a Map, so a cell such as
  // '__proto__' is only ever an unknown key.
  const byKey = new Map<string, Destination>();
  const codes = new Set(countries.map((country) => country.code));

  const countryDestination = (country: Country): Destination => ({
    kind: 'country',
    code: country.code,
    name: preferredNames.get(country.code) ?? country.name,
  });
  // Codes first (the first entry of a shared code answers for it), so a name or alias wins
  // if it ever equals another country's code.
  for (const country of countries) {
    const codeKey = slugify(country.code);
    if (!byKey.has(codeKey)) byKey.set(codeKey, countryDestination(country));
  }
  for (const country of countries) {
    const destination = countryDestination(country);
    for (const key of [country.name, country.slug, ...country.aliases])
      byKey.set(slugify(key), destination);
  }
  // Regions last: a name that is both a region and a country means the region.
  for (const region of regions) {
    const coverage =
      currentCoverage.get(region.name) ??
      regionCountryCodes(region, countries).slice(0, region.countryCount);
    const destination: Destination = {
      kind: 'region',
      slug: region.slug,
      name: region.name,
      defaultCoverage: [...coverage],
    };
    byKey.set(slugify(region.name), destination);
    byKey.set(slugify(region.slug), destination);
  }

  return {
    find: (cell) => byKey.get(slugify(cell)),
    knowsCode: (code) => codes.has(code),
  };
}
