/** sitemap.xml: every indexable page as an absolute URL, built with the site. */
import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { loadSiteCatalogue } from '../features/catalogue/site-data.ts';
import { listPublicPaths, renderSitemapXml } from '../features/seo/public-routes.ts';

export const prerender = true;

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('astro.config.mjs must set `site` for the sitemap');
  const [{ countries, regions }, articles] = await Promise.all([
    loadSiteCatalogue(),
    getCollection('blog'),
  ]);
  const paths = listPublicPaths({
    countries,
    regions,
    articleIds: articles.map((article) => article.id),
  });
  return new Response(renderSitemapXml(paths, site), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
