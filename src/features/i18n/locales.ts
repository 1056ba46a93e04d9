/**
 * The shop's languages and their addresses (docs/decisions/0031-languages.md): English at today's
 * URLs, every other language under its own prefix (/fr/countries). Only the languages whose
 * catalogue is complete are built; a language joins LIVE_LOCALES with its catalogue.
 */

export const LOCALES = ['en', 'fr', 'de', 'es', 'it', 'ja'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE = 'en' satisfies Locale;

/** The languages the site is built in today. */
export const LIVE_LOCALES = [
  'en',
  'fr',
  'de',
  'es',
  'it',
  'ja',
] as const satisfies readonly Locale[];
export type LiveLocale = (typeof LIVE_LOCALES)[number];

/** What the language switcher shows: each language in its own words. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  fr: 'Français',
  de: 'Deutsch',
  es: 'Español',
  it: 'Italiano',
  ja: '日本語',
};

function isLiveLocale(value: unknown): value is LiveLocale {
  return (LIVE_LOCALES as readonly unknown[]).includes(value);
}

/** A live language from a code (a page's `lang`, an account's setting); English for anything else. */
export function liveLocaleOf(code: string | undefined): LiveLocale {
  return isLiveLocale(code) ? code : DEFAULT_LOCALE;
}

/**
 * The language of the page at `url`: its first path segment when that names a live language, else
 * English. Not Astro.currentLocale, which Astro also reads from the page's other route parameters,
 * making /country/de (Germany, in English) a German page.
 */
export function localeOfPage(url: URL): LiveLocale {
  return liveLocaleOf(url.pathname.split('/')[1]);
}

/** The [...locale] route parameter of a language: undefined (no prefix) for English. */
export function localePrefix(locale: Locale): string | undefined {
  return locale === DEFAULT_LOCALE ? undefined : locale;
}

/** `/countries` in `locale`: `/fr/countries`; English paths stay as they are. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path}`;
}

/** A path without its language prefix: `/fr/countries` → `/countries`, `/fr` → `/`. */
export function unlocalizedPath(path: string): string {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(path);
  if (!match || !(LOCALES as readonly string[]).includes(match[1]!)) return path;
  return match[2] ?? '/';
}
