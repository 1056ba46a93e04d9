import { describe, expect, test } from 'vitest';
import { Agent, request } from 'node:http';
import { LOCAL_BUILD_HOOK_PATH } from './local-rebuild.ts';
import {
  createBuildHookSecret,
  isLocalHostHeader,
  listenLocally,
  localBuildHookUrl,
  localListenHosts,
  localSelfOrigin,
} from './local-server.ts';

describe('where npm start listens', () => {
  test('loopback only by default; HOST replaces it', () => {
    expect(localListenHosts({})).toEqual(['127.0.0.1', '::1']);
    expect(localListenHosts({ HOST: ' ' })).toEqual(['127.0.0.1', '::1']);
    expect(localListenHosts({ HOST: '0.0.0.0' })).toEqual(['0.0.0.0']);
  });

  test('the address the shop gives itself (URL, build hook) reaches the listening server', () => {
    expect(localSelfOrigin({}, 8888)).toBe('http://localhost:8888');
    expect(localSelfOrigin({ HOST: '0.0.0.0' }, 8888)).toBe('http://localhost:8888');
    expect(localSelfOrigin({ HOST: '192.168.1.20' }, 8888)).toBe('http://192.168.1.20:8888');
    expect(localSelfOrigin({ HOST: 'fd00::2' }, 8888)).toBe('http://[fd00::2]:8888');
  });
});

describe('the local build hook URL', () => {
  test('carries a fresh 256-bit secret per run, as a Netlify hook URL carries its id', () => {
    const [one, two] = [createBuildHookSecret(), createBuildHookSecret()];
    expect(one).toMatch(/^[\w-]{43}$/);
    expect(one).not.toBe(two);
    expect(localBuildHookUrl('http://localhost:8888/anything', one)).toBe(
      `http://localhost:8888${LOCAL_BUILD_HOOK_PATH}/${one}`,
    );
  });
});

describe('isLocalHostHeader', () => {
  test.each([
    'localhost',
    'localhost:8888',
    'shop.localhost:8888',
    '127.0.0.1:8888',
    '[::1]:8888',
    '192.168.1.20:8888',
    'LOCALHOST',
  ])('accepts %s', (host) => {
    expect(isLocalHostHeader(host, {})).toBe(true);
  });

  test.each([
    undefined,
    '',
    'evil.example',
    'evil.example:8888',
    'localhost.evil.example',
    '127.0.0.1.nip.io',
    'localhost@evil.example',
    'localhost:8888/x',
    'local host',
  ])('refuses %s', (host) => {
    expect(isLocalHostHeader(host, {})).toBe(false);
  });

  test('accepts the name HOST gives, and only that name', () => {
    expect(isLocalHostHeader('devbox.lan:8888', { HOST: 'devbox.lan' })).toBe(true);
    expect(isLocalHostHeader('evil.example:8888', { HOST: 'devbox.lan' })).toBe(false);
    expect(isLocalHostHeader('evil.example:8888', { HOST: '0.0.0.0' })).toBe(false);
  });
});

describe('kept-alive connections', () => {
  test('a browser that pauses seven seconds between calls reuses its connection instead of racing its close', async () => {
    const server = await listenLocally((_req, res) => res.end('ok'), 0, ['127.0.0.1']);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = () =>
      new Promise<{ reused: boolean; body: string }>((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port: server.port, path: '/', agent }, (res) => {
          let body = '';
          res
            .on('data', (chunk) => (body += chunk))
            .on('end', () => resolve({ reused: req.reusedSocket, body }));
        });
        req.on('error', reject).end();
      });
    try {
      expect(await get()).toEqual({ reused: false, body: 'ok' });
      await new Promise((resolve) => setTimeout(resolve, 7_000));
      expect(await get()).toEqual({ reused: true, body: 'ok' });
    } finally {
      agent.destroy();
      await server.close();
    }
  });
});
