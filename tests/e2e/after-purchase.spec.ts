/**
 * The traveller after the purchase, on `npm start` with the simulated provider: install in one
 * tap, watch data go down, get the 80 % mail, add data, refund an unused plan, which the operator
 * credits on the back office's Overview, /admin (docs/product.md#screen-orders). The phone's pace:
 * playwright.config.ts.
 */
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { mailsTo, uniqueEmail } from '../support/site-blobs.ts';
import { EMULATOR_PATIENCE, signInAsLocalAdmin } from './support/admin.ts';
import { createAccount, payWith, signIn } from './support/shop.ts';

test.describe.configure({ timeout: 300_000 });

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
/**
 * Long enough for the simulated phone to get there on a busy machine: it installs 30 s after the
 * purchase, passes 80 % of its 3 GB 36 s later and uses it all 9 s after that. The server asks the
 * provider every few seconds (the test pace), so Refresh is pressed every few seconds. When each
 * read lands varies, so data left is checked by form, not amount.
 */
const UNTIL_THE_PHONE_GETS_THERE = { timeout: 120_000, intervals: [3_000] };

async function buy(page: Page, planId: string): Promise<void> {
  await page.goto(`/checkout/${planId}`);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders$/, EMULATOR_PATIENCE);
}

/** The order card of a plan on /orders (its heading is the plan's name). */
const card = (page: Page, planName: string): Locator =>
  page.getByRole('article', { name: planName }).first();

/** /orders as seen from another device of the same customer. */
async function ordersOn(browser: Browser, page: Page, userAgent: string): Promise<Page> {
  const context = await browser.newContext({
    userAgent,
    storageState: await page.context().storageState(),
  });
  const phone = await context.newPage();
  await phone.goto('/orders');
  return phone;
}

/**
 * The shop's operator sees the refunded France plan on the Overview (/admin): its bundle is back
 * in the eSIM Go inventory, not on the balance, until the operator credits it and marks it so.
 */
async function creditOnEsimGo(browser: Browser, traveller: Page): Promise<void> {
  const orders = (await (await traveller.request.get('/api/orders')).json()) as {
    id: string;
    status: string;
  }[];
  const refunded = orders.find((order) => order.status === 'refunded')!;
  const context = await browser.newContext();
  const operator = await context.newPage();
  await signInAsLocalAdmin(operator);
  await operator.goto('/admin');
  const row = operator
    .getByRole('region', { name: 'Refunds to credit on eSIM Go' })
    .getByRole('row')
    .filter({ hasText: refunded.id });
  await expect(row).toContainText('esim_5GB_7D_FR_V2', EMULATOR_PATIENCE);
  await row.getByRole('button', { name: `Mark credited for order ${refunded.id}` }).click();
  await expect(operator.getByText('Marked as credited')).toBeVisible(EMULATOR_PATIENCE);
  await expect(row).toHaveCount(0);
  await context.close();
}

