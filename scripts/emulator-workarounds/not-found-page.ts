/**
 * The site's 404 page for a path nothing answers. NetlifyDev (@netlify/dev 5.1.3) answers such a
 * path with nothing and leaves the answer to the server around it; Netlify serves dist/404.html
 * with status 404. The page is asked of the emulator as /404.html, so it is the served build's
 * file with the headers dist/_headers gives it (the CSP among them).
 */
import type { NetlifyDev } from '@netlify/dev';

/** The 404 page of the served build, with status 404. */
export async function notFoundPage(netlify: NetlifyDev, origin: string): Promise<Response> {
  const page = await netlify.handle(new Request(new URL('/404.html', origin)));
  if (!page) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  return new Response(page.body, { status: 404, headers: page.headers });
}
