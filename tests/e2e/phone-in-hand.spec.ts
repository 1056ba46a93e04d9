/**
 * The minute after paying, on the traveller's screen: My Orders leads with what works on that
 * device (one-tap install on a phone, the QR code on a computer, Safari or Chrome from an in-app
 * browser), keeps the details readable at 390 px and the refund last; the chat button covers
 * nothing on any page.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import {
  ACTIVATION_CODE,
  DESKTOP,
  FACEBOOK_ON_PIXEL,
  INSTAGRAM_ON_IPHONE,
  IPHONE,
  IPHONE_ON_IOS_16,
  PHONE_SCREEN,
  PIXEL,
  PLAN_NAME,
  SMDP_ADDRESS,
  myOrdersOn,
  orderCard,
  test,
} from './support/delivered-order.ts';
import { chatButtonOverlaps, expectTopToBottom, linesOf } from './support/layout-measures.ts';

test.describe.configure({ timeout: 120_000 });

const refundOffer = (card: Locator) => card.getByRole('button', { name: 'Cancel and refund' });
const qrImage = (card: Locator) => card.getByRole('img', { name: /eSIM QR code/ });
const qrFold = (card: Locator) =>
  card.getByText('Show the QR code for another device', { exact: true });
const manualFold = (card: Locator) => card.getByText('Enter the details by hand', { exact: true });

test.describe('My Orders on the phone that will use the eSIM', () => {
  for (const [phone, device, label] of [
    ['an iPhone', IPHONE, 'Install on this iPhone'],
    ['an Android phone', PIXEL, 'Install on this Android phone'],
  ] as const) {
    test(`on ${phone}: the install button first and large, the details and the QR code folded, the refund last`, async ({
      browser,
      customer,
    }) => {
      const { page, card } = await myOrdersOn(browser, device, customer);
      const install = card.getByRole('link', { name: label });
      await expectTopToBottom([
        ['title', card.getByRole('heading', { name: PLAN_NAME })],
        ['install button', install],
        [
          'what happens next',
          card.getByText(/your plan starts only when it first connects at your destination/i),
        ],
        ['manual details, folded', manualFold(card)],
        ['QR code, folded', qrFold(card)],
        ['refund', refundOffer(card)],
      ]);
      const button = (await install.boundingBox())!;
      const cardBox = (await card.boundingBox())!;
      expect(button.height, 'a large button').toBeGreaterThanOrEqual(48);
      expect(button.width, 'across the card').toBeGreaterThan(cardBox.width * 0.75);
      await expect(qrImage(card), 'a phone cannot scan its own screen').toBeHidden();

      await qrFold(card).click();
      await expect(qrImage(card)).toBeVisible();
      await expect(card.getByText('Scan it with the phone that will travel.')).toBeVisible();
      await page.context().close();
    });
  }

  test('on a computer: the QR code first with what to do with it, the details below, no install button', async ({
    browser,
    customer,
  }) => {
    const { page, card } = await myOrdersOn(browser, DESKTOP, customer);
    await expectTopToBottom([
      ['title', card.getByRole('heading', { name: PLAN_NAME })],
      ['QR code', qrImage(card)],
      ['what to do with it', card.getByText('Scan it with the phone that will travel.')],
      ['SM-DP+ address', card.getByText(SMDP_ADDRESS)],
      ['activation code', card.getByText(ACTIVATION_CODE)],
      ['refund', refundOffer(card)],
    ]);
    await expect(card.getByRole('link', { name: /^Install on this/ })).toHaveCount(0);
    await expect(qrFold(card)).toHaveCount(0);
    await page.context().close();
  });

  test('the refund says its condition in words, under the install part, and still asks to confirm', async ({
    browser,
    customer,
  }) => {
    const { page, card } = await myOrdersOn(browser, IPHONE, customer);
    const [order] = (await (await page.request.get('/api/orders')).json()) as {
      createdAt: string;
    }[];
    const lastDay = await page.evaluate(
      (createdAt) =>
        new Date(Date.parse(createdAt) + 14 * 24 * 60 * 60 * 1000).toLocaleDateString('en-GB', {
          day: 'numeric',
          month: 'long',
        }),
      order!.createdAt,
    );
    await expectTopToBottom([
      ['install button', card.getByRole('link', { name: 'Install on this iPhone' })],
      ['condition', card.getByText(`Unused eSIMs can be refunded until ${lastDay}.`)],
      ['refund', refundOffer(card)],
    ]);
    await refundOffer(card).click();
    await expect(card.getByRole('group', { name: 'Confirm the refund' })).toBeVisible();
    await card.getByRole('button', { name: 'Keep my eSIM' }).click();
    await expect(refundOffer(card)).toBeVisible();
    await page.context().close();
  });
});

test.describe("an app's built-in browser, where install links fail", () => {
  for (const [where, device, browserName] of [
    ['Instagram on an iPhone', INSTAGRAM_ON_IPHONE, 'Safari'],
    ['Facebook on an Android phone', FACEBOOK_ON_PIXEL, 'Chrome'],
  ] as const) {
    test(`${where}: 'Open this page in ${browserName}' with a link to copy, and no install button`, async ({
      browser,
      customer,
    }) => {
      const { page, card } = await myOrdersOn(browser, device, customer);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await expectTopToBottom([
        ['title', card.getByRole('heading', { name: PLAN_NAME })],
        ['notice', card.getByText(`Open this page in ${browserName}`, { exact: true })],
        ['copy link', card.getByRole('button', { name: 'Copy link' })],
        ['manual details, folded', manualFold(card)],
        ['QR code, folded', qrFold(card)],
        ['refund', refundOffer(card)],
      ]);
      await expect(card.getByRole('link', { name: /^Install on this/ })).toHaveCount(0);
      await card.getByRole('button', { name: 'Copy link' }).click();
      await expect(card.getByRole('button', { name: 'Copy link' })).toHaveText(/Copied/);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
        new URL('/orders', page.url()).href,
      );
      await page.context().close();
    });
  }
});

test.describe('every way of installing reads for everyone', () => {
  for (const theme of ['light', 'dark'] as const) {
    test(`the card on a phone, an old iPhone, in an app's browser and on a computer, folds open, has no WCAG 2.2 AA violations (${theme} theme)`, async ({
      browser,
      customer,
    }) => {
      for (const device of [IPHONE, IPHONE_ON_IOS_16, INSTAGRAM_ON_IPHONE, DESKTOP]) {
        const { page, card } = await myOrdersOn(browser, device, customer, theme);
        for (const fold of [manualFold(card), qrFold(card)])
          if (await fold.isVisible()) await fold.click();
        const { violations } = await new AxeBuilder({ page })
          .include('article')
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
          .analyze();
        const found = violations.flatMap((violation) =>
          violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`),
        );
        expect(found, `${device.userAgent}`).toEqual([]);
        await page.context().close();
      }
    });
  }
});

test.describe('the manual details read on a phone', () => {
  for (const [phone, device] of [
    ['an iPhone (390 px)', IPHONE],
    ['a Pixel (412 px)', PIXEL],
  ] as const) {
    test(`on ${phone}, the SM-DP+ address and the activation code each take one or two lines, broken only at a dot or a dash`, async ({
      browser,
      customer,
    }) => {
      const { page, card } = await myOrdersOn(browser, device, customer);
      await manualFold(card).click();
      for (const value of [card.getByText(SMDP_ADDRESS), card.getByText(ACTIVATION_CODE)]) {
        await expect(value).toBeVisible();
        const { lines, byHeight } = await linesOf(value);
        expect(byHeight, `${lines.join(' / ')}: lines by height`).toBeLessThanOrEqual(2);
        expect(lines.length, lines.join(' / ')).toBeLessThanOrEqual(2);
        for (const line of lines.slice(0, -1))
          expect(line, `${lines.join(' / ')}: a break inside a word`).toMatch(/[.-]$/);
      }
      await expect(card.getByRole('button', { name: 'Copy SM-DP+ address' })).toBeVisible();
      await expect(card.getByRole('button', { name: 'Copy activation code' })).toBeVisible();
      await page.context().close();
    });
  }
});

/**
 * Who sees each shop page type: a visitor or the customer with the delivered eSIM (the back
 * office has no chat button).
 */
