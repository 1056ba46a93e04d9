/** What browser tests of the console's order page share: whose order, and opening it by search. */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { EMULATOR_PATIENCE } from './admin.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The customer's e-mail, asked of the shop with their own session. */
export async function emailOf(browser: Browser, customer: StorageState): Promise<string> {
  const context = await browser.newContext({ storageState: customer });
  const me = (await (await context.request.get('/api/auth/user')).json()) as { email: string };
  await context.close();
  return me.email;
}

/** Finds the customer's newest order in the search box, opens it and waits for its timeline. */
export async function openOrderOf(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  await page.getByLabel('Search', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('table', { name: 'Orders found, newest first' });
  await expect(results.getByRole('cell', { name: email }).first()).toBeVisible(EMULATOR_PATIENCE);
  await results.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/order\?id=[a-f0-9]{24}$/, EMULATOR_PATIENCE);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible(EMULATOR_PATIENCE);
}
