/**
 * The local production-like server around NetlifyDev. It adds the two things Netlify's CDN does
 * that the emulator does not: the build's dist/_redirects (the emulator only reads netlify.toml
 * and a root _redirects) and the site's 404 page for paths nothing answers.
 */
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import type { NetlifyDev } from '@netlify/dev';

interface LocalSiteOptions {
  netlify: NetlifyDev;
  distDir: URL;
}

export async function createLocalSite({ netlify, distDir }: LocalSiteOptions) {
  let redirects = await readRedirects(distDir);
  let notFoundPage = await readFile(new URL('404.html', distDir), 'utf8').catch(() => 'Not found');

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const redirect = redirects.get(url.pathname);
      if (redirect) {
        res.writeHead(redirect.status, { Location: redirect.to + url.search }).end();
        return;
      }
      const result = await netlify.handleAndIntrospectNodeRequest(req);
      if (!result) {
        res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' }).end(notFoundPage);
        return;
      }
      await sendResponse(result.response, res);
    } catch (error) {
      console.error('Local server error', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal server error' }));
    }
  }

  /** Re-reads dist/ after a rebuild swapped it. */
  async function reload(): Promise<void> {
    redirects = await readRedirects(distDir);
    notFoundPage = await readFile(new URL('404.html', distDir), 'utf8').catch(() => 'Not found');
  }

  return { handle, reload };
}

async function sendResponse(response: Response, res: ServerResponse): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(response.body as import('node:stream/web').ReadableStream).pipe(res).on('finish', resolve).on('error', reject);
  });
}

/** Exact-path rules of dist/_redirects ('from to status'), as the Astro adapter writes them. */
async function readRedirects(distDir: URL): Promise<Map<string, { to: string; status: number }>> {
  const rules = new Map<string, { to: string; status: number }>();
  const text = await readFile(new URL('_redirects', distDir), 'utf8').catch(() => '');
  for (const line of text.split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (!from || !to || from.startsWith('#') || from.includes('*') || from.includes(':')) continue;
    rules.set(from, { to, status: Number(status) || 301 });
  }
  return rules;
}
