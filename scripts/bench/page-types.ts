/**
 * The shop's page types and their JavaScript budgets (gzip, before interaction): 20 KB on content
 * pages, 90 KB on shopping pages, 120 KB for the console. Catalogue pages stay within 10 KB in
 * every language, and a translation weighs at most 15 % more HTML than its English twin.
 */
import { localizedPath, type Locale } from '../../src/features/i18n/locales.ts';

export const KB = 1024;
export const CATALOGUE_JS_BUDGET = 10 * KB;
export const TRANSLATED_HTML_GROWTH = 0.15;

export const pageTypes = [
  { type: 'home', path: '/', budget: 90 * KB, translated: true, catalogue: true },
  { type: 'countries', path: '/countries', budget: 90 * KB, translated: true, catalogue: true },
  { type: 'country', path: '/country/us', budget: 90 * KB, translated: true, catalogue: true },
  {
    type: 'region',
    path: '/region/europe-lite',
    budget: 90 * KB,
    translated: true,
    catalogue: true,
  },
  { type: 'contact form', path: '/contact', budget: 90 * KB, translated: true },
  { type: 'blog list', path: '/blog', budget: 20 * KB },
  { type: 'blog article', path: '/blog/what-is-a-travel-esim', budget: 20 * KB },
  { type: 'legal', path: '/privacy', budget: 20 * KB, translated: true },
  { type: 'info', path: '/how-it-works', budget: 20 * KB, translated: true },
  { type: 'installation', path: '/installation', budget: 20 * KB, translated: true },
  { type: 'compatibility', path: '/compatibility', budget: 20 * KB, translated: true },
  { type: 'help center', path: '/faq', budget: 20 * KB, translated: true },
  { type: 'not found', path: '/404.html', budget: 20 * KB },
  { type: 'admin', path: '/admin', budget: 120 * KB },
] as const;

/** Every page type built in every language, each with the path of its twin in `locale`. */
export function translatedPageTypes(locale: Locale) {
  return pageTypes
    .filter((pageType) => 'translated' in pageType)
    .map((pageType) => ({ ...pageType, localPath: localizedPath(locale, pageType.path) }));
}
