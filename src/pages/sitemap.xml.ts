/** sitemap.xml: the index of the sitemaps, one per language the site is built in. */
import type { APIRoute } from 'astro';
import { builtLocales } from '../features/i18n/built-locales.ts';
import { renderSitemapIndexXml } from '../features/seo/public-routes.ts';

export const prerender = true;

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('astro.config.mjs must set `site` for the sitemap');
  return new Response(renderSitemapIndexXml(builtLocales(), site), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
