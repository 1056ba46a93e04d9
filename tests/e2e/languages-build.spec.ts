/**
 * The built site in every language, as search engines meet it (built as Netlify builds:
 * playwright.config.ts): every page in every live language with its `<html lang>`, hreflang links
 * naming all versions both ways with English as x-default, and each language's own 404 page and
 * sitemap.
 */
import { expect, test } from '@playwright/test';
import { LIVE_LOCALES, localizedPath } from '../../src/features/i18n/locales.ts';
import {
  canonicalOf,
  hreflangLinks,
  htmlLang,
  isNoindex,
  readServedBuild,
  sitemapAlternates,
  sitemapLocs,
} from './support/built-site.ts';

/** Areas written in English only: the blog, the console and its second factor. */
const ENGLISH_ONLY = /^\/(blog|admin|second-factor)(\/|$)/;
/** The 404 pages answer any unknown address, so they have no address of their own to link. */
const NOT_FOUND = /^(\/404\.html|\/[a-z]{2}\/404)$/;
const FILES = [
  'sitemap.xml',
  ...LIVE_LOCALES.map((locale) => `sitemap-${locale}.xml`),
  '_redirects',
];

// Read once per worker: some 1,500 pages, a second or two.
let site: ReturnType<typeof readServedBuild> | undefined;
const served = () => (site ??= readServedBuild(FILES));
const pagesOf = () => served().pages;
const read = (file: string) => served().files.get(file) ?? '';
/** The path each rule of _redirects redirects from. */
const redirectSources = () =>
  read('_redirects')
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
let origin = '';
test.beforeEach(({ baseURL }) => {
  origin = baseURL ?? '';
});

const absolute = (path: string) => new URL(path, origin).href;
const isEnglishPath = (path: string) =>
  !LIVE_LOCALES.some((locale) => locale !== 'en' && new RegExp(`^/${locale}(/|$)`).test(path));
/** The pages that exist in every language: every English page but the English-only areas. */
const translatedPaths = () =>
  [...pagesOf().keys()].filter(
    (path) => isEnglishPath(path) && !ENGLISH_ONLY.test(path) && !NOT_FOUND.test(path),
  );

test.describe('the built site in every language', () => {
  test('every page exists in every live language, written in that language', () => {
    const english = translatedPaths();
    expect(english.length).toBeGreaterThan(200);
    const wrong = english.flatMap((path) =>
      LIVE_LOCALES.map((locale) => localizedPath(locale, path)).filter(
        (localized, index) => htmlLang(pagesOf().get(localized) ?? '') !== LIVE_LOCALES[index],
      ),
    );
    expect(wrong).toEqual([]);
  });

  test('each page links every language version and x-default (English); each version links back', () => {
    const problems: string[] = [];
    for (const [path, html] of pagesOf()) {
      if (ENGLISH_ONLY.test(path) || NOT_FOUND.test(path)) continue;
      const links = hreflangLinks(html);
      const own = absolute(path);
      if ([...links.keys()].join() !== [...LIVE_LOCALES, 'x-default'].join())
        problems.push(`${path}: hreflang ${[...links.keys()].join()}`);
      if (links.get('x-default') !== links.get('en')) problems.push(`${path}: x-default`);
      if (links.get(htmlLang(html) ?? '') !== own) problems.push(`${path}: not its own version`);
      if (canonicalOf(html) !== own) problems.push(`${path}: canonical ${canonicalOf(html)}`);
      for (const [hreflang, href] of links) {
        const twin = pagesOf().get(new URL(href).pathname);
        if (twin === undefined) problems.push(`${path}: ${hreflang} ${href} is no page`);
        else if (hreflangLinks(twin).get(htmlLang(html) ?? '') !== own)
          problems.push(`${path}: ${href} does not link back`);
      }
    }
    expect(problems).toEqual([]);
  });

  test('pages written only in English and the 404 pages carry no hreflang links', () => {
    const linked = [...pagesOf()]
      .filter(([path]) => ENGLISH_ONLY.test(path) || NOT_FOUND.test(path))
      .filter(([, html]) => hreflangLinks(html).size > 0)
      .map(([path]) => path);
    expect(linked).toEqual([]);
  });

  test('each language has its own 404 page, in that language and kept out of search', () => {
    for (const locale of LIVE_LOCALES) {
      const html = pagesOf().get(locale === 'en' ? '/404.html' : `/${locale}/404`) ?? '';
      expect(htmlLang(html), locale).toBe(locale);
      expect(isNoindex(html), locale).toBe(true);
    }
  });

  test('the sitemap index lists one sitemap per language, each listing exactly its indexable pages', () => {
    expect(sitemapLocs(read('sitemap.xml'))).toEqual(
      LIVE_LOCALES.map((locale) => absolute(`/sitemap-${locale}.xml`)),
    );
    for (const locale of LIVE_LOCALES) {
      const indexable = [...pagesOf()]
        .filter(
          ([path, html]) => htmlLang(html) === locale && !isNoindex(html) && path !== '/404.html',
        )
        .map(([path]) => absolute(path));
      expect(sitemapLocs(read(`sitemap-${locale}.xml`)).sort(), locale).toEqual(indexable.sort());
    }
  });

  test("each sitemap entry names the same language versions as its page's hreflang links", () => {
    const differing = LIVE_LOCALES.flatMap((locale) =>
      [...sitemapAlternates(read(`sitemap-${locale}.xml`))]
        .filter(([loc, alternates]) => {
          const html = pagesOf().get(new URL(loc).pathname) ?? '';
          return JSON.stringify([...alternates]) !== JSON.stringify([...hreflangLinks(html)]);
        })
        .map(([loc]) => loc),
    );
    expect(differing).toEqual([]);
  });

  test('a page in a language not priced in dollars quotes no dollar price to search engines', () => {
    const quoted = [...pagesOf()]
      .filter(([path]) => /^\/(fr|de|es|it|ja)(\/|$)/.test(path))
      .filter(([, html]) => {
        const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? '';
        const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
        return /\$\d/.test(description) || /"priceCurrency":"USD"|\$\d/.test(jsonLd ?? '');
      })
      .map(([path]) => path);
    expect(quoted).toEqual([]);
  });

  test("every footer link of each language's pages leads to a page or a redirect", () => {
    const redirected = new Set(redirectSources());
    const broken = LIVE_LOCALES.flatMap((locale) => {
      const home = pagesOf().get(localizedPath(locale, '/')) ?? '';
      const footer = /<footer[\s\S]*<\/footer>/.exec(home)?.[0] ?? '';
      return (
        [...footer.matchAll(/href="(\/[^"]*)"/g)]
          .map((match) => match[1]!)
          // Netlify matches a page or a rule with or without the trailing slash.
          .map((href) => href.replace(/(.)\/$/, '$1'))
          .filter((href) => !pagesOf().has(href) && !redirected.has(href))
      );
    });
    expect(broken).toEqual([]);
  });
});

