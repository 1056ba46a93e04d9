/**
 * The local site as `npm start` serves it: the real NetlifyDev on a small fixture site, behind the
 * workarounds of emulator-workarounds/, over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  binaryUpload,
  ECHO_BODY_PATH,
  serveOnLoopback,
  startEmulatorSite,
  type EmulatorSite,
} from '../tests/support/emulator-site.ts';
import { createLocalSite } from './local-site.ts';

let site: EmulatorSite;
let server: Awaited<ReturnType<typeof serveOnLoopback>>;
beforeAll(async () => {
  site = await startEmulatorSite({ withFunction: true });
  const localSite = createLocalSite({ netlify: site.netlify, projectRoot: site.root });
  server = await serveOnLoopback((req, res) => void localSite.handle(req, res));
});
afterAll(async () => {
  await server.close();
  await site.stop();
});

const get = (path: string) =>
  fetch(`${server.origin}${path}`, {
    redirect: 'manual',
    headers: { 'Accept-Encoding': 'br, gzip' },
  });

describe('the local site', () => {
  test('serves a page of dist/ compressed, with the headers of dist/_headers', async () => {
    const page = await get('/country/us');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-encoding')).toBe('br');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(await page.text()).toContain('United States');
  });

  test('redirects by the rules of dist/_redirects (the emulator reads them when it starts)', async () => {
    const redirect = await get('/country/usa?from=ad');
    expect(redirect.status).toBe(301);
    const location = new URL(redirect.headers.get('location') ?? '', server.origin);
    expect(`${location.pathname}${location.search}`).toBe('/country/us?from=ad');
  });

  test("answers a path a `status = 404` rule rewrites with the rule's page and status 404", async () => {
    const answer = await get('/blog/no-such-post');
    expect(answer.status).toBe(404);
    expect(await answer.text()).toContain('Post Not Found');
  });

  test('answers a path nothing serves with the 404 page, status 404 and the site-wide headers', async () => {
    const answer = await get('/no-such-page');
    expect(answer.status).toBe(404);
    expect(answer.headers.get('x-frame-options')).toBe('DENY');
    expect(await answer.text()).toContain('404 Page Not Found');
  });

  test('answers an unknown path under a language with that language’s 404 page, status 404', async () => {
    for (const [path, text] of [
      ['/fr/no-such-page', 'Page introuvable'],
      ['/ja/no/such/page', 'ページが見つかりません'],
    ]) {
      const answer = await get(path!);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain(text);
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
    }
  });

  test('serves the language twins of the rewrites: a country alias, checkout and regions', async () => {
    const country = await get('/fr/countries/us');
    expect(country.status).toBe(200);
    expect(await country.text()).toContain('États-Unis');
    const checkout = await get('/fr/checkout/us-1gb-7d');
    expect(checkout.status).toBe(200);
    expect(await checkout.text()).toContain('Paiement');
    const region = await get('/fr/region/no-such-region');
    expect(region.status).toBe(302);
    expect(new URL(region.headers.get('location') ?? '', server.origin).pathname).toBe(
      '/fr/countries',
    );
  });

  test("gives a page under a language's catch-all rule the headers of its own path", async () => {
    const account = await get('/fr/account');
    expect(account.status).toBe(200);
    expect(account.headers.get('cache-control')).toBe('no-store');
  });

  test('hands a function the bytes of an uploaded file as the browser sent them', async () => {
    const { body, bytes } = binaryUpload();
    const echoed = await fetch(`${server.origin}${ECHO_BODY_PATH}`, { method: 'POST', body });
    expect(await echoed.text()).toContain(Buffer.from(bytes).toString('hex'));
  });
});
