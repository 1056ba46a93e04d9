import { expect, test } from '@playwright/test';

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

test('signed out, the header offers Sign In and Sign Up once the check is done', async ({ page }) => {
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

test('every page carries the security headers', async ({ request }) => {
  for (const path of ['/', '/country/us', '/blog']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['content-security-policy'], path).toContain("script-src 'self'");
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security'], path).toContain('max-age=31536000');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  }
});

test('no page logs a console error or breaks the CSP', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  for (const path of ['/', '/countries', '/country/jp', '/region/asia', '/blog', '/contact', '/installation']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
});
