/**
 * Pure helpers for the blog and other dated copy: ordering, date labels, meta descriptions and
 * the Article structured data. No astro:content import, so vitest runs them directly.
 */

const longDate = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'September 12, 2025': the date as written in the copy, read in UTC so it never shifts a day. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

/** '2025-09-12', for `<time datetime>` and schema.org dates. */
export function toIsoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** A copy of the entries, newest first; entries of the same day keep their order. */
export function sortNewestFirst<T extends { data: { date: Date } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}

/**
 * Text clipped at a word to at most `max` characters (ellipsis included), for meta descriptions.
 */
export function clampDescription(text: string, max = 155): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** The page title of an article: '<title> | Roamly Blog'. */
export function articlePageTitle(title: string): string {
  return `${title} | Roamly Blog`;
}

export interface ArticleSummary {
  title: string;
  excerpt: string;
  date: Date;
  image: string;
}

/** schema.org Article for an article at `path`, with absolute URLs against `site`. */
export function buildArticleJsonLd(
  article: ArticleSummary,
  path: string,
  site: URL,
): Record<string, unknown> {
  const organization = {
    '@type': 'Organization',
    name: 'Roamly',
    url: new URL('/', site).href,
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    datePublished: toIsoDay(article.date),
    image: [new URL(article.image, site).href],
    author: organization,
    publisher: organization,
    mainEntityOfPage: new URL(path, site).href,
  };
}
