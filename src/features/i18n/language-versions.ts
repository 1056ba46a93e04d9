/**
 * The same page in each live language, for the language switcher, the hreflang links and the
 * sitemaps: /fr/country/jp ↔ /de/country/jp ↔ /country/jp.
 */
import { LIVE_LOCALES, localizedPath, unlocalizedPath, type LiveLocale } from './locales.ts';

export interface LanguageVersion {
  locale: LiveLocale;
  path: string;
}

/** The page at `pathname` (any language, with or without a trailing slash) in every live language. */
export function languageVersions(pathname: string): LanguageVersion[] {
  const path = unlocalizedPath(pathname.replace(/(.)\/$/, '$1'));
  return LIVE_LOCALES.map((locale) => ({ locale, path: localizedPath(locale, path) }));
}

export interface AlternateLink {
  /** A language code, or `x-default` for the page a search engine shows anyone else. */
  hreflang: LiveLocale | 'x-default';
  href: string;
}

/** The page's `<link rel="alternate" hreflang>` set: every language, then x-default (English). */
export function alternateLinks(pathname: string, site: URL | string): AlternateLink[] {
  const versions = languageVersions(pathname).map(({ locale, path }) => ({
    hreflang: locale,
    href: new URL(path, site).href,
  }));
  const english = versions.find(({ hreflang }) => hreflang === 'en');
  return english ? [...versions, { hreflang: 'x-default', href: english.href }] : versions;
}
