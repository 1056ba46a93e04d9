import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import { createAccountIn, signInIn, translatorFor } from './support/shop-in-language.ts';

test.describe('countries list', () => {
  test('filters as the visitor types, case-insensitively, and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/countries');
    const search = page.getByPlaceholder('Search countries...');
    await search.fill('JAP');
    await expect(page.getByRole('main').getByRole('link', { name: /Japan/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /France/ })).toBeHidden();
    await search.fill('atlantis');
    await expect(page.getByText('No countries found matching "atlantis".')).toBeVisible();
  });

  test('takes its first search from the query parameter', async ({ page }) => {
    await page.goto('/countries?search=united');
    await expect(page.getByPlaceholder('Search countries...')).toHaveValue('united');
    await expect(
      page.getByRole('main').getByRole('link', { name: /United Kingdom/ }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Spain/ })).toBeHidden();
  });
});

test.describe('destinations and plans in French', () => {
  test('finds Germany by its French, English or German name, accents aside', async ({ page }) => {
    await page.goto('/fr/countries');
    const search = page.getByPlaceholder('Rechercher un pays…');
    const germany = page.getByRole('main').getByRole('link', { name: /^Allemagne/ });
    for (const name of ['Allemagne', 'Deutschland', 'germany']) {
      await search.fill(name);
      await expect(germany).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: /^Espagne/ })).toBeHidden();
    }
    await search.fill('etats');
    await expect(page.getByRole('main').getByRole('link', { name: /^États-Unis/ })).toBeVisible();
  });

  test('names plans, countries and regions in French', async ({ page }) => {
    await page.goto('/fr/country/us');
    await expect(page.getByRole('heading', { level: 1, name: 'eSIM États-Unis' })).toBeVisible();
    const card = page.locator('[data-plan-id="us-5gb-7d"]');
    await expect(card).toContainText('5 Go');
    await expect(card).toContainText('7 jours');
    await expect(card.getByRole('link', { name: /5 Go pour 7 jours, États-Unis/ })).toBeVisible();
  });

  test('the checkout sums the plan up in French', async ({ page }) => {
    test.setTimeout(180_000);
    const t = translatorFor('fr');
    const email = uniqueEmail('fr-summary');
    await createAccountIn(page, t, email);
    await signInIn(page, t, email);
    await page.goto('/fr/checkout/jp-3gb-7d');
    const summary = page.getByRole('region', { name: t('checkout.summaryHeading') });
    await expect(summary).toContainText('3 Go pour 7 jours', EMULATOR_PATIENCE);
    await expect(summary).toContainText('Japon');
    await expect(summary).not.toContainText('Japan');
    await expect(summary).not.toContainText('Days');
  });

  test('greets in French where the country has no greeting of its own', async ({ page }) => {
    await page.goto('/fr/country/al');
    await expect(page.getByRole('heading', { level: 1, name: 'eSIM Albanie' })).toBeVisible();
    await expect(page.getByText(/^Bienvenue\s!$/)).toBeVisible();
  });
});

test.describe('country page', () => {
  test('shows the name, the plan count and plan cards with prices', async ({ page }) => {
    await page.goto('/country/us');
    await expect(
      page.getByRole('heading', { level: 1, name: 'United States of America eSIM' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /\d+ eSIM plans available/ })).toBeVisible();
    const card = page.locator('[data-plan-id="us-5gb-7d"]');
    await expect(card).toContainText('5GB');
    await expect(card).toContainText('7 Days');
    await expect(card).toContainText('$15.00');
    await expect(card).toContainText('One-time payment');
    await expect(card).toContainText('Instant');
    await expect(card.getByRole('link', { name: /Get eSIM Now/ })).toHaveAttribute(
      'href',
      '/checkout/us-5gb-7d',
    );
    await expect(page.getByRole('link', { name: 'All countries' })).toHaveAttribute(
      'href',
      '/countries',
    );
  });

  test('/countries/{code} is the same screen with a canonical link to /country/{code}', async ({
    page,
  }) => {
    await page.goto('/countries/jp');
    await expect(page.getByRole('heading', { level: 1, name: 'Japan eSIM' })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/country\/jp$/);
  });

  test('carries Product and Offer data for search engines', async ({ page }) => {
    await page.goto('/country/fr');
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(data.itemListElement[0].item).toMatchObject({
      '@type': 'Product',
      offers: { '@type': 'Offer', priceCurrency: 'USD' },
    });
  });

  for (const [shortcut, name] of [
    ['USA eSIM', 'United States of America eSIM'],
    ['UK eSIM', 'United Kingdom eSIM'],
    ['Spain eSIM', 'Spain eSIM'],
    ['France eSIM', 'France eSIM'],
  ]) {
    test(`the footer shortcut '${shortcut}' lands on a page with plans`, async ({ page }) => {
      await page.goto('/faq');
      await page.getByRole('contentinfo').getByRole('link', { name: shortcut }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByRole('link', { name: /Get eSIM Now/ }).first()).toBeVisible();
    });
  }
});

test.describe('region page', () => {
  test('shows the tagline, stat tiles and its plans cheapest first with covered countries', async ({
    page,
  }) => {
    await page.goto('/region/europe-lite');
    await expect(page).toHaveTitle(/^Europe Lite eSIM Plans/);
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await expect(page.getByText('Instant', { exact: true }).first()).toBeVisible();
    const prices = await page.locator('[data-plan-id] .text-3xl').allTextContents();
    const numbers = prices.map((price) => Number(price.replace(/[^0-9.]/g, '')));
    expect(numbers.length).toBeGreaterThanOrEqual(3);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    await expect(page.locator('[data-plan-id]').first()).toContainText('Multi-Country');
    await page
      .locator('[data-plan-id]')
      .first()
      .getByText(/Works in \d+ countries/)
      .click();
    await expect(page.locator('[data-plan-id]').first()).toContainText('France');
  });

  test('an unknown region goes to the country list', async ({ page }) => {
    await page.goto('/region/atlantis');
    await expect(page).toHaveURL(/\/countries$/);
  });
});

test.describe('catalogue API', () => {
  test('answers plans for a country code in any case and 400 for a malformed one', async ({
    request,
  }) => {
    const plans = await (await request.get('/api/plans/us')).json();
    expect(plans[0]).toMatchObject({ countryCode: 'US', flag: '/flags/us.svg' });
    const bad = await request.get('/api/plans/usa');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBeTruthy();
  });
});
