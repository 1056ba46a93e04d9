import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForMail } from '../support/site-blobs.ts';
import { NOTICE_WATCH, holdNavigationTo } from './support/admin.ts';
import { continueToPayment, createAccount, payWith, signIn } from './support/shop.ts';

/**
 * The checkout makes four calls in a row through the local emulator, on two busy cores
 * (docs/decisions/0024-local-platform.md).
 */
const EMULATOR_PATIENCE = { timeout: 45_000 };
test.describe.configure({ timeout: 180_000 });

test('a signed-out visitor picks a plan, signs in, pays, and finds the eSIM ready with its QR code', async ({
  page,
}) => {
  const email = uniqueEmail('buyer');
  await createAccount(page, email);

  await page.goto('/country/us');
  await page
    .locator('[data-plan-id="us-5gb-7d"]')
    .getByRole('link', { name: /Get eSIM Now/ })
    .click();
  await expect(page.getByText('Login Required')).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/checkout\/us-5gb-7d$/, EMULATOR_PATIENCE);

  await continueToPayment(page);
  await expect(page.getByText('Test mode', { exact: false })).toBeVisible(EMULATOR_PATIENCE);
  await expect(page.getByText('$15.00').first()).toBeVisible();
  const started = Date.now();
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/orders$/, EMULATOR_PATIENCE);
  await expect(page.getByRole('heading', { name: 'My Orders' })).toBeVisible(EMULATOR_PATIENCE);
  await expect(page.getByText(/Order #[a-f0-9]{8}/)).toBeVisible(EMULATOR_PATIENCE);
  await expect(page.getByText('Ready')).toBeVisible(EMULATOR_PATIENCE);
  await expect(page.getByRole('img', { name: /eSIM QR code/ })).toBeVisible();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/^esim-.*-[a-f0-9]{24}\.png$/);

  const mail = await waitForMail(email, 'order-ready', started);
  expect(mail.attachments[0]).toMatchObject({ contentType: 'image/png' });
  expect(mail.text).toContain('SM-DP+ address');

  await page.goto('/account');
  await expect(page.getByText('My eSIM Subscriptions')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download QR Code' })).toBeVisible(
    EMULATOR_PATIENCE,
  );
  await expect(page.getByText('5GB 7 Days').first()).toBeVisible();
});

test("a declined card shows 'Payment Failed' and no order", async ({ page }) => {
  const email = uniqueEmail('declined');
  await createAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);

  await page.goto('/checkout/fr-5gb-7d');
  await payWith(page, '4000 0000 0000 0002');
  await expect(page.getByText('Payment Failed')).toBeVisible(EMULATOR_PATIENCE);
  await expect(page.getByText('Your card was declined.')).toBeVisible();

  await page.goto('/orders');
  await expect(page.getByText("You haven't made any purchases yet")).toBeVisible(EMULATOR_PATIENCE);
});

test('signed out, /orders says Unauthorized and goes to sign in', async ({ page }) => {
  // /orders sends a signed-out visitor to /api/login, which redirects to /signin.
  const sendToLogin = await holdNavigationTo(page, '/api/login');
  await page.goto('/orders', NOTICE_WATCH);
  // Held on the page, the notice can be waited for as long as the emulator's first call may take.
  await expect(page.getByText('Unauthorized')).toBeVisible(EMULATOR_PATIENCE);
  sendToLogin();
  await expect(page).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);
});

test("an unknown plan at checkout says 'Plan not found'", async ({ page }) => {
  const email = uniqueEmail('lost');
  await createAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
  await page.goto('/checkout/atlantis-5gb-7d');
  await expect(page.getByText('Plan not found')).toBeVisible(EMULATOR_PATIENCE);
});
