import { expect, test } from '@playwright/test';

/** Every public screen answers with its key texts (docs/product.md#screens). */
const screens: [path: string, texts: string[]][] = [
  ['/how-it-works', ['Browse Plans']],
  ['/installation', ['iPhone / iPad', 'Android', 'Important Before You Start', 'Need Help?']],
  [
    '/compatibility',
    [
      'Device Compatibility',
      'Apple',
      'Samsung',
      'Google Pixel',
      'Other Brands',
      'Device Not Listed?',
      '*#06#',
    ],
  ],
  ['/faq', ['Contact Support']],
  ['/contact', ['Your Name', 'Email Address', 'Subject', 'Message', 'Send Message']],
  ['/blog', ['Guide', 'Tutorial', 'Comparison', 'Tips', 'Travel']],
  ['/privacy', ['Privacy Policy', 'Last updated: November 29, 2026']],
  ['/terms', ['Terms', 'Last updated: November 29, 2026']],
  ['/cookies', ['Cookie', 'Last updated: November 29, 2026', 'Do Not Track', 'currency_hint']],
];

for (const [path, texts] of screens) {
  test(`${path} shows its key texts`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    for (const text of texts) await expect(page.getByRole('main')).toContainText(text);
  });
}

test('the installation tabs switch between iPhone and Android', async ({ page }) => {
  await page.goto('/installation');
  await expect(page.getByRole('tab', { name: 'iPhone / iPad' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: 'Android' }).click();
  await expect(page.getByRole('tab', { name: 'Android' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Android' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'iPhone / iPad' })).toBeHidden();
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the installation guide shows the iPhone and the Android steps', async ({ page }) => {
    await page.goto('/installation');
    await expect(page.getByRole('tabpanel', { name: 'iPhone / iPad' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Android' })).toBeVisible();
  });

  test('the device checker, which needs script, is hidden and the device lists are shown', async ({
    page,
  }) => {
    await page.goto('/compatibility');
    await expect(page.getByRole('searchbox', { name: 'Check your phone' })).toBeHidden();
    await expect(page.getByRole('region', { name: 'Apple', exact: true })).toBeVisible();
  });
});

test('a blog article opens from the list and links back', async ({ page }) => {
  await page.goto('/blog');
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(6);
  await articles.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse eSIM Plans' })).toHaveAttribute(
    'href',
    '/countries',
  );
  await page.getByRole('link', { name: 'Back to Blog' }).first().click();
  await expect(page).toHaveURL(/\/blog\/?$/);
});

test("an unknown article says 'Post Not Found' with a 404", async ({ page }) => {
  const response = await page.goto('/blog/no-such-article');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Blog' })).toBeVisible();
});

test('the sitemap index leads to each language’s sitemap of country and region pages, robots.txt points to it', async ({
  request,
}) => {
  const index = await (await request.get('/sitemap.xml')).text();
  const english = /<loc>(http[^<]*\/sitemap-en\.xml)<\/loc>/.exec(index)?.[1];
  expect(english, 'the index names the English sitemap').toBeDefined();
  const sitemap = await (await request.get(new URL(english!).pathname)).text();
  expect(sitemap).toContain('/country/us</loc>');
  expect(sitemap).toContain('/region/europe-lite</loc>');
  expect(sitemap).not.toContain('/country/usa</loc>');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
});
