/**
 * The site's 404 page, status 404, for a path nothing answers, as Netlify serves dist/404.html;
 * upstream answers nothing then, by design for a middleware
 * (docs/decisions/0024-local-platform.md). Asked as /404.html, so it carries its _headers, the CSP
 * among them.
 */
import type { NetlifyDev } from '@netlify/dev';

/** The 404 page of the served build, with status 404. */
export async function notFoundPage(netlify: NetlifyDev, origin: string): Promise<Response> {
  const page = await netlify.handle(new Request(new URL('/404.html', origin)));
  if (!page)
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  return new Response(page.body, { status: 404, headers: page.headers });
}
