import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, waitForMail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import { expectNoAxeViolations } from './support/console-order.ts';
import { signIn } from './support/shop.ts';

/** Signs up through /signup (the password is the shop tests' shopper's) and lands on /signin. */
async function createAccount(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('a sunny passphrase 42');
  await page.getByLabel('Confirm password').fill('a sunny passphrase 42');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);
}

// The account keeps the language of the page it signed up on; every mail to it is written in it.
test('sign-up sends the page’s language, and the verification mail is written in it', async ({
  page,
}) => {
  const email = uniqueEmail('language-signup');
  const started = Date.now();
  const registration = page.waitForRequest('**/api/auth/register');
  await createAccount(page, email);
  expect((await registration).postDataJSON()).toMatchObject({ email, locale: 'en' });
  const mail = await waitForMail(email, 'verify-email', started);
  expect(mail).toMatchObject({ locale: 'en', subject: 'Confirm your e-mail address' });
});

test('My Account shows the language of the mails and changes it', async ({ page }) => {
  // Sign-up, sign-in, the account page and the change each wait on the local emulator.
  test.setTimeout(180_000);
  const email = uniqueEmail('language-account');
  await createAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
  // Set by the API: the select shows what the account keeps, among every live language.
  const changed = await page.request.patch('/api/auth/user', { data: { locale: 'ja' } });
  expect(changed.status()).toBe(200);

  await page.goto('/account');
  const language = page.getByRole('combobox', { name: 'Language' });
  await expect(language).toHaveValue('ja', EMULATOR_PATIENCE);
  await expect(language.getByRole('option')).toHaveText([
    'English',
    'Français',
    'Deutsch',
    'Español',
    'Italiano',
    '日本語',
  ]);
  await expect(page.getByText('We write our e-mails to you in this language.')).toBeVisible();
  await expectNoAxeViolations(page);

  await language.selectOption({ label: 'English' });
  await expect(page.getByText('Language saved')).toBeVisible(EMULATOR_PATIENCE);
  await expect(page.getByText('We will write to you in English.')).toBeVisible();
  await expect(language).toHaveValue('en');
  expect(await (await page.request.get('/api/auth/user')).json()).toMatchObject({ locale: 'en' });
});
