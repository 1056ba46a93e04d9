/**
 * The owners' Sales panel on the Overview (/admin), as an owner uses it: the figures of the last
 * 30 days, then 90, each chart described in words, its CSV downloaded, and WCAG 2.2 AA in both
 * themes.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { EMULATOR_PATIENCE, LOCAL_ADMIN, signInAsLocalAdmin } from './support/admin.ts';

test.describe.configure({ timeout: 180_000 });

async function openSales(page: Page) {
  await signInAsLocalAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('banner')).toContainText(
    `${LOCAL_ADMIN.email} (owner)`,
    EMULATOR_PATIENCE,
  );
  const sales = page.getByRole('region', { name: 'Sales' });
  await expect(sales.getByRole('img', { name: /^Revenue per day/ })).toBeVisible(EMULATOR_PATIENCE);
  return sales;
}

test('the owner reads 30 then 90 days of sales, each chart in words, and downloads its CSV', async ({
  page,
}) => {
  const sales = await openSales(page);
  const last30 = sales.getByRole('button', { name: 'Last 30 days' });
  await expect(last30).toHaveAttribute('aria-pressed', 'true');
  await expect(sales.getByRole('img', { name: /^Orders paid per day, .+ to .+: / })).toBeVisible();
  await expect(sales.getByRole('table', { name: 'Orders paid per day, day by day' })).toHaveCount(
    1,
  );
  await expect(sales.getByRole('heading', { name: 'Top plans' })).toBeVisible();

  await sales.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(sales.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const days = sales.getByRole('table', { name: 'Orders paid per day, day by day' });
  await expect(days.locator('tbody tr')).toHaveCount(90);

  const downloading = page.waitForEvent('download');
  await sales.getByRole('button', { name: 'Download CSV: Orders paid per day' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    /^roamly-orders-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('Day,Checkouts,Orders paid,Delivered,Failed,Refunded');
  expect(lines).toHaveLength(91);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the Sales panel meets WCAG 2.2 AA in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    await openSales(page);
    const { violations } = await new AxeBuilder({ page })
      .include('section[aria-labelledby="sales-heading"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target)}`)).toEqual(
      [],
    );
  });
}
