/**
 * The pages search engines may index, and the areas they may not: the single source for
 * sitemap.xml and robots.txt. Data comes in as arguments, so this runs without astro:content.
 */
import { uniqueByCode, type Country } from '../catalogue/destination.ts';

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
] as const;

/** Private or transactional areas that robots.txt keeps crawlers out of. */
export const DISALLOWED_PATHS = ['/account', '/orders', '/checkout/', '/admin', '/api/'] as const;

export interface PublicRouteSources {
  countries: readonly Country[];
  regions: readonly { slug: string }[];
  /** Blog entry ids, which are the article slugs. */
  articleIds: readonly string[];
}

/** Every indexable path: the fixed pages, one per country code, region and article. No aliases. */
export function listPublicPaths({ countries, regions, articleIds }: PublicRouteSources): string[] {
  return [
    '/',
    '/countries',
    ...uniqueByCode(countries).map((country) => `/country/${country.code.toLowerCase()}`),
    ...regions.map((region) => `/region/${region.slug}`),
    '/blog',
    ...articleIds.map((id) => `/blog/${id}`),
    ...INFO_PATHS,
  ];
}

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

/**
 * A sitemaps.org urlset of absolute URLs for the given paths, written as the pages' canonical
 * links are: without a trailing slash, as every link in the shop is.
 */
export function renderSitemapXml(paths: readonly string[], site: URL): string {
  const urls = paths.map((path) => {
    const loc = new URL(path.replace(/(.)\/$/, '$1'), site).href.replace(
      /[&<>"']/g,
      (char) => xmlEscapes[char] ?? char,
    );
    return `  <url><loc>${loc}</loc></url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}
