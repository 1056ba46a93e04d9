import { describe, expect, test } from 'vitest';
import type { Country } from '../catalogue/destination.ts';
import {
  DISALLOWED_PATHS,
  listPublicPaths,
  renderRobotsTxt,
  renderSitemapIndexXml,
  renderSitemapXml,
} from './public-routes.ts';

const country = (name: string, code: string, slug: string, aliases: string[] = []): Country => ({
  name,
  code,
  slug,
  aliases,
});

const sources = {
  countries: [
    country('Hawaii', 'US', 'hawaii'),
    country('Japan', 'JP', 'japan'),
    country('United States of America', 'US', 'united-states-of-america', ['usa']),
  ],
  regions: [{ slug: 'asia' }, { slug: 'eu-plus' }],
  articleIds: ['what-is-a-travel-esim', 'staying-connected-in-japan'],
};
const site = new URL('https://roamly.example');

describe('listPublicPaths', () => {
  const paths = listPublicPaths(sources);

  test('lists one country page per code, by its lower-case code', () => {
    expect(paths.filter((path) => path.startsWith('/country/'))).toEqual([
      '/country/us',
      '/country/jp',
    ]);
  });

  test('lists every region and every article', () => {
    expect(paths).toEqual(expect.arrayContaining(['/region/asia', '/region/eu-plus']));
    expect(paths).toEqual(
      expect.arrayContaining(['/blog/what-is-a-travel-esim', '/blog/staying-connected-in-japan']),
    );
  });

  test('lists the fixed public pages', () => {
    const fixed = [
      '/',
      '/countries',
      '/blog',
      '/how-it-works',
      '/installation',
      '/compatibility',
      '/faq',
      '/contact',
    ];
    expect(paths).toEqual(
      expect.arrayContaining([
        ...fixed,
        '/privacy',
        '/terms',
        '/cookies',
        '/commercial-disclosure',
        '/withdraw',
      ]),
    );
  });

  test('leaves out slugs and aliases, private areas and error screens', () => {
    for (const hidden of [
      '/country/usa',
      '/country/hawaii',
      '/signin',
      '/signup',
      '/404',
      '/blog/post-not-found',
    ]) {
      expect(paths).not.toContain(hidden);
    }
    for (const prefix of [...DISALLOWED_PATHS, '/account', '/verify-email']) {
      expect(paths.some((path) => path.startsWith(prefix))).toBe(false);
    }
  });

  test('names each page once', () => {
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('renderRobotsTxt', () => {
  const robots = renderRobotsTxt(site);

  test('allows everything but the private areas', () => {
    expect(robots).toContain('User-agent: *\nAllow: /\n');
    for (const path of ['/account', '/orders', '/checkout/', '/admin', '/api/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
  });

  test('points to the absolute sitemap URL', () => {
    expect(robots).toContain('Sitemap: https://roamly.example/sitemap.xml');
  });
});

describe('renderSitemapXml', () => {
  test('writes absolute URLs in a sitemaps.org urlset', () => {
    const xml = renderSitemapXml(['/', '/country/jp'], site);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('<loc>https://roamly.example/</loc>');
  });

  test('names each page as its canonical link does, without a trailing slash', () => {
    const xml = renderSitemapXml(['/country/jp', '/blog/'], site);
    expect(xml).toContain('<loc>https://roamly.example/country/jp</loc>');
    expect(xml).toContain('<loc>https://roamly.example/blog</loc>');
  });

  test('names every language version of a translated page, and x-default (English)', () => {
    const xml = renderSitemapXml(['/fr/country/jp'], site);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toContain(
      '<url><loc>https://roamly.example/fr/country/jp</loc><xhtml:link rel="alternate" hreflang="en" href="https://roamly.example/country/jp"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="ja" href="https://roamly.example/ja/country/jp"/>',
    );
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://roamly.example/country/jp"/></url>',
    );
  });

  test('gives the English-only blog no language versions', () => {
    expect(renderSitemapXml(['/blog/what-is-a-travel-esim'], site)).not.toContain('xhtml:link');
  });

  test('escapes characters that XML reserves', () => {
    expect(renderSitemapXml(["/a'b&c"], site)).toContain('/a&apos;b&amp;c</loc>');
  });
});

describe('one sitemap per language under an index', () => {
  test('the index names each language’s sitemap', () => {
    const index = renderSitemapIndexXml(['en', 'fr'], site);
    expect(index).toContain('<sitemapindex');
    expect(index).toContain('<loc>https://roamly.example/sitemap-en.xml</loc>');
    expect(index).toContain('<loc>https://roamly.example/sitemap-fr.xml</loc>');
  });

  test('a language’s sitemap lists its own addresses, and the English articles only in English', () => {
    const french = listPublicPaths(sources, 'fr');
    expect(french).toEqual(expect.arrayContaining(['/fr', '/fr/countries', '/fr/country/jp']));
    expect(french).toContain('/fr/region/asia');
    expect(french.some((path) => path.startsWith('/blog'))).toBe(false);
    expect(listPublicPaths(sources, 'en')).toContain('/blog/what-is-a-travel-esim');
  });
});
