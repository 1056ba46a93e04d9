/**
 * A language's region names, keyed by the English name plans and orders carry ('Asia'), from
 * content/regions.json and its translations. Server code imports a language's file when it first
 * writes in it, so a function carries none (scripts/build-functions.ts).
 */
import { DEFAULT_LOCALE, type LiveLocale } from './locales.ts';

/** English name → the name in one language. */
export type RegionNames = ReadonlyMap<string, string>;

interface NamedRegion {
  slug: string;
  name: string;
}

/** The names of `translated`, keyed by the English name of the region with the same slug. */
export function regionNamesOf(english: NamedRegion[], translated: NamedRegion[]): RegionNames {
  const bySlug = new Map(translated.map((region) => [region.slug, region.name]));
  return new Map(
    english.map((region) => [region.name, bySlug.get(region.slug) ?? region.name] as const),
  );
}

type RegionsFile = { default: NamedRegion[] };
const english = () => import('../../../content/regions.json') as Promise<RegionsFile>;
const FILES: Record<Exclude<LiveLocale, typeof DEFAULT_LOCALE>, () => Promise<RegionsFile>> = {
  fr: () => import('../../../content/regions.fr.json') as Promise<RegionsFile>,
  de: () => import('../../../content/regions.de.json') as Promise<RegionsFile>,
  es: () => import('../../../content/regions.es.json') as Promise<RegionsFile>,
  it: () => import('../../../content/regions.it.json') as Promise<RegionsFile>,
  ja: () => import('../../../content/regions.ja.json') as Promise<RegionsFile>,
};

/** The region names of `locale`, its file imported now; English needs none. */
export async function loadRegionNames(locale: LiveLocale): Promise<RegionNames> {
  if (locale === DEFAULT_LOCALE) return new Map();
  const [{ default: englishRegions }, { default: translated }] = await Promise.all([
    english(),
    FILES[locale](),
  ]);
  return regionNamesOf(englishRegions, translated);
}
