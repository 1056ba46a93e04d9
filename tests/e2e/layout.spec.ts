import { expect, test, type APIRequestContext } from '@playwright/test';

test('the header search trims its text and goes to the filtered list', async ({ page }) => {
  await page.goto('/blog');
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search destinations' });
  await search.fill('   italy  ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/countries\?search=italy$/);
  await expect(page.getByRole('link', { name: /Italy/ })).toBeVisible();
});

test('an empty header search goes to /countries', async ({ page }) => {
  await page.goto('/blog');
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search destinations' });
  await search.fill('    ');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/countries$/);
});

test('the theme persists over a reload and applies before first paint', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
});

test('signed out, the header offers Sign In and Sign Up once the check is done', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'My Orders' })).toBeHidden();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the mobile menu opens with FAQ and the signed-out entries', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu.getByRole('link', { name: 'FAQ' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  });
});

test('an unknown path shows the 404 screen with a 404 status', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

/**
 * One page of each type, the private ones included (a signed-out request gets the same static
 * page).
 */
const pageTypes = [
  '/',
  '/countries',
  '/country/us',
  '/region/europe-lite',
  '/blog',
  '/blog/what-is-a-travel-esim',
  '/privacy',
  '/how-it-works',
  '/installation',
  '/compatibility',
  '/faq',
  '/contact',
  '/signin',
  '/signup',
  '/verify-email',
  '/forgot-password',
  '/reset-password',
  '/checkout/us-5gb-7d',
  // Served by a rewrite (netlify.toml): the path itself is no page of the build.
  '/countries/jp',
  '/orders',
  '/account',
  '/admin',
];
/** Pages that show personal data or take payment: sent no-store (docs/product.md#private-pages). */
const privatePages = [
  '/account',
  '/orders',
  '/admin',
  '/checkout/us-5gb-7d',
  '/checkout/fr-20gb-30d',
  '/verify-email',
  '/reset-password',
  // The same pages in the other languages.
  '/fr/account',
  '/de/orders',
  '/ja/checkout/us-5gb-7d',
  '/es/verify-email',
  '/it/reset-password',
];

/** The CSP as a map from directive to its sources. */
function directivesOf(policy = ''): Map<string, string[]> {
  const directives = new Map<string, string[]>();
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) directives.set(name, sources);
  }
  return directives;
}

async function expectSecurityHeaders(request: APIRequestContext, path: string): Promise<void> {
  const headers = (await request.get(path)).headers();
  const csp = directivesOf(headers['content-security-policy']);
  expect
    .soft(csp.get('script-src'), `${path} script-src`)
    .toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
  expect.soft(csp.get('script-src'), `${path} script-src`).not.toContain("'unsafe-inline'");
  expect.soft(csp.get('style-src'), `${path} style-src`).toEqual(["'self'", "'unsafe-inline'"]);
  expect.soft(csp.get('default-src'), `${path} default-src`).toEqual(["'self'"]);
  expect
    .soft(csp.get('img-src'), `${path} img-src`)
    .toEqual(["'self'", 'data:', 'blob:', 'https://*.stripe.com']);
  expect.soft(csp.get('font-src'), `${path} font-src`).toEqual(["'self'"]);
  expect.soft(csp.get('form-action'), `${path} form-action`).toEqual(["'self'"]);
  expect
    .soft(csp.get('frame-src'), `${path} frame-src`)
    .toEqual(expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']));
  expect
    .soft(csp.get('connect-src'), `${path} connect-src`)
    .toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
  expect.soft(csp.get('object-src'), `${path} object-src`).toEqual(["'none'"]);
  expect.soft(csp.get('base-uri'), `${path} base-uri`).toEqual(["'none'"]);
  expect.soft(csp.get('frame-ancestors'), `${path} frame-ancestors`).toEqual(["'none'"]);
  const hstsSeconds = Number(
    /max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1] ?? 0,
  );
  expect.soft(hstsSeconds, `${path} HSTS max-age`).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
  expect.soft(headers['x-content-type-options'], path).toBe('nosniff');
  expect.soft(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
}

// The headers and the policy: docs/decisions/0019-content-security-policy.md.
test('every page type carries the security headers, checkout with the Stripe origins', async ({
  request,
}) => {
  for (const path of pageTypes) await expectSecurityHeaders(request, path);
});

test('the 404 page carries the security headers', async ({ request }) => {
  // Served as the static dist/404.html (src/lib/static-not-found.ts), so the _headers rules apply.
  await expectSecurityHeaders(request, '/no-such-page');
  // A `status = 404` rewrite (netlify.toml) serves its page under the asked path.
  await expectSecurityHeaders(request, '/blog/no-such-post');
  // Each other language's 404 page, by its own `status = 404` rewrite.
  await expectSecurityHeaders(request, '/fr/no-such-page');
});

test('pages with personal data or payment are never stored by a cache', async ({ request }) => {
  for (const path of privatePages) {
    expect.soft((await request.get(path)).headers()['cache-control'], path).toMatch(/\bno-store\b/);
  }
});

test('no page logs a console error or breaks the CSP', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  const paths = [
    '/',
    '/countries',
    '/country/jp',
    '/region/asia',
    '/blog',
    '/contact',
    '/installation',
    '/compatibility',
  ];
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});
