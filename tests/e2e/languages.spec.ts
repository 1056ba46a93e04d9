/**
 * Moving between languages: the footer's language links keep the page and remember the choice,
 * a visitor whose browser prefers another language is offered it (never sent to it), and an
 * unknown address answers in its language.
 */
import { expect, test, type Page } from '@playwright/test';

const languageLinks = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('navigation', { name });

test('the language links keep the page, mark the current language and remember the choice', async ({
  page,
}) => {
  await page.goto('/fr/country/jp');
  const links = languageLinks(page, 'Langue');
  await expect(links.getByRole('link', { name: 'Français' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(links.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('lang', 'de');
  await expect(links.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('hreflang', 'de');

  await links.getByRole('link', { name: 'Deutsch' }).click();
  await expect(page).toHaveURL(/\/de\/country\/jp$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('de');

  await languageLinks(page, 'Sprache').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/country\/jp$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the language links are plain links to the same page', async ({ page }) => {
    await page.goto('/ja/faq');
    await languageLinks(page, '言語').getByRole('link', { name: 'Italiano' }).click();
    await expect(page).toHaveURL(/\/it\/faq$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  });
});

test('on a page served at another address, the links keep that address', async ({ page }) => {
  await page.goto('/countries/jp');
  await expect(
    languageLinks(page, 'Language').getByRole('link', { name: 'Español' }),
  ).toHaveAttribute('href', '/es/countries/jp');
});

test.describe('for a visitor whose browser prefers French', () => {
  test.use({ locale: 'fr-FR' });

  test('an English page offers French, in French, without moving the page', async ({ page }) => {
    await page.goto('/country/jp');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    const suggestion = page.getByRole('complementary', { name: 'Suggestion de langue' });
    const offer = suggestion.getByRole('link', { name: 'Cette page existe en français' });
    await expect(offer).toBeVisible();
    await expect(suggestion).toHaveAttribute('lang', 'fr');
    expect(await heading.boundingBox()).toEqual(before);
    await expect(page).toHaveURL(/\/country\/jp$/);

    await offer.click();
    await expect(page).toHaveURL(/\/fr\/country\/jp$/);
    await expect(page.getByRole('complementary', { name: /suggestion/i })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('fr');
  });

  test('closed, the suggestion stays away on the next pages', async ({ page }) => {
    await page.goto('/');
    const suggestion = page.getByRole('complementary', { name: 'Suggestion de langue' });
    await suggestion.getByRole('button', { name: 'Fermer' }).click();
    await expect(suggestion).toBeHidden();
    await page.goto('/countries');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cette page existe en français' })).toBeHidden();
  });

  test('a French page suggests nothing', async ({ page }) => {
    await page.goto('/fr/countries');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: /suggestion/i })).toHaveCount(0);
  });
});

test('an unknown address under a language answers 404 with that language’s page', async ({
  page,
}) => {
  const response = await page.goto('/fr/nowhere-at-all');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 – Page introuvable');
});
