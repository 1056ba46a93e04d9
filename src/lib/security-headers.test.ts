import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegrationLogger, RouteToHeaders } from 'astro';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { headScriptsHtml } from './head-scripts.ts';

/** An inline script like the layout's first-paint one. */
const FIRST_PAINT = "document.documentElement.setAttribute('data-x','1')";
import { scriptHash } from './page-scripts.ts';
import { securityHeaders } from './security-headers.ts';

const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
/** The shape of the policy Astro writes: other directives, then script-src and style-src. */
const POLICY = `default-src 'self';frame-ancestors 'none'; script-src 'self' '${scriptHash(FIRST_PAINT)}'; style-src 'self' 'unsafe-inline' ;`;

/**
 * What Astro hands integrations after pre-rendering: each page's headers, when the adapter asks.
 */
function routeHeaders(policies: Record<string, string | undefined>): RouteToHeaders {
  const entries = Object.entries(policies).map(([pathname, policy]) => {
    const headers = new Headers(policy === undefined ? {} : { 'Content-Security-Policy': policy });
    return [pathname, { headers, route: {} }] as const;
  });
  return new Map(entries) as unknown as RouteToHeaders;
}

describe('the security headers of a build', () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'roamly-dist-'));
    await mkdir(join(dist, 'country/jp'), { recursive: true });
    await writeFile(join(dist, 'index.html'), page(headScriptsHtml(FIRST_PAINT)));
    const name = '</script><script>alert(1)</script> 5GB 7 Days';
    await writeFile(
      join(dist, 'country/jp/index.html'),
      page(headScriptsHtml(FIRST_PAINT, { name })),
    );
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  /** Runs the integration's two build hooks, as Astro does, over the pages in `dist`. */
  async function build(routeToHeaders: RouteToHeaders): Promise<void> {
    const { hooks } = securityHeaders();
    const logger = { info: vi.fn() } as unknown as AstroIntegrationLogger;
    const dir = pathToFileURL(`${dist}/`);
    await hooks['astro:build:generated']?.({ dir, logger, routeToHeaders });
    await hooks['astro:build:done']?.({ dir, logger, pages: [], assets: new Map() });
  }
  const headersFile = () => readFile(join(dist, '_headers'), 'utf8');

  test('every path, unknown and rewritten ones too, gets the policy Astro wrote for the pages', async () => {
    await build(routeHeaders({ '/': POLICY, '/country/jp': POLICY, '/404': POLICY }));
    expect(await headersFile()).toBe(`/*\n  Content-Security-Policy: ${POLICY}\n`);
  });

  test('an inline script the policy does not hash fails the build, naming its page', async () => {
    await writeFile(
      join(dist, 'country/jp/index.html'),
      page(headScriptsHtml(FIRST_PAINT), '<h3></script><script>alert(1)</script></h3>'),
    );
    await expect(build(routeHeaders({ '/': POLICY, '/country/jp': POLICY }))).rejects.toThrow(
      /country\/jp\/index\.html: an inline script the policy does not hash: <script>alert\(1\)<\/script>/,
    );
    await expect(headersFile()).rejects.toThrow();
  });

  test('a build without a policy fails: CSP off, or an adapter that is not asked for headers', async () => {
    await expect(build(routeHeaders({ '/': undefined }))).rejects.toThrow(
      /no Content-Security-Policy/,
    );
    await expect(build(routeHeaders({}))).rejects.toThrow(/no Content-Security-Policy/);
  });

  test('pages with different policies fail the build: one rule for every path could not hold both', async () => {
    const other = POLICY.replace("'self';", "'none';");
    await expect(build(routeHeaders({ '/': POLICY, '/country/jp': other }))).rejects.toThrow(
      /\/country\/jp/,
    );
  });
});
