/**
 * A tiny site on the real NetlifyDev for the local server's tests: each thing Netlify serves
 * differently from the emulator (a 404 rewrite, _redirects and _headers, a 404 page, a compressible
 * page, an echo function), under the project's own netlify.toml. No Blobs.
 */
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { NetlifyDev } from '@netlify/dev';

export const EMULATOR_SITE_ORIGIN = 'http://localhost:8888';

/** What the fixture's function answers: the bytes of its body in hex. */
export const ECHO_BODY_PATH = '/api/echo-body';

const files: Record<string, string> = {
  'netlify.toml': readFileSync(new URL('../../netlify.toml', import.meta.url), 'utf8'),
  'dist/_redirects': '/country/usa  /country/us  301\n',
  'dist/_headers': '/*\n  X-Frame-Options: DENY\n',
  'dist/404.html': '<h1>404 Page Not Found</h1>',
  'dist/country/us/index.html': `<h1>United States</h1>${'<p>Data plans for the United States.</p>'.repeat(50)}`,
  'dist/blog/a-post/index.html': '<h1>A post</h1>',
  'dist/blog/post-not-found/index.html': '<h1>Post Not Found</h1>',
  'dist/flags/us.png': 'not really a png',
  'dist/countries/index.html': '<h1>Countries</h1>',
  'dist/checkout/index.html': '<h1>Checkout</h1>',
  'dist/fr/404/index.html': '<h1>Page introuvable</h1>',
  'dist/de/404/index.html': '<h1>Seite nicht gefunden</h1>',
  'dist/es/404/index.html': '<h1>Página no encontrada</h1>',
  'dist/it/404/index.html': '<h1>Pagina non trovata</h1>',
  'dist/fr/countries/index.html': '<h1>Pays</h1>',
  'dist/fr/checkout/index.html': '<h1>Paiement</h1>',
  'dist/fr/country/us/index.html': '<h1>États-Unis</h1>',
  'dist/fr/account/index.html': '<h1>Mon compte</h1>',
  'dist/ja/404/index.html': '<h1>ページが見つかりません</h1>',
};

const echoFunction = {
  'netlify/functions/echo-body.mts': [
    'export default async (req: Request) => new Response(Buffer.from(await req.arrayBuffer()).toString("hex"));',
    `export const config = { path: "${ECHO_BODY_PATH}" };`,
    '',
  ].join('\n'),
};

export interface EmulatorSite {
  netlify: NetlifyDev;
  /** The project folder, as a file URL ending in a slash. */
  root: URL;
  stop(): Promise<void>;
}

/**
 * A request for `path` and the emulator's own answer to it: what a workaround is then handed.
 */
export async function emulatorAnswer(site: EmulatorSite, path: string) {
  const request = new Request(`${EMULATOR_SITE_ORIGIN}${path}`);
  const answer = await site.netlify.handleAndIntrospect(request.clone());
  if (!answer) throw new Error(`the emulator did not answer ${path}`);
  return { request, answer };
}

/**
 * Writes the site into a fresh folder and starts NetlifyDev on it, configured as scripts/start.ts
 * does. Functions only when asked: the emulator bundles them in the background from the start, and
 * a bundle still running when the folder is removed fails loudly.
 */
export async function startEmulatorSite({ withFunction = false } = {}): Promise<EmulatorSite> {
  const directory = await mkdtemp(join(tmpdir(), 'roamly-emulator-site-'));
  for (const [path, text] of Object.entries({ ...files, ...(withFunction ? echoFunction : {}) })) {
    await mkdir(dirname(join(directory, path)), { recursive: true });
    await writeFile(join(directory, path), text);
  }
  const netlify = new NetlifyDev({
    projectRoot: directory,
    serverAddress: EMULATOR_SITE_ORIGIN,
    skipGitignore: true,
    aiGateway: { enabled: false },
    blobs: { enabled: false },
    database: { enabled: false },
    edgeFunctions: { enabled: false },
    environmentVariables: { enabled: false },
    functions: { enabled: withFunction },
    geolocation: { enabled: false },
    images: { enabled: false },
  });
  await netlify.start();
  return {
    netlify,
    root: pathToFileURL(`${directory}/`),
    async stop() {
      await netlify.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A multipart body whose file holds bytes that are not valid UTF-8, as an uploaded spreadsheet
 * does.
 */
export function binaryUpload(): { body: FormData; bytes: Uint8Array } {
  const bytes = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x80, 0x0a]);
  const body = new FormData();
  body.append('file', new Blob([bytes]), 'plans.xlsx');
  return { body, bytes };
}

/** Serves `listener` on a free loopback port, as start.ts serves the local site. */
export async function serveOnLoopback(
  listener: RequestListener,
): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://localhost:${(server.address() as AddressInfo).port}`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
