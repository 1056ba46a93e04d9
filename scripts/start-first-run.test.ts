/**
 * What `npm start` shows a newcomer and tells the tests: progress lines with elapsed time, the
 * banner, the ready address, and the emulator bundling a function on its first call
 * (docs/decisions/0024-local-platform.md).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { bundleFunctionsOnFirstUse } from './emulator-workarounds/bundle-on-first-use.ts';
import { LOCAL_READY_PATH, withReadiness } from './local-ready.ts';
import { startBanner } from './start-banner.ts';
import { createProgress } from './start-progress.ts';

const admin = {
  email: 'admin@roamly.local',
  password: 'roamly local admin',
  totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DP',
};

describe('progress lines', () => {
  test('each says how many seconds the start has taken so far', () => {
    const lines: string[] = [];
    const clock = [250, 12_340];
    const progress = createProgress(
      (line) => lines.push(line),
      () => clock.shift() ?? 0,
    );
    progress.step('Building the site…');
    progress.step('Built 254 pages');
    expect(lines).toEqual(['  [  0.3 s] Building the site…', '  [ 12.3 s] Built 254 pages']);
  });
});

describe('the banner', () => {
  test('names the address, the admin sign-in, the test cards and where mail goes', () => {
    const banner = startBanner({
      origin: 'http://localhost:8888',
      addresses: ['127.0.0.1', '::1'],
      admin,
      showPassword: true,
      env: {},
    });
    expect(banner).toContain('http://localhost:8888  (listening on 127.0.0.1, ::1');
    expect(banner).toContain(
      'http://localhost:8888/admin: sign in as admin@roamly.local / roamly local admin',
    );
    expect(banner).toContain('4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined');
    expect(banner).toContain('the local test gateway');
    expect(banner).toContain('printed in this console with its links');
    expect(banner).toContain("the admin's authenticator secret is JBSWY3DPEHPK3PXPJBSWY3DP");
    expect(banner).toContain('npm run admin:code');
  });

  test('shows no password it was given, and says when mail and payments are real', () => {
    const banner = startBanner({
      origin: 'http://localhost:8888',
      addresses: ['127.0.0.1'],
      admin: { email: 'owner@example.com', password: 'a secret of mine', totpSecret: null },
      showPassword: false,
      env: { SMTP_URL: 'smtp://mail.example.com', STRIPE_SECRET_KEY: 'sk_live_x' },
    });
    expect(banner).not.toContain('a secret of mine');
    expect(banner).toContain('sign in as owner@example.com with ADMIN_PASSWORD');
    expect(banner).toContain('sent through SMTP_URL');
    expect(banner).toContain('LIVE key: real cards are charged');
  });
});

describe('the ready address', () => {
  test('answers 503 until the functions answer, then 200; every other path goes on', async () => {
    let ready = false;
    const server = createServer(
      withReadiness(
        (_req, res) => void res.end('page'),
        () => ready,
      ),
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const before = await fetch(`${base}${LOCAL_READY_PATH}`);
      expect(before.status).toBe(503);
      expect(await before.json()).toEqual({ message: 'The functions are still being bundled' });
      expect(await (await fetch(`${base}/`)).text()).toBe('page');
      ready = true;
      expect((await fetch(`${base}${LOCAL_READY_PATH}?t=1`)).status).toBe(200);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('bundling on first use', () => {
  test("patches the installed emulator (an upgrade that renames its registry's build fails here)", () => {
    expect(bundleFunctionsOnFirstUse()).toBe(true);
    expect(bundleFunctionsOnFirstUse()).toBe(true);
  });

  test('@netlify/dev uses the @netlify/functions-dev that is patched, not a copy of its own', () => {
    const nested = fileURLToPath(
      new URL('../node_modules/@netlify/dev/node_modules/@netlify/functions-dev', import.meta.url),
    );
    expect(existsSync(nested)).toBe(false);
  });
});
