/**
 * WCAG 2.2 AA with axe on the console's screens that other specs do not scan, in both themes: the
 * admin page with every owner panel loaded, a customer's page, and the second-factor screen as a
 * newly invited colleague first sees it (the QR code and key to enrol).
 */
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { uniqueEmail, waitForMail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import { expectNoAxeViolations } from './support/console-order.ts';
import { DESKTOP, test } from './support/delivered-order.ts';

test.describe.configure({ timeout: 240_000 });

async function themedPage(
  browser: Browser,
  theme: 'light' | 'dark',
  storageState?: BrowserContextOptions['storageState'],
): Promise<Page> {
  const context = await browser.newContext({
    ...DESKTOP,
    ...(storageState ? { storageState } : {}),
  });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  return page;
}

for (const theme of ['light', 'dark'] as const) {
  test(`the admin page with every panel has no WCAG 2.2 AA violations (${theme})`, async ({
    browser,
    admin,
  }) => {
    const page = await themedPage(browser, theme, admin);
    await page.goto('/admin');
    for (const heading of ['Find an order', 'Contact messages', 'Team', 'Audit log', 'Sales'])
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible(
        EMULATOR_PATIENCE,
      );
    await expect(page.getByText('Loading…')).toHaveCount(0, EMULATOR_PATIENCE);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test(`a customer's page has no WCAG 2.2 AA violations (${theme})`, async ({
    browser,
    admin,
    customer,
  }) => {
    const shopper = await browser.newContext({ storageState: customer });
    const { id } = (await (await shopper.request.get('/api/auth/user')).json()) as { id: string };
    await shopper.close();
    const page = await themedPage(browser, theme, admin);
    await page.goto(`/admin/customer?id=${id}`);
    await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible(
      EMULATOR_PATIENCE,
    );
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test(`the enrolment screen of a new colleague has no WCAG 2.2 AA violations (${theme})`, async ({
    browser,
    admin,
    baseURL,
  }) => {
    const owner = await browser.newContext({ storageState: admin });
    const origin = { Origin: baseURL ?? '' };
    const email = uniqueEmail(`enrol-${theme}`);
    const invited = Date.now();
    const invite = await owner.request.post('/api/admin/staff', {
      headers: origin,
      data: { email, role: 'support' },
    });
    expect(invite.status()).toBe(200);
    await owner.close();
    const token = new URL(
      (await waitForMail(email, 'staff-invitation', invited)).links[0]!,
    ).searchParams.get('token');
    const page = await themedPage(browser, theme);
    const password = 'a colleague passphrase';
    const reset = await page.request.post('/api/auth/reset-password', {
      headers: origin,
      data: { token, password, confirmPassword: password },
    });
    expect(reset.status()).toBe(200);
    const signedIn = await page.request.post('/api/auth/signin', {
      headers: origin,
      data: { email, password },
    });
    expect(await signedIn.json()).toEqual({ needsSecondFactor: true });
    await page.goto('/second-factor');
    await expect(page.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible(
      EMULATOR_PATIENCE,
    );
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
