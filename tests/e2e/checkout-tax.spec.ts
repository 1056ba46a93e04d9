/**
 * The checkout asks the billing country and the consent to deliver now before the payment form
 * opens, and says how much of the total is tax; the total is the same in every country
 * (docs/decisions/0044-checkout-tax-and-consent.md).
 */
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import { createAccount, payWith, signIn } from './support/shop.ts';

test.describe.configure({ timeout: 180_000 });

test('a French buyer ticks the consent, sees the VAT included, and pays the same total', async ({
  page,
}) => {
  const email = uniqueEmail('tax-buyer');
  await createAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
  await page.goto('/checkout/us-5gb-7d');

  const billing = page.getByRole('region', { name: 'Billing details' });
  const consent = billing.getByRole('checkbox', { name: /delivered now/ });
  await expect(consent).not.toBeChecked(EMULATOR_PATIENCE);
  // Without the consent the payment form does not open.
  await billing.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('region', { name: 'Payment details' })).toHaveCount(0);

  await billing.getByLabel('Billing country').selectOption('US');
  await consent.check();
  await billing.getByRole('button', { name: 'Continue to payment' }).click();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(page.getByRole('button', { name: 'Pay $15.00' })).toBeEnabled(EMULATOR_PATIENCE);
  await expect(summary).toContainText('Total$15.00');
  await expect(summary).not.toContainText('VAT');

  // Another country: a fresh quote, the same total, its VAT shown.
  await billing.getByRole('button', { name: 'Change billing details' }).click();
  await billing.getByLabel('Billing country').selectOption('FR');
  await billing.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(summary).toContainText('Total (incl. VAT 20%: $2.50)', EMULATOR_PATIENCE);
  await expect(summary).toContainText('$15.00');

  await payWith(page, '4000 0025 0000 0003');
  await expect(page).toHaveURL(/\/orders$/, EMULATOR_PATIENCE);
  await expect(page.getByText(/Order #[a-f0-9]{8}/)).toBeVisible(EMULATOR_PATIENCE);
});

test('the billing country is preselected from where the shopper is; their own choice is kept', async ({
  page,
}) => {
  const email = uniqueEmail('geo-buyer');
  await createAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
  // Netlify's emulator places every local request in its stand-in country: what `npm start` shows.
  const me = await page.request.get('/api/auth/user');
  expect(((await me.json()) as { visitorCountry?: string }).visitorCountry).toBe('US');

  // The browser tests' server alone lets a spec say where the shopper is.
  await page.setExtraHTTPHeaders({ 'X-Test-Country': 'NL' });
  await page.goto('/checkout/us-5gb-7d');
  const billing = page.getByRole('region', { name: 'Billing details' });
  const country = billing.getByLabel('Billing country');
  await expect(country).toHaveValue('NL', EMULATOR_PATIENCE);

  await country.selectOption('DE');
  await billing.getByRole('checkbox', { name: /delivered now/ }).check();
  await billing.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('button', { name: 'Pay $15.00' })).toBeEnabled(EMULATOR_PATIENCE);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('VAT 19%');
  await billing.getByRole('button', { name: 'Change billing details' }).click();
  await expect(country).toHaveValue('DE');
});
