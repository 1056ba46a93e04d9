import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { LOCAL_ADMIN } from './tests/e2e/support/admin.ts';

/**
 * Debian's Chromium (or CHROMIUM_PATH): nothing here downloads a browser. Its headless shell
 * (package chromium-headless-shell, what Playwright itself runs headless) first: the same engine
 * without the full browser's window machinery, about 15 % less CPU over the suite on two cores.
 */
const chromiumPath =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (path) => existsSync(path),
  );
const port = Number(process.env.E2E_PORT ?? 8899);
const desktopChromium = { ...devices['Desktop Chrome'], channel: undefined };
/**
 * An ADMIN_EMAILS address no one has registered, fresh for each run (the local data persists):
 * tests/e2e/attacks.spec.ts registers it as a stranger would. Set here, before the workers start,
 * so they inherit it; a server you start yourself (reuseExistingServer) needs the same value.
 */
const listedAdmin =
  (process.env.E2E_LISTED_ADMIN ??= `listed-admin-${Date.now().toString(36)}@roamly.local`);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two on two cores: the suite keeps both cores about 95 % busy (Chromium is half of it, see
  // docs/benchmarks.md), so a third worker gains nothing (240 s with two, 233 s with three, back to
  // back) and only brings every test nearer its timeout on a slow machine.
  workers: 2,
  retries: 0,
  reporter: 'list',
  // Generous: the browsers, the local emulator and its functions share two busy cores
  // (docs/decisions/0024-local-platform.md).
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // One server for every project (webServer below). The after-purchase trip waits on the simulated
  // phone, not the CPU, so it is its own project listed first: it starts at once on one worker
  // while the other worker runs everything else.
  projects: [
    { name: 'trip', testMatch: 'after-purchase.spec.ts', use: desktopChromium },
    { name: 'chromium', testIgnore: 'after-purchase.spec.ts', use: desktopChromium },
  ],
  webServer: {
    // `npm start` under the one name that may hash passwords at the test cost (src/lib/env.ts),
    // with its data apart from npm start's (.netlify/blobs-serve-test/).
    command: 'npm run start:test',
    // Pages answer before the functions are bundled; the tests start once a function has answered.
    url: `http://localhost:${port}/__local/ready`,
    env: {
      PORT: String(port),
      // npm start adds its own local admin to this list (scripts/seed-local.ts).
      ADMIN_EMAILS: listedAdmin,
      // The local owner's authenticator, so the tests can compute its codes.
      ADMIN_TOTP_SECRET: LOCAL_ADMIN.totpSecret,
      // The phone installs 30 s after purchase and uses 1.5 GB a minute, and the status may ask
      // the simulated provider every few seconds, not once a minute: after-purchase.spec.ts plays
      // a trip in a few minutes. Its 3 GB eSIM is active from 30 s to about 150 s after purchase,
      // long enough for the purchase, refund and console steps between on a loaded machine. A
      // server you start needs the same.
      SIMULATED_INSTALL_AFTER_MS: '30000',
      SIMULATED_DATA_MB_PER_MINUTE: '1500',
      PROVIDER_CALL_PACE: 'test',
      // The tests sign up dozens of customers: hashed at N=2^10. A server you start needs the same.
      PASSWORD_HASH_COST: 'test',
      // Built as Netlify builds, which set DEPLOY_ID (languages-build.spec.ts reads the build).
      DEPLOY_ID: 'e2e-deploy',
    },
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
  },
});
