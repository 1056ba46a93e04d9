/**
 * The static site as `astro build` writes it, built once into a folder of its own for tests that
 * read the pages a visitor gets: every page's file, its language and its links in the head.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { setPriority, tmpdir } from 'node:os';
import { join, sep } from 'node:path';

/** The site origin the test build writes into absolute URLs. */
export const BUILT_SITE_ORIGIN = 'https://roamly.test';
const BUILT_SITE_DEPLOY_ID = 'deploy-123';

export interface BuiltSite {
  dir: string;
  remove(): void;
}

/** Builds the site into a fresh folder (about 20-40 s), as `astro build` does on this machine. */
export async function buildSite(): Promise<BuiltSite> {
  const dir = mkdtempSync(join(tmpdir(), 'roamly-built-site-'));
  const astro = new URL('../../node_modules/.bin/astro', import.meta.url);
  const root = new URL('../../', import.meta.url);
  await new Promise<void>((resolve, reject) => {
    const build = execFile(
      astro.pathname,
      ['build', '--outDir', dir],
      {
        cwd: root.pathname,
        // As Netlify builds: its builds set DEPLOY_ID (astro.config.mjs removes it on purpose).
        env: { ...process.env, URL: BUILT_SITE_ORIGIN, DEPLOY_ID: BUILT_SITE_DEPLOY_ID },
        maxBuffer: 64 * 1024 * 1024,
        // Ended, not left running, when it takes longer than the test waits for it.
        timeout: 280_000,
      },
      (error) => (error ? reject(error) : resolve()),
    );
    // At the lowest priority: the suite's timing tests run beside it.
    if (build.pid !== undefined) setPriority(build.pid, 19);
  });
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Every HTML page of a build by its path: '/', '/fr/country/jp', '/404.html'. */
export function builtPages(dir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = `/${file.split(sep).join('/')}`.replace(/\/?index\.html$/, '');
    pages.set(path || '/', readFileSync(join(dir, file), 'utf8'));
  }
  return pages;
}

/** Whether `path` is a page of the build (its index.html, or the file itself). */
export function isBuiltPage(dir: string, path: string): boolean {
  return [join(dir, path, 'index.html'), join(dir, path)].some(
    (file) => existsSync(file) && file.endsWith('.html'),
  );
}

/** The `lang` of a page's `<html>`. */
export const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];

/** The `<link rel="alternate" hreflang>` links of a page's head, by hreflang. */
export function hreflangLinks(html: string): Map<string, string> {
  const links = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
  return new Map(links.map((match) => [match[1]!, match[2]!]));
}

export const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

export const isNoindex = (html: string) => html.includes('<meta name="robots" content="noindex"');

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
