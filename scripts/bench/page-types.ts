/**
 * The shop's page types and their JavaScript budgets (gzip, before interaction): 20 KB on content
 * pages, 90 KB on shopping pages, and each back office view its own (see CONSOLE_VIEWS_BUDGET).
 * Catalogue pages stay within 10 KB in every language, and a translation weighs at most 15 % more
 * HTML than its English twin.
 */
import { localizedPath, type Locale } from '../../src/features/i18n/locales.ts';

export const KB = 1024;
export const CATALOGUE_JS_BUDGET = 10 * KB;
export const TRANSLATED_HTML_GROWTH = 0.15;
/**
 * What the one /admin page with every panel loaded (100.5 KB) before the back office gave each view
 * a page of its own: no view may load more. Each view's budget below is its weight then plus
 * about 3 KB; React's runtime is some 66 KB of every one.
 */
export const CONSOLE_VIEWS_BUDGET = 100.5 * KB;

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
  // The back office: one static page per view; an order's, a customer's or a message's address
  // (/admin/orders/<id>…) is served by its kind's page (netlify.toml).
  { type: 'console overview', path: '/admin', budget: 92 * KB, console: true },
  { type: 'console orders', path: '/admin/orders', budget: 89 * KB, console: true },
  { type: 'console order', path: '/admin/order', budget: 95 * KB, console: true },
  { type: 'console customers', path: '/admin/customers', budget: 88 * KB, console: true },
  { type: 'console customer', path: '/admin/customer', budget: 88 * KB, console: true },
  { type: 'console inbox', path: '/admin/inbox', budget: 87 * KB, console: true },
  { type: 'console message', path: '/admin/message', budget: 87 * KB, console: true },
  { type: 'console catalogue', path: '/admin/catalogue', budget: 95 * KB, console: true },
  { type: 'console tax', path: '/admin/tax', budget: 87 * KB, console: true },
  { type: 'console team', path: '/admin/team', budget: 88 * KB, console: true },
  { type: 'console audit', path: '/admin/audit', budget: 86 * KB, console: true },
] as const;

/** Every page type built in every language, each with the path of its twin in `locale`. */
export function translatedPageTypes(locale: Locale) {
  return pageTypes
    .filter((pageType) => 'translated' in pageType)
    .map((pageType) => ({ ...pageType, localPath: localizedPath(locale, pageType.path) }));
}