test.describe('a country reached by another name', () => {
  test('leads to its code page in every language, with or without the trailing slash', async ({
    request,
  }) => {
    const names = [
      ['/country/usa', '/country/us'],
      ['/countries/germany/', '/country/de'],
    ];
    const answers = [];
    for (const locale of LIVE_LOCALES) {
      for (const [from, to] of names) {
        const answer = await request.get(localizedPath(locale, from!), { maxRedirects: 0 });
        const location = new URL(answer.headers().location ?? '', origin).pathname;
        answers.push([answer.status(), location, localizedPath(locale, to!)]);
      }
    }
    expect(answers.filter(([status, location, to]) => status !== 301 || location !== to)).toEqual(
      [],
    );
  });

  test('costs one redirect rule per name, folder and language, none for the trailing slash', () => {
    // The emulator weighs every request against every rule (14 ms with the 8,000 that Astro wrote,
    // each with and without its slash), and Netlify asks for wildcards past 10,000.
    const countryRules = redirectSources().filter((from) => /\/countr(y|ies)\//.test(from));
    expect(countryRules.length).toBeGreaterThan(600 * LIVE_LOCALES.length);
    expect(countryRules.filter((from) => from.endsWith('/'))).toEqual([]);
  });

  test('a crafted first segment is never sent to another site', async ({ request }) => {
    // A placeholder's value goes into Location; Netlify's matcher turns `\` into `//country/us`.
    for (const path of ['/%5Cevil.example/country/usa', '/%5C/country/usa', '/evil/country/usa']) {
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.headers().location ?? '', path).not.toMatch(
        /^(\/\/|\/\\|https?:\/\/(?!localhost))/,
      );
    }
  });
});

// Netlify sets DEPLOY_ID in its builds. With it, the adapter's skew protection used to append
// ?dpl=<id> to the scripts a page names but not to the imports inside them, so browsers ran the
// shared stores twice and islands stopped sharing state (astro.config.mjs removes it).
test('a build with Netlify’s DEPLOY_ID names its scripts without a query', () => {
  const withQuery = [...pagesOf()].filter(([, html]) => /\?dpl=/.test(html)).map(([path]) => path);
  expect(withQuery).toEqual([]);
});