test('a traveller installs in one tap, sees data left, gets the 80 % mail, adds data to the same eSIM, and refunds an unused plan', async ({
  page,
  browser,
  context,
}) => {
  const email = uniqueEmail('traveller');
  await createAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);

  // Buy a Japan eSIM: Ready, with the manual details and copy buttons on any screen.
  await buy(page, 'jp-3gb-7d');
  const japan = card(page, '3GB 7 Days');
  await expect(japan.getByText('Ready')).toBeVisible(EMULATOR_PATIENCE);
  await expect(japan.getByText('Not installed yet')).toBeVisible(EMULATOR_PATIENCE);
  await expect(japan.getByRole('link', { name: 'Install on this iPhone' })).toHaveCount(0);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await japan.getByRole('button', { name: 'Copy activation code' }).click();
  await expect(japan.getByText('Copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    /^K2-[0-9A-F]{6}-[0-9A-F]{6}$/,
  );
  await expect(japan.getByRole('button', { name: 'Copy SM-DP+ address' })).toBeVisible();

  // On an iPhone and on an Android phone, the one-tap link for that phone.
  const iphone = await ordersOn(browser, page, IPHONE_UA);
  const iosLink = iphone.getByRole('link', { name: 'Install on this iPhone' });
  await expect(iosLink).toHaveAttribute(
    'href',
    /^https:\/\/esimsetup\.apple\.com\/esim_qrcode_provisioning\?carddata=LPA%3A1%24/,
    EMULATOR_PATIENCE,
  );
  await expect(iphone.getByRole('link', { name: 'Install on this Android phone' })).toHaveCount(0);
  await iphone.context().close();
  const android = await ordersOn(browser, page, ANDROID_UA);
  await expect(
    android.getByRole('link', { name: 'Install on this Android phone' }),
  ).toHaveAttribute(
    'href',
    /^https:\/\/esimsetup\.android\.com\/esim_qrcode_provisioning\?carddata=LPA%3A1%24/,
    EMULATOR_PATIENCE,
  );
  await android.context().close();

  // Buy a France plan and cancel it before the phone installs it.
  await buy(page, 'fr-5gb-7d');
  const france = card(page, '5GB 7 Days');
  await expect(france.getByText('Ready')).toBeVisible(EMULATOR_PATIENCE);
  await france.getByRole('button', { name: 'Cancel and refund' }).click();
  await france.getByRole('button', { name: 'Yes, cancel and refund' }).click();
  await expect(france.getByText('Refunded')).toBeVisible(EMULATOR_PATIENCE);
  await expect
    .poll(async () => (await mailsTo(email, 'order-refunded')).length, EMULATOR_PATIENCE)
    .toBe(1);
  await creditOnEsimGo(browser, page);

  // The Japan eSIM gets installed and uses data: the status shows it going down.
  await expect(async () => {
    await japan.getByRole('button', { name: 'Refresh' }).click();
    await expect(japan.getByText('Active')).toBeVisible({ timeout: 4_000 });
  }).toPass(UNTIL_THE_PHONE_GETS_THERE);
  await expect(japan.getByText(/^\d+(\.\d)? (GB|MB) of 3 GB left$/)).toBeVisible();

  // Past 80 %, the next status call brings the provider's callback and the mail with a top-up link.
  await expect(async () => {
    await japan.getByRole('button', { name: 'Refresh' }).click();
    expect((await mailsTo(email, 'usage-80')).length).toBeGreaterThan(0);
  }).toPass(UNTIL_THE_PHONE_GETS_THERE);
  const [alert] = await mailsTo(email, 'usage-80');
  const topUpLink = /https?:\/\/[^\s"]+\/orders\?add-data=[a-f0-9]{24}/.exec(alert!.text)?.[0];
  expect(topUpLink).toBeDefined();

  // The link opens the plans that fit this eSIM; buying one adds data to the same eSIM.
  await page.goto(new URL(topUpLink!).pathname + new URL(topUpLink!).search);
  await japan.getByRole('link', { name: /^Add 5GB 7 Days/ }).click();
  await expect(page).toHaveURL(/\/checkout\/jp-5gb-7d\?topUp=[a-f0-9]{24}$/);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/orders$/, EMULATOR_PATIENCE);
  await expect(japan.getByRole('heading', { name: 'Top-ups' })).toBeVisible(EMULATOR_PATIENCE);
  await expect(japan.getByText('Data added')).toBeVisible(EMULATOR_PATIENCE);
  await expect(page.getByRole('article', { name: '5GB 7 Days' })).toHaveCount(1);

  // My Account shows the top-up inside its eSIM's subscription as well, not as a subscription of
  // its own.
  await page.goto('/account');
  const subscriptions = page
    .getByRole('region', { name: 'My eSIM Subscriptions' })
    .getByRole('article');
  await expect(subscriptions.first()).toBeVisible(EMULATOR_PATIENCE);
  await expect(subscriptions).toHaveCount(2);
  const japanSubscription = page.getByRole('article', { name: '3GB 7 Days' });
  await expect(japanSubscription.getByRole('heading', { name: 'Top-ups' })).toBeVisible();
  await expect(japanSubscription.getByText('Data added')).toBeVisible();
});
