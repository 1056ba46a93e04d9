import type { APIRoute } from 'astro';
import { getEntry } from 'astro:content';
import type { BuildInfo } from '../features/admin/catalogue/catalogue-answers.ts';

export const prerender = true;

/** Which catalogue version these pages show and when they were built: read by the admin page. */
export const GET: APIRoute = async () => {
  const built = await getEntry('catalogueBuild', 'current');
  if (!built) throw new Error('The catalogue build entry is missing');
  const info: BuildInfo = {
    builtAt: new Date().toISOString(),
    catalogueVersion: built.data.version,
    planCount: built.data.planCount,
  };
  return new Response(JSON.stringify(info), { headers: { 'Content-Type': 'application/json' } });
};
