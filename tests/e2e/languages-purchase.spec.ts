/**
 * Buying in every language and currency: the price a shopper sees on a plan card is the one the
 * checkout asks for, the one the card gateway charges, the one My Orders and the mails name, and
 * the one a refund pays back; each mail is written in the account's language.
 */
import { expect, test, type Page } from '@playwright/test';
import type { Currency } from '../../src/features/currency/currency-rules.ts';
import { intlLocale } from '../../src/features/i18n/intl.ts';
import { TRANSLATIONS } from '../../src/features/i18n/messages/index.ts';
import {
  LIVE_LOCALES,
  LOCALE_NAMES,
  localizedPath,
  type LiveLocale,
} from '../../src/features/i18n/locales.ts';
import type { MessageKey, Translator } from '../../src/features/i18n/translate.ts';
import type { StoredMail } from '../../src/features/mail/outbox.server.ts';
import { testPayment, uniqueEmail, waitForMail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import {
  buyFromCard,
  createAccountIn,
  digitsOf,
  pickCurrency,
  shownPrice,
  signInIn,
  translatorFor,
} from './support/shop-in-language.ts';

// Sign-up, sign-in, the checkout's four calls and the delivery, through the local emulator.
test.describe.configure({ timeout: 240_000 });

const PLAN_ID = 'jp-3gb-7d';

/** A currency other than the language's own for each, so the picker is what changes it. */
const PICKED: Record<LiveLocale, Currency> = {
  en: 'GBP',
  fr: 'CAD',
  de: 'CHF',
  es: 'USD',
  it: 'AUD',
  ja: 'HKD',
};

/** Japan as the language writes it (CLDR's name, which the shop's own names keep for Japan). */
const japanIn = (locale: LiveLocale) =>
  new Intl.DisplayNames(intlLocale(locale), { type: 'region' }).of('JP') ?? 'JP';

const escapeRegExp = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue text as a pattern: its placeholders ('{country}') stand for any words. */
function textPattern(locale: LiveLocale, key: MessageKey): RegExp {
  const template = escapeRegExp(TRANSLATIONS[locale][key]).replaceAll(/\\\{\w+\\\}/g, '.+');
  return new RegExp(`^${template}$`);
}

/** A mail written in `t`'s language from that catalogue's texts, and not in English. */
function expectMailIn(
  mail: StoredMail,
  t: Translator,
  subject: MessageKey,
  heading: MessageKey,
): void {
  expect(mail.locale).toBe(t.locale);
  expect(mail.subject).toMatch(textPattern(t.locale, subject));
  expect(mail.text).toContain(t(heading));
  if (t.locale === 'en') return;
  expect(mail.subject).not.toMatch(textPattern('en', subject));
  expect(mail.text).not.toContain(TRANSLATIONS.en[heading]);
}

/** A new customer, signed up and signed in on the language's pages. */
async function newCustomer(page: Page, t: Translator, label: string): Promise<string> {
  const email = uniqueEmail(`${label}-${t.locale}`);
  await createAccountIn(page, t, email);
  await signInIn(page, t, email);
  return email;
}

/** The country page of the plan, in `t`'s language, priced in `currency`: the plan's price. */
async function countryPageIn(page: Page, t: Translator, currency: Currency): Promise<string> {
  await page.goto(localizedPath(t.locale, '/country/jp'));
  await pickCurrency(page, t, currency);
  return shownPrice(page, PLAN_ID, currency);
}

for (const locale of LIVE_LOCALES) {
  const currency = PICKED[locale];
  test(`${LOCALE_NAMES[locale]}: a visitor picks ${currency}, signs up, pays, and gets the eSIM mail in the language with the amount paid`, async ({
    page,
  }) => {
    const t = translatorFor(locale);
    const seen = await countryPageIn(page, t, currency);
    const email = await newCustomer(page, t, 'language-buyer');

    // The choice holds on the next visit to the page, signed in.
    await page.goto(localizedPath(locale, '/country/jp'));
    expect(await shownPrice(page, PLAN_ID, currency)).toBe(seen);
    const started = Date.now();
    const paymentIntentId = await buyFromCard(page, t, PLAN_ID, seen);

    const { intent } = await testPayment(paymentIntentId);
    expect(intent).toMatchObject({ status: 'succeeded', currency: currency.toLowerCase() });
    expect(digitsOf(seen)).toBe(String(intent!.amount));
    const mail = await waitForMail(email, 'order-ready', started);
    expectMailIn(mail, t, 'mail.esimReady.subject', 'mail.esimReady.heading');
    expect(mail.text).toContain(t('mail.esimReady.paid', { amount: seen }));
    expect(mail.subject, 'the destination named in the language').toBe(
      t('mail.esimReady.subject', { country: japanIn(locale) }),
    );
  });
}

/** What My Orders says it would pay back: the amount the order was paid. */
async function refundOffered(page: Page, t: Translator, price: string): Promise<void> {
  const order = page.getByRole('main').getByRole('article');
  await order.getByRole('button', { name: t('orders.refundButton'), exact: true }).click();
  await expect(
    order.getByRole('group', { name: t('orders.refundConfirmLabel'), exact: true }),
  ).toContainText(t('orders.refundConfirmText', { price }));
}

for (const { currency, locale } of [
  { currency: 'EUR', locale: 'fr' },
  { currency: 'JPY', locale: 'ja' },
] as const) {
  test(`${currency}: the plan card, the checkout, the gateway and My Orders name the same amount`, async ({
    page,
  }) => {
    const t = translatorFor(locale);
    await newCustomer(page, t, 'same-amount');
    const seen = await countryPageIn(page, t, currency);
    const paymentIntentId = await buyFromCard(page, t, PLAN_ID, seen);

    const { intent } = await testPayment(paymentIntentId);
    expect(intent).toMatchObject({ status: 'succeeded', currency: currency.toLowerCase() });
    // In minor units: cents for the euro, yen for the yen, which has no decimals to show.
    expect(digitsOf(seen)).toBe(String(intent!.amount));
    if (currency === 'JPY') expect(seen).not.toMatch(/\d[.,]\d{1,2}$/);
    await refundOffered(page, t, seen);
    await page.getByRole('button', { name: t('orders.refundKeep'), exact: true }).click();
  });
}

test('a refund pays back the amount paid, in the currency paid', async ({ page }) => {
  const t = translatorFor('it');
  const email = await newCustomer(page, t, 'refund-in-euros');
  const seen = await countryPageIn(page, t, 'EUR');
  const paymentIntentId = await buyFromCard(page, t, PLAN_ID, seen);
  const started = Date.now();

  // Cancelled at once, before the simulated phone installs it.
  await refundOffered(page, t, seen);
  await page.getByRole('button', { name: t('orders.refundConfirm'), exact: true }).click();
  await expect(page.getByRole('main').getByText(t('orders.refunded'), { exact: true })).toBeVisible(
    EMULATOR_PATIENCE,
  );

  const { intent, refund } = await testPayment(paymentIntentId);
  expect(intent).toMatchObject({ currency: 'eur' });
  expect(refund?.amount).toBe(intent!.amount);
  expect(digitsOf(seen)).toBe(String(refund?.amount));
  const mail = await waitForMail(email, 'order-refunded', started);
  expectMailIn(mail, t, 'mail.refund.subject', 'mail.refund.subject');
  expect(mail.text).toContain(seen);

  // My Account lists the refunded eSIM with what was paid for it.
  await page.goto(localizedPath('it', '/account'));
  await expect(page.getByRole('main').getByRole('article')).toContainText(seen, EMULATOR_PATIENCE);
});
