/**
 * The console's order page as staff use it: the owner finds a customer's order by their e-mail,
 * opens it, reads its timeline and reveals the activation code; the page passes axe in both
 * themes. The order is bought through the checkout like a person (delivered-order.ts).
 */
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import { emailOf, expectNoAxeViolations, openOrderOf } from './support/console-order.ts';
import { ACTIVATION_CODE, DESKTOP, test } from './support/delivered-order.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function adminPage(
  browser: Browser,
  admin: StorageState,
  theme: 'light' | 'dark' = 'light',
): Promise<Page> {
  const context = await browser.newContext({ ...DESKTOP, storageState: admin });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  return context.newPage();
}

// Buying the worker's order and signing the owner in go through the emulator: slow on a busy machine.
test.describe.configure({ timeout: 240_000 });

test('the owner finds an order by e-mail, reads its timeline and reveals its activation code', async ({
  browser,
  customer,
  admin,
}) => {
  const email = await emailOf(browser, customer);
  const page = await adminPage(browser, admin);
  await openOrderOf(page, email);

  await expect(page.getByRole('link', { name: email })).toHaveAttribute(
    'href',
    /^\/admin\/customers\/[^/?]+$/,
  );
  const timeline = page.getByRole('list').filter({ hasText: 'Checkout opened' });
  for (const step of [
    'Checkout opened',
    'Payment succeeded: order created',
    'Provisioning attempt 1 started',
    'eSIM assigned, ICCID',
    'Mail queued',
    'Mail sent',
  ])
    await expect(timeline.getByText(step).first()).toBeVisible();
  await expect(page.getByText(ACTIVATION_CODE)).toHaveCount(0);

  await page.getByRole('button', { name: 'Reveal activation code' }).click();
  // A reveal says why: too short a reason is refused in the form, naming the field.
  const reason = page.getByRole('textbox', { name: 'Reason' });
  await reason.fill('phone');
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await expect(
    page.getByText(/^Say why you need the code, in 10 characters or more$/),
  ).toBeVisible();
  await reason.fill('Customer on the phone');
  await page.getByRole('button', { name: 'Reveal', exact: true }).click();
  await expect(page.getByText(ACTIVATION_CODE)).toBeVisible(EMULATOR_PATIENCE);
  await expect(timeline.getByText(/^Activation code revealed to /)).toBeVisible(EMULATOR_PATIENCE);
  await page.context().close();
});

for (const theme of ['light', 'dark'] as const) {
  test(`the order page has no WCAG 2.2 AA violations in the ${theme} theme`, async ({
    browser,
    customer,
    admin,
  }) => {
    const email = await emailOf(browser, customer);
    const page = await adminPage(browser, admin, theme);
    await openOrderOf(page, email);
    if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Reveal activation code' }).click();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
}
