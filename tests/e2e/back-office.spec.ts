/**
 * The back office as staff use it: the top bar's search, an order by its own address that stays on
 * reload and Back that brings the search back, `/` to search from any view, the owners' views
 * closed to support, a deep link that survives the sign-in and second factor, and the old
 * addresses of mails already sent. Phone width and headers: back-office-phone.spec.ts.
 */
import { expect, type Page, type Response } from '@playwright/test';
import { EMULATOR_PATIENCE, LOCAL_ADMIN, signInAsStaff } from './support/admin.ts';
import {
  ONLY_OWNERS,
  OWNER_NAVIGATION,
  SUPPORT_NAVIGATION,
  backOfficePage,
  backOfficeViews,
  expectViewLoaded,
  test,
} from './support/back-office.ts';

test.describe.configure({ timeout: 240_000 });

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Search orders' });
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Back office' });
const navigationNames = (page: Page) =>
  navigation(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => (link.textContent ?? '').trim()));

/** The owners' calls: none may answer a support agent with data. */
const OWNER_CALLS =
  /^\/api\/admin\/(audit|balance-credits|catalogue|currency-rates|plans-export|sales|staff|tax)\b/;

for (const role of ['support', 'owner'] as const) {
  test(`${role}: the top bar's search opens an order at its address, which stays on reload, and Back returns the search`, async ({
    browser,
    admin,
    support,
    samples,
  }) => {
    const staff = role === 'owner' ? admin : support.state;
    const page = await backOfficePage(browser, staff);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(
      EMULATOR_PATIENCE,
    );
    await expect(page).toHaveTitle('Overview · Back office');
    // The back office's own frame: none of the shop's header, search, pickers or chat.
    await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Open chat' })).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const signedIn = role === 'owner' ? LOCAL_ADMIN.email : support.email;
    await expect(page.getByRole('banner')).toContainText(signedIn);
    await expect(page.getByRole('banner')).toContainText(role);
    await expect(navigation(page).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // Search from the top bar: the search's own address, its results linking to each order's.
    await searchBox(page).fill(samples.email);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(
      (url) => url.pathname === '/admin/orders' && url.searchParams.get('q') === samples.email,
      EMULATOR_PATIENCE,
    );
    const orderLink = page.getByRole('main').locator(`a[href="/admin/orders/${samples.orderId}"]`);
    await expect(orderLink.first()).toBeVisible(EMULATOR_PATIENCE);

    // A search that finds nothing, then Back: the first search returns with its results.
    const nobody = `nobody-${Date.now().toString(36)}@roamly.local`;
    await searchBox(page).fill(nobody);
    await searchBox(page).press('Enter');
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === nobody, EMULATOR_PATIENCE);
    await expect(orderLink).toHaveCount(0, EMULATOR_PATIENCE);
    await page.goBack();
    await expect(page).toHaveURL((url) => url.searchParams.get('q') === samples.email);
    await expect(orderLink.first()).toBeVisible(EMULATOR_PATIENCE);

    // The order at its own address, the same after a reload.
    await orderLink.first().click();
    await expect(page).toHaveURL(`/admin/orders/${samples.orderId}`, EMULATOR_PATIENCE);
    const order = backOfficeViews(samples).find((view) => view.path.startsWith('/admin/orders/'))!;
    await expectViewLoaded(page, order);
    await expect(page).toHaveTitle(new RegExp(`^Order\\b.*${samples.orderId}.* · Back office$`));
    await expect(navigation(page).getByRole('link', { name: 'Orders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('main').getByRole('link', { name: samples.email })).toHaveAttribute(
      'href',
      `/admin/customers/${samples.customerId}`,
    );
    await page.reload();
    await expect(page).toHaveURL(`/admin/orders/${samples.orderId}`);
    await expectViewLoaded(page, order);

    // Back: the search, with its results.
    await page.goBack();
    await expect(page).toHaveURL(
      (url) => url.pathname === '/admin/orders' && url.searchParams.get('q') === samples.email,
    );
    await expect(orderLink.first()).toBeVisible(EMULATOR_PATIENCE);

    // From another view, `/` puts the cursor in the search with its text selected.
    await page.goto('/admin/inbox');
    await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible(
      EMULATOR_PATIENCE,
    );
    await searchBox(page).fill('a term typed earlier');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('/');
    await expect(searchBox(page)).toBeFocused();
    expect(
      await searchBox(page).evaluate((input: HTMLInputElement) => [
        input.selectionStart,
        input.selectionEnd,
      ]),
    ).toEqual([0, 'a term typed earlier'.length]);
    // In a field, `/` is a character like any other.
    await page.keyboard.press('End');
    await page.keyboard.press('/');
    await expect(searchBox(page)).toHaveValue('a term typed earlier/');
    await page.context().close();
  });
}

test("support's navigation lacks the owners' views, whose addresses say 403 and fetch nothing of theirs", async ({
  browser,
  admin,
  support,
  samples,
}) => {
  const owner = await backOfficePage(browser, admin);
  await owner.goto('/admin');
  await expect(navigation(owner).getByRole('link', { name: 'Audit' })).toBeVisible(
    EMULATOR_PATIENCE,
  );
  expect(await navigationNames(owner)).toEqual(OWNER_NAVIGATION);
  await owner.context().close();

  const page = await backOfficePage(browser, support.state);
  await page.goto('/admin');
  await expect(navigation(page).getByRole('link', { name: 'Inbox' })).toBeVisible(
    EMULATOR_PATIENCE,
  );
  expect(await navigationNames(page)).toEqual(SUPPORT_NAVIGATION);

  const ownersData: string[] = [];
  page.on('response', (response: Response) => {
    const path = new URL(response.url()).pathname;
    if (OWNER_CALLS.test(path) && response.ok()) ownersData.push(`${path} ${response.status()}`);
  });
  for (const view of backOfficeViews(samples).filter(({ ownersOnly }) => ownersOnly)) {
    await page.goto(view.path);
    await expect(page.getByRole('heading', { level: 1, name: view.heading })).toBeVisible(
      EMULATOR_PATIENCE,
    );
    const refusal = page.getByRole('alert').filter({ hasText: ONLY_OWNERS });
    await expect(refusal).toBeVisible(EMULATOR_PATIENCE);
    await expect(refusal).toContainText('403 Forbidden');
    expect(await navigationNames(page)).toEqual(SUPPORT_NAVIGATION);
  }
  expect(ownersData).toEqual([]);
  // The server refuses the owners' calls too.
  for (const path of [
    '/api/admin/catalogue',
    '/api/admin/tax',
    '/api/admin/staff',
    '/api/admin/audit',
  ])
    expect((await page.request.get(path)).status(), path).toBe(403);
  await page.context().close();
});

test('an order opened signed out returns to it after the password and the second factor', async ({
  browser,
  samples,
}) => {
  const page = await backOfficePage(browser);
  const address = `/admin/orders/${samples.orderId}`;
  await page.goto(address);
  await expect(page).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);
  await signInAsStaff(page, LOCAL_ADMIN.email, LOCAL_ADMIN.password, LOCAL_ADMIN.totpSecret);
  await expect(page).toHaveURL(address, EMULATOR_PATIENCE);
  await expect(page.getByRole('heading', { level: 1, name: /^Order\b/ })).toBeVisible(
    EMULATOR_PATIENCE,
  );
  await expect(page.getByRole('region', { name: 'Timeline' })).toBeVisible(EMULATOR_PATIENCE);
  await page.context().close();
});

test("the old addresses in mails already sent land on the order's and the customer's", async ({
  browser,
  admin,
  samples,
}) => {
  const page = await backOfficePage(browser, admin);
  await page.goto(`/admin/order?id=${samples.orderId}`);
  await expect(page).toHaveURL(`/admin/orders/${samples.orderId}`, EMULATOR_PATIENCE);
  await expect(page.getByRole('heading', { level: 1, name: /^Order\b/ })).toBeVisible(
    EMULATOR_PATIENCE,
  );
  await page.goto(`/admin/customer?id=${samples.customerId}`);
  await expect(page).toHaveURL(`/admin/customers/${samples.customerId}`, EMULATOR_PATIENCE);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer', exact: true })).toBeVisible(
    EMULATOR_PATIENCE,
  );
  await page.context().close();
});