const pageTypes: {
  path: string;
  as: 'visitor' | 'customer';
  ready: (page: Page) => Promise<void>;
}[] = [
  {
    path: '/',
    as: 'visitor',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/countries',
    as: 'visitor',
    ready: (page) => expect(page.getByRole('link', { name: /Italy/ })).toBeVisible(),
  },
  {
    path: '/country/us',
    as: 'visitor',
    ready: (page) => expect(page.getByRole('link', { name: /Get eSIM Now/ }).first()).toBeVisible(),
  },
  {
    path: '/region/europe-lite',
    as: 'visitor',
    ready: (page) => expect(page.getByRole('link', { name: /Get eSIM Now/ }).first()).toBeVisible(),
  },
  {
    path: '/blog',
    as: 'visitor',
    ready: (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  {
    path: '/blog/what-is-a-travel-esim',
    as: 'visitor',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/faq',
    as: 'visitor',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/privacy',
    as: 'visitor',
    ready: (page) => expect(page.getByRole('heading', { level: 1 })).toBeVisible(),
  },
  {
    path: '/orders',
    as: 'customer',
    ready: (page) => expect(orderCard(page).getByText('Ready')).toBeVisible(EMULATOR_PATIENCE),
  },
  {
    path: '/account',
    as: 'customer',
    ready: (page) =>
      expect(page.getByRole('article', { name: PLAN_NAME })).toBeVisible(EMULATOR_PATIENCE),
  },
  {
    path: '/checkout/us-5gb-7d',
    as: 'customer',
    ready: (page) =>
      expect(page.getByRole('button', { name: 'Continue to payment' })).toBeEnabled(
        EMULATOR_PATIENCE,
      ),
  },
];

test.describe('the chat button on a 390 px screen', () => {
  for (const { path, as, ready } of pageTypes) {
    test(`covers no control and no card on ${path}, wherever the page is scrolled`, async ({
      browser,
      customer,
    }) => {
      const storageState = as === 'customer' ? customer : undefined;
      const context = await browser.newContext({ ...IPHONE, viewport: PHONE_SCREEN, storageState });
      const page = await context.newPage();
      await page.goto(path);
      await ready(page);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      const launcher = page.getByRole('button', { name: 'Open chat' });
      await launcher.scrollIntoViewIfNeeded();
      await expect(launcher).toBeVisible();
      expect(await chatButtonOverlaps(page)).toEqual([]);
      await context.close();
    });
  }
});

test.describe('the chat button on a screen wide enough to hold it beside the page', () => {
  for (const path of ['/countries', '/country/us']) {
    test(`floats in the margin of ${path} and covers nothing there either`, async ({ browser }) => {
      const context = await browser.newContext({
        ...DESKTOP,
        viewport: { width: 1440, height: 900 },
      });
      const page = await context.newPage();
      await page.goto(path);
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
      const launcher = page.getByRole('button', { name: 'Open chat' });
      await expect(launcher).toBeInViewport();
      expect(await launcher.evaluate((button) => getComputedStyle(button).position)).toBe('fixed');
      expect(await chatButtonOverlaps(page)).toEqual([]);
      await context.close();
    });
  }
});
