import { expect, test, type Page } from '@playwright/test';

/** The /compatibility device checker (docs/product.md#screen-support). */
const checker = (page: Page) => page.getByRole('searchbox', { name: 'Check your phone' });
const brandCard = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/compatibility');
  await expect(checker(page)).toHaveAttribute(
    'placeholder',
    'e.g. iPhone 13, Galaxy S23, Pixel 7a',
  );
});

test("typing 'iPhone 13' shows the iPhone 13 models and hides the other brands", async ({
  page,
}) => {
  await checker(page).fill('iPhone 13');
  const apple = brandCard(page, 'Apple');
  await expect(apple.getByRole('listitem')).toHaveCount(4);
  for (const model of ['iPhone 13', 'iPhone 13 mini', 'iPhone 13 Pro', 'iPhone 13 Pro Max']) {
    await expect(apple.getByText(model, { exact: true })).toBeVisible();
  }
  await expect(page.getByText('iPhone 12', { exact: true })).toBeHidden();
  await expect(brandCard(page, 'Samsung')).toBeHidden();
  await expect(brandCard(page, 'Google Pixel')).toBeHidden();
  await expect(page.getByText('4 compatible models match "iPhone 13"')).toBeVisible();
});

test("'galaxy s23' and 'pixel 7a' find their models", async ({ page }) => {
  await checker(page).fill('galaxy s23');
  const samsung = brandCard(page, 'Samsung');
  await expect(samsung.getByRole('listitem')).toHaveCount(3);
  await expect(samsung.getByText('Galaxy S23 Ultra', { exact: true })).toBeVisible();
  await expect(brandCard(page, 'Apple')).toBeHidden();

  await checker(page).fill('pixel 7a');
  const pixel = brandCard(page, 'Google Pixel');
  await expect(pixel.getByRole('listitem')).toHaveCount(1);
  await expect(pixel.getByText('Pixel 7a', { exact: true })).toBeVisible();
  await expect(brandCard(page, 'Samsung')).toBeHidden();
  await expect(page.getByText('1 compatible model matches "pixel 7a"')).toBeVisible();
});

test('a model that is not listed says so and what to check instead', async ({ page }) => {
  await checker(page).fill('Nokia 3310');
  await expect(page.getByText('"Nokia 3310" is not on our list.')).toBeVisible();
  const advice = page.getByRole('region', { name: 'What to check instead' });
  await expect(advice).toContainText('*#06#');
  await expect(advice).toContainText('Add eSIM');
  await expect(advice).toContainText('carrier-unlocked');
  await expect(advice.getByRole('link', { name: 'Ask our support team' })).toHaveAttribute(
    'href',
    '/contact',
  );
  for (const brand of ['Apple', 'Samsung', 'Google Pixel', 'Other Brands'])
    await expect(brandCard(page, brand)).toBeHidden();
});

test('clearing the box restores the full list', async ({ page }) => {
  const rows = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ hasText: /compatible/i });
  const allRows = await rows.count();
  expect(allRows).toBeGreaterThan(50);
  await checker(page).fill('Nokia 3310');
  await checker(page).fill('');
  for (const brand of ['Apple', 'Samsung', 'Google Pixel', 'Other Brands'])
    await expect(brandCard(page, brand)).toBeVisible();
  await expect(rows).toHaveCount(allRows);
  await expect(page.getByRole('region', { name: 'What to check instead' })).toBeHidden();
  await expect(page.getByText('is not on our list')).toBeHidden();
});
