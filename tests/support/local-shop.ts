/**
 * The shop as `npm start` serves it (scripts/start-serve.ts), in this test process on a free
 * loopback port. Its project folder is a temporary copy of the sources (node_modules linked), so
 * its data and pages are its own and a running `npm start` is left alone. Starting takes seconds:
 * one per test file.
 */
import { afterAll, beforeAll, vi } from 'vitest';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startLocalShop, type LocalShop } from '../../scripts/start-serve.ts';
import { LIVE_LOCALES, localizedPath } from '../../src/features/i18n/locales.ts';
import { createProgress } from '../../scripts/start-progress.ts';

const repository = fileURLToPath(new URL('../../', import.meta.url));
// The emulator's bundler copies a linked folder as a link, so only node_modules is linked (as in a
// git worktree).
const COPIED = ['netlify', 'src', 'content', 'package.json', 'tsconfig.json', 'netlify.toml'];

export interface RunningShop extends LocalShop {
  /** http://localhost:<port> */
  origin: string;
  /** The temporary project folder. */
  root: string;
  /** A call from a page of the shop (same-origin), with `body` as JSON when given. */
  send(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * One shop for the test file: started before its tests (request lines muted), stopped after them.
 */
export function useShopLocally(): () => RunningShop {
  let shop: RunningShop | undefined;
  beforeAll(async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    shop = await startShopLocally();
  });
  afterAll(async () => {
    await shop?.stop();
    vi.restoreAllMocks();
  });
  return () => {
    if (!shop) throw new Error('The local shop is not started yet');
    return shop;
  };
}

async function startShopLocally(): Promise<RunningShop> {
  const root = await mkdtemp(join(tmpdir(), 'roamly-local-shop-'));
  for (const name of COPIED)
    await cp(join(repository, name), join(root, name), { recursive: true });
  await symlink(join(repository, 'node_modules'), join(root, 'node_modules'));
  // A home page per language: a build that lacks one would start a real build in the background
  // (scripts/local-languages.ts).
  for (const locale of LIVE_LOCALES) {
    const folder = join(root, 'dist', localizedPath(locale, '/'));
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'index.html'), `<h1>Roamly (${locale})</h1>`);
  }
  await writeFile(join(root, 'dist', '404.html'), '<h1>404 Page Not Found</h1>');
  const port = await freePort();
  const origin = `http://localhost:${port}`;
  process.env.URL = origin;
  const shop = await startLocalShop({
    root: pathToFileURL(`${root}/`),
    port,
    hosts: ['127.0.0.1', '::1'],
    selfOrigin: origin,
    progress: createProgress(() => {}),
  });
  await shop.functionsReady;
  return {
    ...shop,
    origin,
    root,
    send: (method, path, body, headers = {}) =>
      fetch(`${origin}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          Origin: origin,
          'Sec-Fetch-Site': 'same-origin',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    async stop() {
      await shop.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on at the moment (the shop listens on it just after). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
