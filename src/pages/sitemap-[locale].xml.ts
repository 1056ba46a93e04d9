/** sitemap-<locale>.xml: every indexable page in one language, as absolute URLs. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { getCollection } from 'astro:content';
import { loadSiteCatalogue } from '../features/catalogue/site-data.ts';
import { builtLocales } from '../features/i18n/built-locales.ts';
import type { LiveLocale } from '../features/i18n/locales.ts';
import { listPublicPaths, renderSitemapXml } from '../features/seo/public-routes.ts';

export const prerender = true;

export const getStaticPaths = (() =>
  builtLocales().map((locale) => ({ params: { locale } }))) satisfies GetStaticPaths;

export const GET: APIRoute = async ({ site, params }) => {
  if (!site) throw new Error('astro.config.mjs must set `site` for the sitemap');
  const [{ countries, regions }, articles] = await Promise.all([
    loadSiteCatalogue(),
    getCollection('blog'),
  ]);
  const paths = listPublicPaths(
    { countries, regions, articleIds: articles.map((article) => article.id) },
    params.locale as LiveLocale,
  );
  return new Response(renderSitemapXml(paths, site), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
