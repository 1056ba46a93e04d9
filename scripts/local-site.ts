/**
 * The local production-like server around NetlifyDev. It adds what Netlify's CDN does and the
 * emulator does not: the build's dist/_redirects (the emulator only reads netlify.toml and a
 * root _redirects), the status of a rewrite rule with `status = 404` (the emulator answers 200),
 * compression of text responses (as the CDN does), and the site's 404 page for paths nothing
 * answers.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { constants as zlibConstants, createBrotliCompress, createGzip } from 'node:zlib';
import type { NetlifyDev } from '@netlify/dev';
import type { FunctionLanes } from './emulator-workarounds/function-lanes.ts';

interface LocalSiteOptions {
  netlify: NetlifyDev;
  /** Queues calls per function around the emulator's build race (emulator-workarounds/function-lanes.ts). */
  lanes: FunctionLanes;
  distDir: URL;
  netlifyToml: URL;
}

export async function createLocalSite({ netlify, lanes, distDir, netlifyToml }: LocalSiteOptions) {
  let redirects = await readRedirects(distDir);
  const notFoundRewrites = await readNotFoundRewrites(netlifyToml);
  let notFoundPage = await readFile(new URL('404.html', distDir), 'utf8').catch(() => 'Not found');
  let siteWideHeaders = await readSiteWideHeaders(distDir);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const redirect = redirects.get(url.pathname);
      if (redirect) {
        res.writeHead(redirect.status, { Location: redirect.to + url.search }).end();
        return;
      }
      const upload = isMultipartApiCall(req, url) ? await base64EncodedRequest(req, url) : null;
      const emulate = () => (upload ? netlify.handleAndIntrospect(upload) : netlify.handleAndIntrospectNodeRequest(req));
      const functionName = lanes.functionFor(url.pathname, req.method ?? 'GET');
      const result = await (functionName ? lanes.run(functionName, emulate) : emulate());
      if (!result) {
        // As Netlify serves 404.html for a path nothing answers: a static file, with the `/*` headers.
        res.writeHead(404, { ...siteWideHeaders, 'Content-Type': 'text/html; charset=utf-8' }).end(notFoundPage);
        return;
      }
      const rewrittenToNotFound =
        result.type === 'redirect' && notFoundRewrites.some((pattern) => pattern.test(url.pathname)) && !isBuiltPage(distDir, url.pathname);
      await sendResponse(rewrittenToNotFound ? withStatus(result.response, 404) : result.response, res, req.headers['accept-encoding']);
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
    siteWideHeaders = await readSiteWideHeaders(distDir);
  }

  return { handle, reload };
}

/**
 * The emulator (@netlify/functions-dev 2.0.8) reads a function's body as text yet marks a
 * multipart body as base64, so the function decodes text as base64 and an uploaded file arrives
 * garbled. Sending multipart bodies base64-encoded gives the function the bytes the browser sent,
 * as Netlify itself does.
 */
function isMultipartApiCall(req: IncomingMessage, url: URL): boolean {
  return req.method === 'POST' && url.pathname.startsWith('/api/') && /^multipart\//i.test(req.headers['content-type'] ?? '');
}

/** Past this the function refuses the upload anyway (5 MB and the multipart overhead). */
const MAX_FORWARDED_UPLOAD_BYTES = 6 * 1024 * 1024;

async function base64EncodedRequest(req: IncomingMessage, url: URL): Promise<Request> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
    if (size > MAX_FORWARDED_UPLOAD_BYTES) break;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name === 'content-length' || name === 'transfer-encoding') continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  // The Request's URL as the emulator builds it for every other call (from Host), so the upload's
  // Origin check compares like the rest. It is never fetched, and start.ts has already refused
  // any Host that is not localhost or an IP address (local-server.ts), so it names this server.
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  return new Request(new URL(url.pathname + url.search, origin), { method: 'POST', headers, body: Buffer.concat(chunks).toString('base64') });
}

/** The headers dist/_headers gives every path (its `/*` block). */
async function readSiteWideHeaders(distDir: URL): Promise<Record<string, string>> {
  const text = await readFile(new URL('_headers', distDir), 'utf8').catch(() => '');
  const headers: Record<string, string> = {};
  let inSiteWideBlock = false;
  for (const line of text.split('\n')) {
    if (!/^\s/.test(line)) inSiteWideBlock = line.trim() === '/*';
    else if (inSiteWideBlock && line.includes(':')) {
      const [name = '', ...value] = line.trim().split(':');
      headers[name.trim()] = value.join(':').trim();
    }
  }
  return headers;
}

/** A rule never shadows a page that exists (Netlify's default for rules without `force`). */
function isBuiltPage(distDir: URL, pathname: string): boolean {
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '');
  return [relative, `${relative}/index.html`, `${relative}.html`].some((candidate) => existsSync(new URL(candidate, distDir)));
}

function withStatus(response: Response, status: number): Response {
  return new Response(response.body, { status, headers: response.headers });
}

/** `from` patterns of netlify.toml rules with `status = 404`, as regular expressions. */
async function readNotFoundRewrites(netlifyToml: URL): Promise<RegExp[]> {
  const text = await readFile(netlifyToml, 'utf8').catch(() => '');
  return text
    .split('[[redirects]]')
    .slice(1)
    .filter((block) => /^\s*status\s*=\s*404\b/m.test(block))
    .map((block) => /^\s*from\s*=\s*"([^"]+)"/m.exec(block)?.[1])
    .filter((from): from is string => Boolean(from))
    .map((from) => new RegExp(`^${from.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*').replace(/:\w+/g, '[^/]+')}$`));
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|ld\+json)|image\/svg\+xml)/;

async function sendResponse(response: Response, res: ServerResponse, acceptEncoding = ''): Promise<void> {
  const headers: Record<string, string | string[]> = {};
  response.headers.forEach((value, key) => {
    if (key === 'set-cookie') return;
    headers[key] = value;
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) headers['set-cookie'] = cookies;
  const encoding = chooseEncoding(response, acceptEncoding);
  if (encoding) {
    headers['content-encoding'] = encoding;
    headers['vary'] = 'Accept-Encoding';
    delete headers['content-length'];
  }
  res.writeHead(response.status, headers);
  if (!response.body) {
    res.end();
    return;
  }
  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
  const compressed = encoding === 'br' ? body.pipe(createBrotliCompress({ params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })) : encoding === 'gzip' ? body.pipe(createGzip()) : body;
  await new Promise<void>((resolve, reject) => {
    compressed.pipe(res).on('finish', resolve).on('error', reject);
  });
}

function chooseEncoding(response: Response, acceptEncoding: string): 'br' | 'gzip' | null {
  if (response.headers.has('content-encoding') || !COMPRESSIBLE.test(response.headers.get('content-type') ?? '')) return null;
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  return /\bgzip\b/.test(acceptEncoding) ? 'gzip' : null;
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
