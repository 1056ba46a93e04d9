/**
 * The cookie policy tells the truth: a visitor going through every page type signed out, signed in
 * and as staff, doing what a shopper does, gets no cookie or storage key the English policy
 * (content/legal/cookies.md) does not list with its kind, and no request to another site. The list
 * is read from the policy's text.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EMULATOR_PATIENCE, signInAsLocalAdmin } from './support/admin.ts';
import { createAccount, signIn } from './support/shop.ts';
import { uniqueEmail } from '../support/site-blobs.ts';

type Kind = 'cookie' | 'localStorage' | 'sessionStorage';

const policyPath = fileURLToPath(new URL('../../content/legal/cookies.md', import.meta.url));

/** Each name the policy's 'Cookies We Use' tables list, by the kind its Type column says. */
function listedInPolicy(): Record<Kind, Set<string>> {
  const text = readFileSync(policyPath, 'utf8');
  const section = /^## Cookies We Use\n([\s\S]*?)^## /m.exec(text)?.[1] ?? '';
  const listed: Record<Kind, Set<string>> = {
    cookie: new Set(),
    localStorage: new Set(),
    sessionStorage: new Set(),
  };
  for (const [, name, type] of section.matchAll(/^\| `([^`]+)` \| ([^|]+) \|/gm)) {
    const kind: Kind | undefined = /sessionStorage/.test(type!)
      ? 'sessionStorage'
      : /localStorage/.test(type!)
        ? 'localStorage'
        : /cookie/i.test(type!)
          ? 'cookie'
          : undefined;
    if (!kind) throw new Error(`The policy lists ${name} with a type this test cannot read`);
    listed[kind].add(name!);
  }
  return listed;
}

/** What the browser was asked to keep, and any request to another site. */
interface Seen {
  cookie: Set<string>;
  localStorage: Set<string>;
  sessionStorage: Set<string>;
  otherSites: Set<string>;
}

/**
 * Watches a context from its first page on: every Set-Cookie it receives, every storage write
 * (even one removed a moment later, as the sign-in's pending toast is) and every request.
 */
async function watch(context: BrowserContext, seen: Seen, siteOrigin: string) {
  const headerReads: Promise<void>[] = [];
  context.on('request', (request) => {
    const url = new URL(request.url());
    if (!/^(https?|wss?):$/.test(url.protocol)) return;
    if (url.origin !== siteOrigin) seen.otherSites.add(`${url.origin}${url.pathname}`);
  });
  context.on('response', (response) =>
    headerReads.push(
      response.headersArray().then((headers) => {
        for (const { name, value } of headers)
          if (name.toLowerCase() === 'set-cookie') seen.cookie.add(value.split('=')[0]!.trim());
      }),
    ),
  );
  await context.exposeBinding('__storageWritten', (_source, kind: Kind, key: string) => {
    seen[kind].add(key);
  });
  await context.addInitScript(() => {
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
      const kind = this === window.sessionStorage ? 'sessionStorage' : 'localStorage';
      const record = (
        window as unknown as { __storageWritten: (kind: string, key: string) => void }
      ).__storageWritten;
      void record(kind, String(key));
      setItem.call(this, key, value);
    };
  });
  return {
    /** Adds what the browser holds now; call after each page. */
    async snapshot(page: Page) {
      for (const cookie of await context.cookies()) seen.cookie.add(cookie.name);
      const read = () =>
        page.evaluate(() => ({
          localStorage: Object.keys(localStorage),
          sessionStorage: Object.keys(sessionStorage),
        }));
      // A private page signed out moves on to sign-in by itself: read the page it lands on.
      const keys = await read().catch(async () => {
        await page.waitForLoadState('networkidle');
        return read();
      });
      keys.localStorage.forEach((key) => seen.localStorage.add(key));
      keys.sessionStorage.forEach((key) => seen.sessionStorage.add(key));
      await Promise.all(headerReads);
    },
  };
}

/** One page of each type; the private ones send a signed-out visitor to sign in. */
const pageTypes = [
  '/',
  '/countries',
  '/country/jp',
  '/region/europe-lite',
  '/blog/what-is-a-travel-esim',
  '/faq',
  '/privacy',
  '/commercial-disclosure',
  '/ja/commercial-disclosure',
  '/contact',
  '/signin',
  '/signup',
  '/account',
  '/orders',
  '/admin',
  '/checkout/us-5gb-7d',
];

/** Where a private page sends a visitor who may not see it; any other page stays. */
const signedOutLanding: Record<string, string> = {
  '/account': '/',
  '/orders': '/signin',
  '/admin': '/signin',
  '/checkout/us-5gb-7d': '/signin',
};
const customerLanding: Record<string, string> = { '/admin': '/' };

/** Opens `path`, follows the page's own move to `landsOn`, and notes what the browser keeps. */
async function visit(
  page: Page,
  path: string,
  landsOn: string,
  snapshot: (page: Page) => Promise<void>,
) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForURL((url) => url.pathname === landsOn, EMULATOR_PATIENCE);
  // The islands' calls (user, plans, intent) are what set cookies and storage.
  await page.waitForLoadState('networkidle');
  await snapshot(page);
}

/**
 * Every name seen that the policy does not list. A cookie the policy names `__Host-x` is `x` on
 * http://localhost: the prefix needs https (src/features/auth/sessions/session-cookie.ts).
 */
function unlisted(seen: Seen, listed: Record<Kind, Set<string>>): string[] {
  const cookieListed = (name: string) =>
    listed.cookie.has(name) || listed.cookie.has(`__Host-${name}`);
  return [
    ...[...seen.cookie].filter((name) => !cookieListed(name)).map((name) => `cookie ${name}`),
    ...(['localStorage', 'sessionStorage'] as const).flatMap((kind) =>
      [...seen[kind]].filter((key) => !listed[kind].has(key)).map((key) => `${kind} ${key}`),
    ),
  ];
}

test('the policy lists every cookie and stored key, and no page calls another site', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const listed = listedInPolicy();
  expect(listed.cookie.size, 'the policy lists cookies in its tables').toBeGreaterThan(0);
  const siteOrigin = new URL(baseURL!).origin;
  const seen: Seen = {
    cookie: new Set(),
    localStorage: new Set(),
    sessionStorage: new Set(),
    otherSites: new Set(),
  };

  // A shopper: signed out, then choosing a theme, a currency and a language, then signed in.
  const shopper = await browser.newContext();
  const { snapshot } = await watch(shopper, seen, siteOrigin);
  const page = await shopper.newPage();
  for (const path of pageTypes) await visit(page, path, signedOutLanding[path] ?? path, snapshot);
  await page.goto('/country/jp');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await page.getByRole('combobox', { name: 'Currency', exact: true }).selectOption('EUR');
  const languages = page.getByRole('contentinfo').getByRole('navigation', { name: 'Language' });
  await languages.getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/country\/jp$/);
  await snapshot(page);

  const email = uniqueEmail('cookie-truth');
  await createAccount(page, email);
  await signIn(page, email);
  // Back to the page that sent the visitor to sign in (the checkout, the last one above).
  await page.waitForURL((url) => url.pathname !== '/signin', EMULATOR_PATIENCE);
  await snapshot(page);
  for (const path of pageTypes) await visit(page, path, customerLanding[path] ?? path, snapshot);
  await shopper.close();

  // Staff, signed in with the second factor, on the console.
  const staff = await browser.newContext();
  const staffWatch = await watch(staff, seen, siteOrigin);
  const staffPage = await staff.newPage();
  await signInAsLocalAdmin(staffPage);
  await visit(staffPage, '/admin', '/admin', staffWatch.snapshot);
  await staff.close();

  expect(seen.cookie, 'the site sets its sign-in cookie').toContain('sid');
  expect(unlisted(seen, listed), 'kept by the browser but not in the cookie policy').toEqual([]);
  // Locally the test gateway runs: Stripe, the one third party the policy names, loads only on a
  // live checkout.
  expect([...seen.otherSites], 'requests to other sites').toEqual([]);
});
