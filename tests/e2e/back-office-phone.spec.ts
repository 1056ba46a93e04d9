/**
 * The back office on a phone (390 px wide), every view for each role that may open it: the page
 * never scrolls sideways and every visible tap target is at least 44 × 44 px, the navigation's
 * too once its menu is open. And every staff page is kept out of caches and search engines.
 */
import { expect, type Page } from '@playwright/test';
import { IPHONE } from './support/delivered-order.ts';
import {
  backOfficePage,
  backOfficeViews,
  expectViewLoaded,
  sidewaysScroll,
  smallTapTargets,
  test,
  type View,
} from './support/back-office.ts';

test.describe.configure({ timeout: 300_000 });

for (const role of ['owner', 'support'] as const) {
  test(`${role}: at 390 px every view fits the width and its tap targets are 44 × 44 px`, async ({
    browser,
    admin,
    support,
    samples,
  }) => {
    const staff = role === 'owner' ? admin : support.state;
    const page = await backOfficePage(browser, staff, { device: IPHONE });
    expect(page.viewportSize()?.width).toBe(390);
    const views = backOfficeViews(samples).filter((view) => role === 'owner' || !view.ownersOnly);
    const problems: string[] = [];
    for (const view of views) {
      await page.goto(view.path);
      await expectViewLoaded(page, view);
      problems.push(...(await measured(page, view, 'as loaded')));
      const menu = page.getByRole('button', { name: 'Menu' });
      if (await menu.isVisible()) {
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        problems.push(...(await measured(page, view, 'menu open')));
      }
    }
    expect(problems).toEqual([]);
    await page.context().close();
  });
}

async function measured(page: Page, view: View, state: string): Promise<string[]> {
  const where = `${view.path} (${state})`;
  const overflow = await sidewaysScroll(page);
  return [
    ...(overflow > 0 ? [`${where}: scrolls ${overflow} px sideways`] : []),
    ...(await smallTapTargets(page)).map((target) => `${where}: ${target}`),
  ];
}

test('every staff page is stored by no cache, indexed by no engine, and says so in its HTML', async ({
  request,
  samples,
}) => {
  const addresses = [
    ...backOfficeViews(samples).map((view) => view.path),
    '/admin/orders',
    '/admin/customers',
    // The old addresses, in mails already sent.
    `/admin/order?id=${samples.orderId}`,
    `/admin/customer?id=${samples.customerId}`,
  ];
  for (const address of addresses) {
    const response = await request.get(address);
    expect(response.status(), address).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control'], address).toMatch(/\bno-store\b/);
    expect(headers['x-robots-tag'], address).toMatch(/\bnoindex\b.*\bnofollow\b/);
    expect(await response.text(), address).toMatch(
      /<meta name="robots" content="noindex, nofollow"\s*\/?>/,
    );
  }
});
