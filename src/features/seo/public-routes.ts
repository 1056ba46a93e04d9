/**
 * The pages search engines may index, and the areas they may not: the single source for the
 * sitemaps and robots.txt. /sitemap.xml is an index of one sitemap per language
 * (/sitemap-en.xml, /sitemap-fr.xml…). Data comes in as arguments, so this runs without
 * astro:content.
 */
import { uniqueByCode, type Country } from '../catalogue/destination.ts';
import { alternateLinks } from '../i18n/language-versions.ts';
import { localizedPath, type Locale } from '../i18n/locales.ts';

/** Information, support and legal pages: fixed routes, one page each. */
const INFO_PATHS = [
  '/how-it-works',
  '/installation',
  '/compatibility',
  '/faq',
  '/contact',
  '/privacy',
  '/terms',
  '/cookies',
  '/commercial-disclosure',
  '/withdraw',
] as const;

/** Private or transactional areas that robots.txt keeps crawlers out of. */
export const DISALLOWED_PATHS = ['/account', '/orders', '/checkout/', '/admin', '/api/'] as const;

export interface PublicRouteSources {
  countries: readonly Country[];
  regions: readonly { slug: string }[];
  /** Blog entry ids, which are the article slugs. */
  articleIds: readonly string[];
}

/** The blog is written in English only: its pages have no other language version. */
const isEnglishOnly = (path: string) => path === '/blog' || path.startsWith('/blog/');

/**
 * Every indexable path in `locale`: the fixed pages, one per country code and region, and, in
 * English only (the articles are written in English), the blog. No aliases.
 */
export function listPublicPaths(
  { countries, regions, articleIds }: PublicRouteSources,
  locale: Locale = 'en',
): string[] {
  const blog = locale === 'en' ? ['/blog', ...articleIds.map((id) => `/blog/${id}`)] : [];
  return [
    ...[
      '/',
      '/countries',
      ...uniqueByCode(countries).map((country) => `/country/${country.code.toLowerCase()}`),
      ...regions.map((region) => `/region/${region.slug}`),
    ].map((path) => localizedPath(locale, path)),
    ...blog,
    ...INFO_PATHS.map((path) => localizedPath(locale, path)),
  ];
}

/** Where a language's sitemap is: /sitemap-en.xml. */
const sitemapPath = (locale: Locale) => `/sitemap-${locale}.xml`;

/** robots.txt: everything allowed except the private areas, and where the sitemap is. */
export function renderRobotsTxt(site: URL): string {
  const lines = [
    'User-agent: *',
    'Allow: /',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
  ];
  return `${lines.join('\n')}\n\nSitemap: ${new URL('/sitemap.xml', site).href}\n`;
}

const xmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** The sitemaps.org index of the languages' sitemaps: what /sitemap.xml serves. */
export function renderSitemapIndexXml(locales: readonly Locale[], site: URL): string {
  const sitemaps = locales.map(
    (locale) => `  <sitemap><loc>${new URL(sitemapPath(locale), site).href}</loc></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${sitemaps.join('\n')}\n</sitemapindex>\n`;
}

const xmlText = (text: string) => text.replace(/[&<>"']/g, (char) => xmlEscapes[char] ?? char);

/**
 * A sitemaps.org urlset of absolute URLs for the given paths, written as the pages' canonical
 * links are: without a trailing slash, as every link in the shop is. Each page that exists in
 * every language names its versions as its hreflang links do (xhtml:link).
 */
export function renderSitemapXml(paths: readonly string[], site: URL): string {
  const urls = paths.map((path) => {
    const canonical = path.replace(/(.)\/$/, '$1');
    const alternates = isEnglishOnly(canonical)
      ? ''
      : alternateLinks(canonical, site)
          .map(
            ({ hreflang, href }) =>
              `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${xmlText(href)}"/>`,
          )
          .join('');
    return `  <url><loc>${xmlText(new URL(canonical, site).href)}</loc>${alternates}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}
