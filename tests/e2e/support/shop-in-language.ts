/**
 * The shopping steps of tests/e2e/support/shop.ts in any of the shop's languages: each form is
 * found by its labels in that language's catalogue, and a step checks it stayed in the language.
 */
import { expect, type Page } from '@playwright/test';
import type { Currency } from '../../../src/features/currency/currency-rules.ts';
import { TRANSLATIONS } from '../../../src/features/i18n/messages/index.ts';
import { localizedPath, type Locale } from '../../../src/features/i18n/locales.ts';
import { translatorOf, type Translator } from '../../../src/features/i18n/translate.ts';
import { EMULATOR_PATIENCE } from './admin.ts';
import { continueToPayment, SHOPPER_PASSWORD } from './shop.ts';

/** The whole catalogue of a language, as the pages and mails use it. */
export const translatorFor = (locale: Locale): Translator =>
  translatorOf(TRANSLATIONS[locale], locale);

/** A page's address in `t`'s language, anchored at the end, for toHaveURL. */
const urlOf = (t: Translator, path: string) => new RegExp(`${localizedPath(t.locale, path)}$`);

/** Signs up on the language's /signup, so the account keeps that language, and lands on /signin. */
export async function createAccountIn(page: Page, t: Translator, email: string): Promise<void> {
  await page.goto(localizedPath(t.locale, '/signup'));
  await page.getByLabel(t('auth.form.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.signUp.password'), { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByLabel(t('auth.signUp.confirmPassword'), { exact: true }).fill(SHOPPER_PASSWORD);
  const registration = page.waitForRequest('**/api/auth/register');
  await page.getByRole('button', { name: t('auth.signUp.submit'), exact: true }).click();
  expect((await registration).postDataJSON()).toMatchObject({ email, locale: t.locale });
  await expect(page).toHaveURL(urlOf(t, '/signin'), EMULATOR_PATIENCE);
}

/** Signs in on the language's sign-in page, where createAccountIn leaves the visitor. */
export async function signInIn(page: Page, t: Translator, email: string): Promise<void> {
  await page.getByLabel(t('auth.form.email'), { exact: true }).fill(email);
  await page.getByLabel(t('auth.signIn.password'), { exact: true }).fill(SHOPPER_PASSWORD);
  await page.getByRole('button', { name: t('auth.signIn.submit'), exact: true }).click();
  await expect(page).toHaveURL(urlOf(t, '/countries'), EMULATOR_PATIENCE);
}

/** Chooses the currency every price shows in with the header's picker. */
export async function pickCurrency(page: Page, t: Translator, currency: Currency): Promise<void> {
  const picker = page.getByRole('combobox', { name: t('layout.currencyPicker'), exact: true });
  await picker.selectOption(currency);
  await expect(picker).toHaveValue(currency);
  await expect(page.locator('html')).toHaveAttribute('data-currency', currency);
}

/**
 * The price a plan card on the page shows: the one of its ten prices the stylesheet lets through,
 * which must be the one in `currency`.
 */
export async function shownPrice(page: Page, planId: string, currency: Currency): Promise<string> {
  const shown = page.locator(`[data-plan-id="${planId}"] [data-c]`).filter({ visible: true });
  await expect(shown).toHaveCount(1);
  await expect(shown).toHaveAttribute('data-c', currency);
  return (await shown.textContent()) ?? '';
}

/**
 * From the plan card on the page to the checkout, which must total the card's price and ask for
 * it on its button; pays with Stripe's 4242 test card and waits for My Orders. Returns the id of
 * the payment the checkout made.
 */
export async function buyFromCard(
  page: Page,
  t: Translator,
  planId: string,
  price: string,
): Promise<string> {
  const buy = page
    .locator(`[data-plan-id="${planId}"]`)
    .getByRole('link', { name: t('catalogue.plan.buy') });
  await buy.click();
  await expect(page).toHaveURL(urlOf(t, `/checkout/${planId}`), EMULATOR_PATIENCE);
  const intent = page.waitForResponse('**/api/create-payment-intent', EMULATOR_PATIENCE);
  await continueToPayment(page);
  const { paymentIntentId } = (await (await intent).json()) as { paymentIntentId: string };

  const summary = page.getByRole('region', { name: t('checkout.summaryHeading'), exact: true });
  await expect(summary.getByText(price, { exact: true })).toBeVisible(EMULATOR_PATIENCE);
  const pay = page.getByRole('button', { name: t('checkout.pay', { price }), exact: true });
  await expect(pay).toBeEnabled(EMULATOR_PATIENCE);
  await page.getByLabel(t('checkout.cardNumber'), { exact: true }).fill('4242 4242 4242 4242');
  await page.getByLabel(t('checkout.cardExpiry'), { exact: true }).fill('12 / 34');
  await page.getByLabel(t('checkout.cardCvc'), { exact: true }).fill('123');
  await pay.click();

  await expect(page).toHaveURL(urlOf(t, '/orders'), EMULATOR_PATIENCE);
  await expect(page.getByRole('main').getByText(t('orders.ready'), { exact: true })).toBeVisible(
    EMULATOR_PATIENCE,
  );
  return paymentIntentId;
}

/** The digits of a shown price: '12,99 €' and '€12.99' → '1299', '￥1,490' → '1490'. */
export const digitsOf = (price: string): string => price.replaceAll(/\D/g, '');
