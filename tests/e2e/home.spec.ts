import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/');
});

test('the hero search goes to the filtered country list', async ({ page }) => {
  const search = page.getByRole('search', { name: 'Destination search' });
  await search.getByRole('searchbox').fill('  Japan ');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/countries\/?\?search=Japan$/);
});

test('featured destinations: Popular, Regional Bundles and Countries tabs', async ({ page }) => {
  const tabs = page.getByRole('tablist', { name: 'Featured destinations' });
  const popular = page.getByRole('tabpanel', { name: 'Popular' });
  await expect(popular.getByRole('link')).toHaveCount(12);
  await expect(popular.getByRole('link').first()).toContainText('HAJJ PROMO');
  await expect(popular.getByRole('link').first()).toContainText(/\d+ plans? available/);

  await tabs.getByRole('tab', { name: 'Regional Bundles' }).click();
  const regional = page.getByRole('tabpanel', { name: 'Regional Bundles' });
  await expect(regional.getByRole('link')).toHaveCount(12);
  await expect(regional).toContainText('34 countries');
  await expect(popular).toBeHidden();

  await tabs.getByRole('tab', { name: 'Regional Bundles' }).press('ArrowRight');
  const countries = page.getByRole('tabpanel', { name: 'Countries' });
  await expect(countries).toBeVisible();
  await expect(countries.locator('a[href^="/country/"]')).toHaveCount(50);
  await countries.getByRole('link', { name: /^View All \d+ Countries$/ }).click();
  await expect(page).toHaveURL(/\/countries$/);
});

test('the testimonial carousel wraps at both ends', async ({ page }) => {
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  const visibleAuthor = () =>
    carousel.locator('[aria-roledescription="slide"][data-active="true"]').textContent();
  const first = await visibleAuthor();
  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  const last = await visibleAuthor();
  expect(last).not.toBe(first);
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  expect(await visibleAuthor()).toBe(first);
  for (let i = 0; i < 3; i++)
    await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  expect(await visibleAuthor()).toBe(first);
});

test('the FAQ shows 8 questions and opens one at a time', async ({ page }) => {
  const faq = page.locator('details[name="faq"]');
  await expect(faq).toHaveCount(8);
  await faq.nth(0).locator('summary').click();
  await expect(faq.nth(0)).toHaveAttribute('open', '');
  await faq.nth(5).locator('summary').click();
  await expect(faq.nth(5)).toHaveAttribute('open', '');
  await expect(faq.nth(0)).not.toHaveAttribute('open', '');
  await faq.nth(5).locator('summary').click();
  await expect(faq.nth(5)).not.toHaveAttribute('open', '');
});

test('the sections of the home page are all there', async ({ page }) => {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Buy an eSIM' })).toHaveAttribute(
    'href',
    '/countries',
  );
  await expect(page.getByRole('link', { name: 'View all destinations' })).toHaveAttribute(
    'href',
    '/countries',
  );
  await expect(page.getByRole('link', { name: 'Browse Plans' })).toHaveAttribute(
    'href',
    '/countries',
  );
  await expect(page.getByRole('link', { name: /^Learn More/ })).toHaveAttribute(
    'href',
    '/how-it-works',
  );
  for (const step of ['01', '02', '03'])
    await expect(page.getByText(step, { exact: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Card' })).toBeVisible();
});
