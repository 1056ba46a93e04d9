/**
 * My Account's 'Your data' in the browser: the download saves one JSON file of the customer's
 * data; closing asks the password, signs the customer out, and the mailed link reopens the account.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { uniqueEmail, waitForMail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import { createAccount, SHOPPER_PASSWORD, signIn } from './support/shop.ts';

test('download my data, close my account, reopen it from the mail', async ({ page }) => {
  // Sign-up, sign-in, the account page, the closure and the reopening each wait on the emulator.
  test.setTimeout(240_000);
  const email = uniqueEmail('data-rights');
  await createAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible(EMULATOR_PATIENCE);
  const saved = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download my data' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(/^roamly-my-data-\d{4}-\d\d-\d\d\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8'));
  expect(data.profile.email).toBe(email);

  const started = Date.now();
  await page.getByRole('button', { name: 'Close my account' }).click();
  await page.getByLabel('Your password, to confirm').fill('not the password');
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByText('That password is not right.')).toBeVisible(EMULATOR_PATIENCE);
  await page.getByLabel('Your password, to confirm').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Close my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account is closed' })).toBeVisible(
    EMULATOR_PATIENCE,
  );
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);

  const mail = await waitForMail(email, 'account-closed', started);
  const link = new URL(mail.links![0]!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText('Your account is open again.')).toBeVisible(EMULATOR_PATIENCE);
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
});
