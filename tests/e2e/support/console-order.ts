/**
 * What browser tests of the console share: whose order, opening it by search, and an axe scan of a
 * console screen once its islands have hydrated.
 */
import AxeBuilder from '@axe-core/playwright';
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

/**
 * Finds the customer's newest order with the top bar's search, opens it at its own address and
 * waits for its timeline.
 */
export async function openOrderOf(page: Page, email: string): Promise<void> {
  await page.goto('/admin');
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(email);
  await search.press('Enter');
  const results = page.getByRole('table', { name: 'Orders found, newest first' });
  await expect(results.getByRole('cell', { name: email }).first()).toBeVisible(EMULATOR_PATIENCE);
  await results.getByRole('row').nth(1).getByRole('link').click();
  await expect(page).toHaveURL(/\/admin\/orders\/[a-f0-9]{24}$/, EMULATOR_PATIENCE);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible(EMULATOR_PATIENCE);
}

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** No WCAG 2.2 AA violation on the page, scanned once every island has hydrated. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `${violation.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`,
    ),
  );
  expect(found).toEqual([]);
}
