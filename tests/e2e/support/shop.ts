/**
 * What the shopping browser tests share: an account made through the forms, and paying with a test
 * card.
 */
import { expect, type Page } from '@playwright/test';
import { EMULATOR_PATIENCE } from './admin.ts';

/** The password of every shopper the browser tests sign up. */
export const SHOPPER_PASSWORD = 'a sunny passphrase 42';

/** Signs up through /signup and lands on /signin. */
export async function createAccount(page: Page, email: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel('Confirm password').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signin$/);
}

/** Fills the sign-in form on the page that shows it. */
export async function signIn(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/**
 * Ticks the consent to delivery now and continues to the payment form, the billing country as
 * preselected; in any language (the controls are found by their names, not their words).
 */
export async function continueToPayment(page: Page): Promise<void> {
  const consent = page.locator('input[name="deliveryConsent"]');
  await consent.check(EMULATOR_PATIENCE);
  await page.locator('form:has(input[name="deliveryConsent"]) button[type="submit"]').click();
}

/**
 * Pays on the checkout page with a test card, as a customer types it; continues to the payment
 * form first unless that was done.
 */
export async function payWith(page: Page, card: string): Promise<void> {
  const consent = page.locator('input[name="deliveryConsent"]');
  await expect(consent).toBeVisible(EMULATOR_PATIENCE);
  if (!(await consent.isChecked())) await continueToPayment(page);
  await expect(page.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ })).toBeEnabled(
    EMULATOR_PATIENCE,
  );
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$\d+\.\d\d$/ }).click();
}
