/**
 * The translated region files, for the build's pages: content/regions.<l>.json beside the English
 * file, each with the English file's shape (tests/content-translations). Server code loads one
 * language's names only when it writes in it (region-names.ts).
 */
import { DEFAULT_LOCALE, type Locale } from './locales.ts';
import { regionNamesOf, type RegionNames } from './region-names.ts';
import regionsEn from '../../../content/regions.json' with { type: 'json' };
import regionsDe from '../../../content/regions.de.json' with { type: 'json' };
import regionsEs from '../../../content/regions.es.json' with { type: 'json' };
import regionsFr from '../../../content/regions.fr.json' with { type: 'json' };
import regionsIt from '../../../content/regions.it.json' with { type: 'json' };
import regionsJa from '../../../content/regions.ja.json' with { type: 'json' };

type OtherLocale = Exclude<Locale, typeof DEFAULT_LOCALE>;

/** Each language's region file, as read (destination-texts.ts checks the words it takes). */
export const TRANSLATED_REGIONS: Record<OtherLocale, { slug: string; name: string }[]> = {
  fr: regionsFr,
  de: regionsDe,
  es: regionsEs,
  it: regionsIt,
  ja: regionsJa,
};

/** The region names of `locale`, keyed by their English names: what its translator names. */
export function regionNamesIn(locale: Locale): RegionNames {
  if (locale === DEFAULT_LOCALE) return new Map();
  return regionNamesOf(regionsEn, TRANSLATED_REGIONS[locale]);
}
