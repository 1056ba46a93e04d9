/**
 * The words of regions and country presentations in each language, from content/regions.<l>.json
 * and content/presentation.<l>.json beside the English files, which keep codes, colours and
 * coverage. A translation has its English file's shape (tests/content-translations).
 */
import * as z from 'zod';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales.ts';
import { TRANSLATED_REGIONS } from '../i18n/translated-regions.ts';
import { presentationSchema, regionSchema, type Presentation, type Region } from './destination.ts';
import presentationDe from '../../../content/presentation.de.json' with { type: 'json' };
import presentationEs from '../../../content/presentation.es.json' with { type: 'json' };
import presentationFr from '../../../content/presentation.fr.json' with { type: 'json' };
import presentationIt from '../../../content/presentation.it.json' with { type: 'json' };
import presentationJa from '../../../content/presentation.ja.json' with { type: 'json' };

type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

const PRESENTATIONS: Record<OtherLocale, unknown> = {
  fr: presentationFr,
  de: presentationDe,
  es: presentationEs,
  it: presentationIt,
  ja: presentationJa,
};

const regionWords = regionSchema.pick({
  slug: true,
  name: true,
  tagline: true,
  description: true,
  badge: true,
});
// A country's greeting is its own language's hello, the same in every file; the default one
// ('Welcome') is the shop's, translated.
const presentationWords = presentationSchema.pick({
  monument: true,
  tagline: true,
  greeting: true,
});

const regionsByLocale = new Map<OtherLocale, Map<string, Partial<Region>>>();
const presentationsByLocale = new Map<OtherLocale, Record<string, Partial<Presentation>>>();

function translatedRegions(locale: OtherLocale): Map<string, Partial<Region>> {
  let found = regionsByLocale.get(locale);
  if (!found) {
    const entries = z.array(regionWords).parse(TRANSLATED_REGIONS[locale]);
    found = new Map(entries.map(({ slug, ...words }) => [slug, words]));
    regionsByLocale.set(locale, found);
  }
  return found;
}

function translatedPresentations(locale: OtherLocale): Record<string, Partial<Presentation>> {
  let found = presentationsByLocale.get(locale);
  if (!found) {
    found = z.record(z.string(), presentationWords).parse(PRESENTATIONS[locale]);
    presentationsByLocale.set(locale, found);
  }
  return found;
}

/** `region` with its name, tagline, description and badge in `locale` (found by its slug). */
export function regionIn(locale: Locale, region: Region): Region {
  if (locale === DEFAULT_LOCALE) return region;
  return { ...region, ...translatedRegions(locale).get(region.slug) };
}

/**
 * The presentation of `key` (a country code, or 'default') with its words in `locale`; a
 * country's greeting stays in its own language.
 */
export function presentationIn(locale: Locale, key: string, english: Presentation): Presentation {
  if (locale === DEFAULT_LOCALE) return english;
  return { ...english, ...translatedPresentations(locale)[key] };
}
