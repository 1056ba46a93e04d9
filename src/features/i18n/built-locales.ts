/**
 * The languages a build renders: every live one, or English alone when BUILD_LANGUAGES=en (`npm
 * start`'s quick first build; the rest follow in the background). Read at build time by
 * `getStaticPaths` and the sitemaps; the country redirects name every language in any build.
 */
import { buildLanguages, type EnvSource } from '../../lib/env.ts';
import { DEFAULT_LOCALE, LIVE_LOCALES, localePrefix, type LiveLocale } from './locales.ts';

export function builtLocales(source: EnvSource = process.env): readonly LiveLocale[] {
  return buildLanguages(source) === 'en' ? [DEFAULT_LOCALE] : LIVE_LOCALES;
}

/** `getStaticPaths` of a page that exists once per language: no prefix for English. */
export function localeStaticPaths(): { params: { locale: string | undefined } }[] {
  return builtLocales().map((locale) => ({ params: { locale: localePrefix(locale) } }));
}

/** A dynamic page's `getStaticPaths` entries, once per language. */
export function withLocales<Path extends { params: Record<string, string> }>(
  paths: readonly Path[],
): (Path & { params: Path['params'] & { locale: string | undefined } })[] {
  return builtLocales().flatMap((locale) =>
    paths.map((path) => ({ ...path, params: { ...path.params, locale: localePrefix(locale) } })),
  );
}
