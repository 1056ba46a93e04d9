/** robots.txt: crawl everything public, skip the private areas, and find the sitemap. */
import type { APIRoute } from 'astro';
import { renderRobotsTxt } from '../features/seo/public-routes.ts';

export const prerender = true;

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('astro.config.mjs must set `site` for robots.txt');
  return new Response(renderRobotsTxt(site), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
