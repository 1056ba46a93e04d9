/**
 * WCAG 2.2 AA with axe on every view of the back office, in both themes: each address as the owner
 * sees it with its data loaded, an owners' view as support sees it (refused), and the second-factor
 * screen as a newly invited colleague first sees it (the QR code and key to enrol).
 */
import { expect, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { uniqueEmail, waitForMail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import {
  ONLY_OWNERS,
  backOfficeViews,
  expectViewLoaded,
  test,
  type Samples,
  type View,
} from './support/back-office.ts';
import { expectNoAxeViolations } from './support/console-order.ts';
import { DESKTOP } from './support/delivered-order.ts';

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

/** The views by address, each scanned in its own test so that one failure names its view. */
const views = backOfficeViews({
  email: 'x',
  orderId: 'x',
  customerId: 'x',
  messageId: 'x',
} satisfies Samples).map((view) => view.path.replace(/[?].*$/, '').replace(/\/x$/, '/<id>'));
const viewAt = (samples: Samples, index: number): View => backOfficeViews(samples)[index]!;

for (const theme of ['light', 'dark'] as const) {
  views.forEach((address, index) => {
    test(`the back office's ${address} has no WCAG 2.2 AA violations (${theme})`, async ({
      browser,
      admin,
      samples,
    }) => {
      const view = viewAt(samples, index);
      const page = await themedPage(browser, theme, admin);
      await page.goto(view.path);
      if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expectViewLoaded(page, view);
      await expectNoAxeViolations(page);
      await page.context().close();
    });
  });

  test(`an owners' view refused to support has no WCAG 2.2 AA violations (${theme})`, async ({
    browser,
    support,
  }) => {
    const page = await themedPage(browser, theme, support.state);
    await page.goto('/admin/team');
    await expect(page.getByRole('alert').filter({ hasText: ONLY_OWNERS })).toBeVisible(
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
