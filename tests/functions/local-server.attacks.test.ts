/**
 * The local server listens on loopback only unless HOST says otherwise, answers only to a local
 * Host (against DNS rebinding), and its build hook needs the per-run secret start.ts puts in
 * NETLIFY_BUILD_HOOK_URL. Real http servers, the real rebuilder with a stand-in build.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, mkdir, readlink, rm, writeFile } from 'node:fs/promises';
import { createServer, type RequestListener, type Server } from 'node:http';
import { connect, isIPv4, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { startLocalBlobs } from '../../scripts/local-blobs.ts';
import { createLocalRebuilder, LOCAL_BUILD_HOOK_PATH } from '../../scripts/local-rebuild.ts';
import {
  createLocalRequestHandler,
  listenLocally,
  localBuildHookUrl,
  localListenHosts,
} from '../../scripts/local-server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { connects, otherAddresses } from '../support/reachability.ts';

const SECRET = randomBytes(32).toString('base64url');

let root: string;
let builds = 0;
let siteCalls = 0;
let server: Server;
let port: number;
let rebuilder: ReturnType<typeof createLocalRebuilder>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'roamly-local-server-'));
  await mkdir(join(root, 'dist'));
  vi.spyOn(console, 'log').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
  rebuilder = createLocalRebuilder({
    root: pathToFileURL(`${root}/`),
    env: () => ({}),
    hookSecret: SECRET,
    build: async (outDir: string) => {
      builds += 1;
      await mkdir(outDir, { recursive: true });
      await writeFile(join(outDir, 'index.html'), `build ${builds}`);
      return true;
    },
  });
  await rebuilder.adoptFirstBuild();
  const site: RequestListener = (_req, res) => {
    siteCalls += 1;
    res.writeHead(200, { 'Content-Type': 'text/plain' }).end('the shop');
  };
  server = createServer(
    createLocalRequestHandler({ env: {}, buildHook: rebuilder.handleHook, site }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  vi.restoreAllMocks();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await rm(root, { recursive: true, force: true });
});

/** A raw HTTP/1.0 request, so the Host header is exactly what an attacker sends (null: none). */
function send(
  method: string,
  path: string,
  host: string | null = `localhost:${port}`,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port });
    let raw = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (raw += chunk));
    socket.on('end', () => {
      const [head = '', body = ''] = raw.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.\d (\d{3})/.exec(head)?.[1] ?? 0), body });
    });
    socket.on('error', reject);
    socket.write(
      `${method} ${path} HTTP/1.0\r\n${host === null ? '' : `Host: ${host}\r\n`}Content-Length: 0\r\n\r\n`,
    );
  });
}

describe("the local build hook needs this run's secret", () => {
  test('an anonymous POST to the local build hook starts no rebuild', async () => {
    const wrongSecret = randomBytes(32).toString('base64url');
    const attempts = [
      LOCAL_BUILD_HOOK_PATH,
      `${LOCAL_BUILD_HOOK_PATH}/`,
      `${LOCAL_BUILD_HOOK_PATH}?trigger_title=anonymous`,
      `${LOCAL_BUILD_HOOK_PATH}/${wrongSecret}`,
      `${LOCAL_BUILD_HOOK_PATH}/${SECRET.slice(0, -1)}`,
      `${LOCAL_BUILD_HOOK_PATH}/${SECRET}x`,
      `${LOCAL_BUILD_HOOK_PATH}/${SECRET.toUpperCase()}`,
      `${LOCAL_BUILD_HOOK_PATH}/${SECRET}/..`,
      `${LOCAL_BUILD_HOOK_PATH}/x/../${SECRET}`,
      `${LOCAL_BUILD_HOOK_PATH}?secret=${SECRET}`,
    ];
    for (const path of attempts) {
      const answer = await send('POST', path);
      expect(answer.status, path).toBe(404);
      expect(JSON.parse(answer.body)).toEqual({ message: 'Not found' });
    }
    await rebuilder.idle();
    expect(builds).toBe(0);
    expect(siteCalls).toBe(0);
    recordAttack({
      item: 10,
      attack: 'anonymous or wrong-secret POST to the local build hook',
      tries: attempts.length,
      outcome: 'refused',
    });
  });

  test('a GET with the secret starts nothing; a POST with it starts one rebuild, as a Netlify build hook would', async () => {
    const hook = new URL(localBuildHookUrl(`http://localhost:${port}`, SECRET));
    expect(hook.pathname).toBe(`${LOCAL_BUILD_HOOK_PATH}/${SECRET}`);
    expect((await send('GET', hook.pathname)).status).toBe(405);
    await rebuilder.idle();
    expect(builds).toBe(0);

    const answer = await send('POST', `${hook.pathname}?trigger_title=Catalogue%20upload`);
    expect(answer.status).toBe(200);
    await rebuilder.idle();
    expect(builds).toBe(1);
    expect(await readlink(join(root, 'dist'))).toMatch(/\.local-builds\/build-\d+$/);
  });
});

