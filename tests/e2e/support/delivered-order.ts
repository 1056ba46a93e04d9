/**
 * A customer with a delivered eSIM, the local admin, and My Orders on a given device: what
 * tests/e2e/phone-in-hand.spec.ts looks at. Each device is a context of the suite's own Chromium
 * (browser.newContext), whatever browser its descriptor names.
 */
import {
  devices,
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';
import { uniqueEmail } from '../../support/site-blobs.ts';
import { EMULATOR_PATIENCE, signInAsLocalAdmin } from './admin.ts';
import { createAccount, payWith, signIn } from './shop.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export const PLAN_ID = 'jp-3gb-7d';
export const PLAN_NAME = '3GB 7 Days';
export const SMDP_ADDRESS = 'smdp.simulated.roamly.example';
export const ACTIVATION_CODE = /^K2-[0-9A-F]{6}-[0-9A-F]{6}$/;

export const IPHONE: BrowserContextOptions = devices['iPhone 13']!;
export const PIXEL: BrowserContextOptions = devices['Pixel 7']!;
export const DESKTOP: BrowserContextOptions = devices['Desktop Chrome']!;
export const INSTAGRAM_ON_IPHONE: BrowserContextOptions = {
  ...IPHONE,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 325.0.3.22.106 (iPhone14,5; iOS 17_4_1; en_US; en; scale=3.00; 1170x2532; 585791156)',
};
export const FACEBOOK_ON_PIXEL: BrowserContextOptions = {
  ...PIXEL,
  userAgent:
    'Mozilla/5.0 (Linux; Android 14; Pixel 7 Build/AP1A.240505.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.6367.179 Mobile Safari/537.36 [FB_IAB/FB4A;FBAV/458.0.0.44.108;]',
};
export const IPHONE_ON_IOS_16: BrowserContextOptions = {
  ...IPHONE,
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_7_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
};
export const PHONE_SCREEN = { width: 390, height: 844 };

/**
 * One customer with a delivered eSIM per worker (bought through the checkout like a person), and
 * the local admin signed in: the states the browser tests see the pages in.
 */
export const test = base.extend<object, { customer: StorageState; admin: StorageState }>({
  customer: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const email = uniqueEmail('phone-in-hand');
      await createAccount(page, email);
      await signIn(page, email);
      await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
      await page.goto(`/checkout/${PLAN_ID}`);
      await payWith(page, '4242 4242 4242 4242');
      await expect(page).toHaveURL(/\/orders$/, EMULATOR_PATIENCE);
      await expect(orderCard(page).getByText('Ready')).toBeVisible(EMULATOR_PATIENCE);
      await use(await page.context().storageState());
      await page.context().close();
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  admin: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      await signInAsLocalAdmin(page);
      await use(await page.context().storageState());
      await page.context().close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

export const orderCard = (page: Page): Locator =>
  page.getByRole('article', { name: PLAN_NAME }).first();

/** My Orders on a device, signed in as `customer`, once the delivered eSIM's card shows. */
export async function myOrdersOn(
  browser: Browser,
  device: BrowserContextOptions,
  customer: StorageState,
  theme: 'light' | 'dark' = 'light',
): Promise<{ page: Page; card: Locator }> {
  const context = await browser.newContext({
    ...device,
    storageState: customer,
    reducedMotion: 'reduce',
  });
  await context.addInitScript((value) => localStorage.setItem('theme', value), theme);
  const page = await context.newPage();
  await page.goto('/orders');
  const card = orderCard(page);
  await expect(card.getByText('Ready')).toBeVisible(EMULATOR_PATIENCE);
  return { page, card };
}
