/**
 * The shop's header at every common screen width, in every language, signed out and signed in:
 * no item (a link, a button, the search, the currency picker, the account entries, the menu
 * button) breaks onto a second line or reaches past the window's right edge, and the page never
 * scrolls sideways. One page load per language and state; the widths are visited by resizing.
 */
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { uniqueEmail } from '../support/site-blobs.ts';
import { LIVE_LOCALES, localizedPath } from '../../src/features/i18n/locales.ts';
import { EMULATOR_PATIENCE } from './support/admin.ts';
import { createAccountIn, signInIn, translatorFor } from './support/shop-in-language.ts';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Tablets, small and common laptops, desktops: the widest first, where the full header shows. */
const WIDTHS = [1920, 1680, 1536, 1440, 1366, 1280, 1180, 1100, 1024, 900, 820, 768];

/** A customer signed in once per worker: the header then shows the account entries. */
const test = base.extend<object, { customer: StorageState }>({
  customer: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const email = uniqueEmail('header-widths');
      // Each step waits as long as the local emulator may take on a loaded machine.
      await createAccountIn(page, translatorFor('en'), email);
      await signInIn(page, translatorFor('en'), email);
      await use(await page.context().storageState());
      await page.context().close();
    },
    { scope: 'worker', timeout: 120_000 },
  ],
});

/**
 * What is wrong with the header at the window's present width: each shown item that breaks onto
 * more than one line (the line boxes of its text), reaches outside the window, or whose text
 * spills out of its own box; and a page wider than the window.
 */
function headerProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    if (root.scrollWidth > width) {
      problems.push(`the page scrolls sideways (${root.scrollWidth} px wide)`);
    }
    const header = document.querySelector('body > header')!;
    const nameOf = (element: Element) => {
      const labelled =
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent;
      return `'${(labelled ?? '').trim().replace(/\s+/g, ' ')}' (${element.tagName.toLowerCase()})`;
    };
    const shown = [
      ...header.querySelectorAll('a, button, select, input, nav, form, [data-account-area]'),
    ].filter((element) => element.getClientRects().length > 0);
    for (const element of shown) {
      const box = element.getBoundingClientRect();
      if (box.left < 0 || box.right > width + 0.5) {
        problems.push(`${nameOf(element)} reaches ${Math.round(box.right)} px`);
      }
      // The lines its text is laid out on: one line box per fragment of each text node.
      const tops: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      const lineHeight = parseFloat(getComputedStyle(element).lineHeight) || 16;
      const lines = tops.filter(
        (top, index) => index === 0 || top - tops[index - 1]! > lineHeight / 2,
      );
      if (lines.length > 1) problems.push(`${nameOf(element)} wraps onto ${lines.length} lines`);
      const boxed = element.clientWidth > 0 && !element.matches('select, input');
      if (boxed && element.scrollWidth > element.clientWidth + 1) {
        problems.push(`${nameOf(element)} spills out of its box`);
      }
    }
    return problems;
  });
}

/** Every width in turn, on the page already loaded: what went wrong, width by width. */
async function problemsAtEveryWidth(page: Page, where: string): Promise<string[]> {
  const found: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const problem of await headerProblems(page))
      found.push(`${width} px, ${where}: ${problem}`);
  }
  return found;
}

for (const locale of LIVE_LOCALES) {
  const t = translatorFor(locale);
  const home = localizedPath(locale, '/');
  const banner = (page: Page) => page.getByRole('banner');

  test(`signed out, the header fits on one line at every width (${locale})`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(home);
    // The account entries show once the current-user check is done.
    const signUp = banner(page).getByRole('link', {
      name: t('layout.account.signUp'),
      exact: true,
    });
    await expect(signUp).toBeVisible();
    expect(await problemsAtEveryWidth(page, `${locale}, signed out`)).toEqual([]);
  });

  test(`signed in, the header fits on one line at every width (${locale})`, async ({
    browser,
    customer,
  }) => {
    const context = await browser.newContext({
      storageState: customer,
      viewport: { width: WIDTHS[0]!, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(home);
    const account = banner(page).getByRole('link', {
      name: t('layout.account.account'),
      exact: true,
    });
    await expect(account).toBeVisible(EMULATOR_PATIENCE);
    expect(await problemsAtEveryWidth(page, `${locale}, signed in`)).toEqual([]);
    await context.close();
  });
}