describe('the local server stays on this machine', () => {
  test('a page that rebinds its DNS name to 127.0.0.1 gets nothing from the local server', async () => {
    const foreign = [
      'evil.example',
      `evil.example:${port}`,
      `localhost.evil.example:${port}`,
      `localhost@evil.example:${port}`,
      `127.0.0.1.evil.example`,
      null,
    ];
    for (const host of foreign) {
      const answer = await send('GET', '/api/auth/user', host);
      expect(answer.status, String(host)).toBe(403);
      expect(JSON.parse(answer.body)).toMatchObject({
        message: expect.stringContaining('localhost'),
      });
    }
    const hookAnswer = await send('POST', `${LOCAL_BUILD_HOOK_PATH}/${SECRET}`, 'evil.example');
    expect(hookAnswer.status).toBe(403);
    expect(siteCalls).toBe(0);
    await rebuilder.idle();
    expect(builds).toBe(1); // only the one of the test before
    recordAttack({
      item: 10,
      attack: 'DNS rebinding: requests to npm start with a foreign Host header',
      tries: foreign.length + 1,
      outcome: 'refused',
    });

    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`, 'localhost']) {
      expect((await send('GET', '/', host)).status, host).toBe(200);
    }
    expect(siteCalls).toBe(4);
  });

  test('the local server is not reachable on other interfaces by default', async () => {
    expect(localListenHosts({})).toEqual(['127.0.0.1', '::1']);
    expect(localListenHosts({ HOST: '0.0.0.0' })).toEqual(['0.0.0.0']);
    const elsewhere = otherAddresses();

    const local = await listenLocally((_req, res) => res.end('ok'), 0, localListenHosts({}));
    try {
      for (const address of local.addresses) expect(['127.0.0.1', '::1']).toContain(address);
      for (const address of elsewhere)
        expect(await connects(address, local.port), address).toBe(false);
      expect(await connects('127.0.0.1', local.port)).toBe(true);
    } finally {
      await local.close();
    }
    // The check can see exposure: Node's default listen (what `npm start` did before) answers on
    // them.
    const everywhere = createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => everywhere.listen(0, resolve));
    try {
      const { port: openPort } = everywhere.address() as AddressInfo;
      for (const address of elsewhere.filter((each) => isIPv4(each)))
        expect(await connects(address, openPort), address).toBe(true);
    } finally {
      await new Promise((resolve) => everywhere.close(resolve));
    }
    recordAttack({
      item: 10,
      attack: 'connect to npm start from another interface of the machine',
      tries: Math.max(elsewhere.length, 1),
      outcome: 'refused',
    });
  });

  test('the local Blobs server npm start starts is not reachable on other interfaces, and answers on loopback', async () => {
    const env: NodeJS.ProcessEnv = {};
    const blobs = await startLocalBlobs(join(root, 'blobs'), env);
    try {
      const { port } = new URL(blobs.url);
      expect(
        new URL(
          JSON.parse(Buffer.from(env.NETLIFY_BLOBS_CONTEXT ?? '', 'base64').toString()).edgeURL,
        ).port,
      ).toBe(port);
      for (const address of otherAddresses())
        expect(await connects(address, Number(port)), address).toBe(false);
      // Without the token it answers nothing.
      expect((await fetch(`${blobs.url}/api/v1/blobs/0/users/anything`)).status).toBe(403);
    } finally {
      await blobs.stop();
    }
  });
});
