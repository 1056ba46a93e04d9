import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AstroIntegration } from 'astro';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { headScriptsHtml, THEME_SCRIPT } from './head-scripts.ts';
import { scriptHash } from './page-scripts.ts';
import { buildScriptHashes, contentSecurityPolicy, headersFile, neverInlineScripts, securityHeaders } from './security-headers.ts';

const page = (head: string, body = '') => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('the build check over dist/', () => {
  let dist: string;
  beforeEach(async () => {
    dist = await mkdtemp(join(tmpdir(), 'roamly-dist-'));
    await mkdir(join(dist, 'country/jp'), { recursive: true });
    await writeFile(join(dist, 'index.html'), page(headScriptsHtml()));
  });
  afterEach(() => rm(dist, { recursive: true, force: true }));

  type BuildDone = (options: { dir: URL; logger: { info: (message: string) => void } }) => Promise<void>;
  const buildDone = () =>
    (securityHeaders().hooks as AstroIntegration['hooks'] & { 'astro:build:done': BuildDone })['astro:build:done']({
      dir: pathToFileURL(`${dist}/`),
      logger: { info: vi.fn() },
    });

  test('pages with only allowed scripts give their hashes, JSON-LD none, and _headers lists exactly those', async () => {
    await writeFile(join(dist, 'country/jp/index.html'), page(headScriptsHtml({ name: '</script><script>alert(1)</script> 5GB 7 Days' })));
    expect(await buildScriptHashes(dist)).toEqual([scriptHash(THEME_SCRIPT)]);
    await buildDone();
    expect(await readFile(join(dist, '_headers'), 'utf8')).toContain(`script-src 'self' '${scriptHash(THEME_SCRIPT)}' https://js.stripe.com;`);
  });

  test('an injected script fails the build, naming the page, and no _headers is written', async () => {
    await writeFile(join(dist, 'country/jp/index.html'), page(headScriptsHtml(), '<h3></script><script>alert(1)</script></h3>'));
    await expect(buildDone()).rejects.toThrow(/country\/jp\/index\.html: an inline script not on the allow-list: <script>alert\(1\)<\/script>/);
    await expect(readFile(join(dist, '_headers'), 'utf8')).rejects.toThrow();
  });

  test('bundled scripts are never inlined, so every inline script has a known source', () => {
    expect(neverInlineScripts('_astro/BaseLayout.astro_astro_type_script_index_0_lang.B1x2.js')).toBe(false);
    expect(neverInlineScripts('_astro/chunk.mjs')).toBe(false);
    expect(neverInlineScripts('_astro/logo.svg')).toBeUndefined();
    const updateConfig = vi.fn();
    (securityHeaders().hooks['astro:config:setup'] as unknown as (options: { updateConfig: typeof updateConfig }) => void)({ updateConfig });
    expect(updateConfig).toHaveBeenCalledWith({ vite: { build: { assetsInlineLimit: neverInlineScripts } } });
  });
});

describe('the headers file', () => {
  const file = headersFile(['sha256-abc']);

  test('the CSP allows only this site, the listed hashes and Stripe for scripts', () => {
    const csp = contentSecurityPolicy(['sha256-abc']);
    expect(csp).toContain("script-src 'self' 'sha256-abc' https://js.stripe.com;");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain('frame-src https://js.stripe.com https://hooks.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  test('every page gets HSTS for a year, nosniff and the referrer policy', () => {
    expect(file).toMatch(/^\/\*\n/);
    expect(file).toContain('Strict-Transport-Security: max-age=31536000');
    expect(file).toContain('X-Content-Type-Options: nosniff');
    expect(file).toContain('Referrer-Policy: strict-origin-when-cross-origin');
  });

  test('account and checkout pages are never stored by a cache', () => {
    for (const path of ['/account', '/orders', '/admin', '/checkout/*']) {
      expect(file).toContain(`${path}\n  Cache-Control: no-store`);
    }
  });
});
