/**
 * The static site the browser tests' server built and serves (dist/, a link that a rebuild swaps),
 * read as one snapshot for tests that read the pages a visitor gets: every page's file, its
 * language and its links in the head.
 */
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = fileURLToPath(new URL('../../../dist', import.meta.url));

export interface BuiltSite {
  /** Every HTML page by its path: '/', '/fr/country/jp', '/404.html'. */
  pages: Map<string, string>;
  /** The sitemaps and _redirects, by file name. */
  files: Map<string, string>;
}

/**
 * The served build, read whole from the folder dist/ links to. An admin upload in another test
 * may swap in a rebuild meanwhile and, two rebuilds later, remove the folder being read: the
 * read then starts again from the new build, so the snapshot is always of one build.
 */
export function readServedBuild(fileNames: readonly string[]): BuiltSite {
  for (let attempt = 1; ; attempt++) {
    const dir = realpathSync(DIST);
    try {
      return {
        pages: builtPages(dir),
        files: new Map(fileNames.map((name) => [name, readFileSync(join(dir, name), 'utf8')])),
      };
    } catch (error) {
      const removed = (error as NodeJS.ErrnoException).code === 'ENOENT' && existsSync(DIST);
      if (!removed || attempt === 3) throw error;
    }
  }
}

/** Every HTML page of a build by its path: '/', '/fr/country/jp', '/404.html'. */
function builtPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = `/${file.split(sep).join('/')}`.replace(/\/?index\.html$/, '');
    pages.set(path || '/', readFileSync(join(dir, file), 'utf8'));
  }
  return pages;
}

/** The `lang` of a page's `<html>`. */
export const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

/** The `<link rel="alternate" hreflang>` links of a page's head, by hreflang. */
export function hreflangLinks(html: string): Map<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
  return new Map(links.map((match) => [match[1]!, match[2]!]));
}

export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

export const isNoindex = (html: string) =>
  /<meta name="robots" content="[^"]*\bnoindex\b/.test(html);

/** The `<loc>` URLs of a sitemap or sitemap index. */
export const sitemapLocs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

/** Each `<url>` of a sitemap: its `<loc>` and its `xhtml:link` alternates, by hreflang. */
export function sitemapAlternates(xml: string): Map<string, Map<string, string>> {
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)];
  return new Map(
    urls.map(([, loc, links]) => [
      loc!,
      new Map(
        [
          ...links!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
        ].map((link) => [link[1]!, link[2]!]),
      ),
    ]),
  );
}
