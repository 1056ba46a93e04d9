/**
 * A path that names no page answers 404 through the local server, however it is encoded: an
 * escaped slash or backslash, a double encoding, dot segments, under each language's prefix and
 * none. The real NetlifyDev on a small site under the project's own netlify.toml, behind the
 * workarounds of scripts/emulator-workarounds/, over raw HTTP so each path arrives exactly as sent.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createLocalSite } from '../../scripts/local-site.ts';
import { DEFAULT_LOCALE, LIVE_LOCALES } from '../../src/features/i18n/locales.ts';
import { recordAttack } from '../support/attack-log.ts';
import { serveOnLoopback, startEmulatorSite, type EmulatorSite } from '../support/emulator-site.ts';

let site: EmulatorSite;
let server: Awaited<ReturnType<typeof serveOnLoopback>>;
beforeAll(async () => {
  site = await startEmulatorSite();
  const localSite = createLocalSite({ netlify: site.netlify, projectRoot: site.root });
  server = await serveOnLoopback((req, res) => void localSite.handle(req, res));
});
afterAll(async () => {
  await server.close();
  await site.stop();
});

/** A raw GET, the path exactly as written: fetch would resolve its dot segments first. */
function get(path: string): Promise<{ status: number; location: string; body: string }> {
  const { port } = new URL(server.origin);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: Number(port) });
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('end', () => {
      const [head = '', ...body] = raw.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.\d (\d{3})/.exec(head)?.[1] ?? 0),
        location: /^location: (.*)$/im.exec(head)?.[1] ?? '',
        body: body.join('\r\n\r\n'),
      });
    });
    socket.on('error', reject);
    socket.write(`GET ${path} HTTP/1.0\r\nHost: localhost:${port}\r\n\r\n`);
  });
}

/**
 * Tails that name no page and stay under the prefix they follow: out of the site folder to the
 * project's files (netlify.toml is there), or to a page by another path than its own, by each way
 * of escaping a slash, a backslash or a dot.
 */
const ESCAPED_TAILS = [
  '..%2f..%2fnetlify.toml',
  '..%2F..%2Fnetlify.toml',
  '..%5c..%5cnetlify.toml',
  '..%5C..%5Cnetlify.toml',
  '%2e%2e%2f%2e%2e%2fnetlify.toml',
  '%2E%2E%2F%2E%2E%2Fnetlify.toml',
  '..%252f..%252fnetlify.toml',
  '..%255c..%255cnetlify.toml',
  'x/..%2f..%2f..%2fnetlify.toml',
  '..%2f404',
  '..%2f..%2fdist%2f404.html',
  '..%2fcountries',
  'country%2fus',
  'country',
];
/** Dot segments the URL parser resolves: the path leaves its prefix, and still names no page. */
const DOT_SEGMENT_TAILS = [
  '../../netlify.toml',
  '%2e%2e/%2e%2e/netlify.toml',
  '..\\..\\netlify.toml',
];

/** Every language's prefix ('/' for English), and the English rule that answers 404 (/blog/*). */
const PREFIXES = [
  ...LIVE_LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '/' : `/${locale}/`)),
  '/blog/',
];

describe('a path that names no page', () => {
  test('answers 404 in every language, however its slashes and dot segments are written', async () => {
    const wrong: string[] = [];
    for (const prefix of PREFIXES)
      for (const tail of [...ESCAPED_TAILS, ...DOT_SEGMENT_TAILS]) {
        const answer = await get(`${prefix}${tail}`);
        if (answer.status !== 404 || answer.body.includes('[[redirects]]'))
          wrong.push(`${prefix}${tail} answered ${answer.status}`);
      }
    expect(wrong).toEqual([]);
    recordAttack({
      round: 4,
      item: 8,
      attack:
        'unknown paths with encoded slashes, backslashes, double encoding and dot segments, under each language and none, for a 200 or a file outside the site',
      tries: PREFIXES.length * (ESCAPED_TAILS.length + DOT_SEGMENT_TAILS.length),
      outcome: 'refused',
    });
  });

  test('an unknown region, however written, still goes to the country list, never a 500', async () => {
    const wrong: string[] = [];
    for (const prefix of ['/', '/fr/'])
      for (const tail of ESCAPED_TAILS) {
        const answer = await get(`${prefix}region/${tail}`);
        if (
          answer.status !== 302 ||
          new URL(answer.location, server.origin).pathname !== `${prefix}countries`
        )
          wrong.push(`${prefix}region/${tail} answered ${answer.status} ${answer.location}`);
      }
    expect(wrong).toEqual([]);
  });

  test('the pages and 404 pages themselves are still served as before', async () => {
    expect((await get('/fr/country/us')).status).toBe(200);
    expect((await get('/fr/account')).status).toBe(200);
    expect((await get('/countries')).status).toBe(200);
    const french = await get('/fr/no-such-page');
    expect(french.status).toBe(404);
    expect(french.body).toContain('Page introuvable');
    const english = await get('/no-such-page');
    expect(english.status).toBe(404);
    expect(english.body).toContain('404 Page Not Found');
  });
});
