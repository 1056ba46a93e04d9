/**
 * Travellers buy Austria for Australia: the country search puts whole names first, and the
 * checkout names where the destination lies with a link to its namesake
 * (docs/decisions/0051-confusable-destinations-and-search-ranking.md).
 */
import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import { createAccountIn, signInIn, translatorFor } from './support/shop-in-language.ts';

/** The codes of the country cards the search shows, top to bottom. */
const shownCountries = (page: Page) =>
  page
    .locator('li[data-search-item]:not([hidden])')
    .evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.searchItem));

test('the country search lists whole names first and puts the list back when cleared', async ({
  page,
}) => {
  await page.goto('/countries');
  const search = page.getByPlaceholder('Search countries...');
  const everyCountry = await shownCountries(page);
  // Guinea's whole name first; the others start a name in some language ('Guinea Ecuatorial').
  await search.fill('guinea');
  await expect.poll(async () => (await shownCountries(page))[0]).toBe('GN');
  expect((await shownCountries(page)).sort()).toEqual(['GN', 'GQ', 'GW', 'PG']);
  await search.fill('niger');
  await expect.poll(() => shownCountries(page)).toEqual(['NE', 'NG']);
  await search.fill('us');
  await expect.poll(async () => (await shownCountries(page))[0]).toBe('US');
  await search.fill('');
  await expect.poll(() => shownCountries(page)).toEqual(everyCountry);

  await page.goto('/fr/countries?search=guin%C3%A9e');
  await expect.poll(async () => (await shownCountries(page))[0]).toBe('GN');
});

test('the checkout says where Austria lies and links to Australia, in the page’s language', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const t = translatorFor('fr');
  const email = uniqueEmail('confusable');
  await createAccountIn(page, t, email);
  await signInIn(page, t, email);

  await page.goto('/fr/checkout/at-3gb-7d');
  const check = page.getByRole('complementary', { name: t('checkout.confusable.heading') });
  await expect(check).toContainText('Autriche · Europe centrale', EMULATOR_PATIENCE);
  await expect(check).toContainText('Vous cherchiez plutôt : Australie ?');
  await expect(check.getByRole('link', { name: 'Australie' })).toHaveAttribute(
    'href',
    '/fr/country/au',
  );

  await page.goto('/checkout/ge-3gb-7d');
  const english = translatorFor('en');
  const georgia = page.getByRole('complementary', {
    name: english('checkout.confusable.heading'),
  });
  await expect(georgia).toContainText('Not the US state?', EMULATOR_PATIENCE);
  await expect(georgia.getByRole('link', { name: 'United States of America' })).toHaveAttribute(
    'href',
    '/country/us',
  );

  await page.goto('/checkout/jp-3gb-7d');
  const summary = page.getByRole('region', { name: english('checkout.summaryHeading') });
  await expect(summary).toContainText('Japan', EMULATOR_PATIENCE);
  await expect(
    page.getByRole('complementary', { name: english('checkout.confusable.heading') }),
  ).toHaveCount(0);
});
