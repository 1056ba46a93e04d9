/**
 * WCAG 2.2 AA as axe-core checks it, on every page type in both themes, plus the chat panel and the
 * phone menu opened. Each screen is its own test and reports every violation with its rule, impact,
 * selector and reason, so a failure says what to fix without opening the trace.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const themes = ['light', 'dark'] as const;
type Theme = (typeof themes)[number];

// The site honours reduced motion (global.css): axe then reads each screen's final colours, not a
// plan card halfway through its fade-in.
test.use({ reducedMotion: 'reduce' });

interface Screen {
  name: string;
  path: string;
  /** What a visitor waits for before reading the screen; its heading by default. */
  ready?: (page: Page) => Promise<void>;
}

const submitEnabled = (name: string) => async (page: Page) => {
  // Submit buttons stay disabled until the island hydrates (use-hydrated.ts).
  await expect(page.getByRole('button', { name, exact: true })).toBeEnabled();
};

const shopping: Screen[] = [
  { name: 'home', path: '/' },
  {
    name: 'countries',
    path: '/countries',
    ready: (page) => expect(page.getByRole('link', { name: /Italy/ })).toBeVisible(),
  },
  {
    name: 'country',
    path: '/country/us',
    ready: (page) => expect(page.getByRole('link', { name: /Get eSIM Now/ }).first()).toBeVisible(),
  },
  {
    name: 'region',
    path: '/region/europe-lite',
    ready: (page) => expect(page.getByRole('link', { name: /Get eSIM Now/ }).first()).toBeVisible(),
  },
];

const reading: Screen[] = [
  {
    name: 'blog list',
    path: '/blog',
    ready: (page) => expect(page.getByRole('article').first()).toBeVisible(),
  },
  { name: 'blog article', path: '/blog/what-is-a-travel-esim' },
  { name: 'legal', path: '/privacy' },
  { name: 'how it works', path: '/how-it-works' },
  {
    name: 'installation',
    path: '/installation',
    ready: (page) =>
      expect(page.getByRole('tab', { name: 'iPhone / iPad' })).toHaveAttribute(
        'aria-selected',
        'true',
      ),
  },
  { name: 'compatibility', path: '/compatibility' },
  { name: 'help center', path: '/faq' },
  {
    name: 'not found',
    path: '/no-such-page',
    ready: (page) =>
      expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible(),
  },
];

const forms: Screen[] = [
  {
    name: 'contact',
    path: '/contact',
    ready: async (page) => {
      // The form hydrates when it scrolls into view (client:visible).
      await page.getByRole('button', { name: 'Send Message' }).scrollIntoViewIfNeeded();
      await submitEnabled('Send Message')(page);
    },
  },
  { name: 'sign in', path: '/signin', ready: submitEnabled('Sign In') },
  { name: 'sign up', path: '/signup', ready: submitEnabled('Create Account') },
  {
    name: 'verify email without a token',
    path: '/verify-email',
    ready: (page) =>
      expect(page.getByRole('heading', { name: 'Verification failed' })).toBeVisible(),
  },
  { name: 'forgot password', path: '/forgot-password', ready: submitEnabled('Send Reset Link') },
  {
    name: 'reset password without a token',
    path: '/reset-password',
    ready: (page) => expect(page.getByRole('link', { name: 'Request a new e-mail' })).toBeVisible(),
  },
  {
    name: 'reset password from the e-mail link',
    path: '/reset-password?token=from-the-email',
    ready: submitEnabled('Reset Password'),
  },
];

/**
 * Signed-out visitors on private pages, scanned as they see them: told why (a destructive toast)
 * and being sent on, a navigation answered 204 so the browser stays. /account says nothing and
 * leaves for home at once, so its scan is of the loading skeleton it shows while leaving. The back
 * office has its own frame, without the shop's header, and draws its h1 only for staff.
 */
const signedOut: (Screen & { sentTo: string; notice?: string; backOffice?: true })[] = [
  {
    name: 'checkout',
    path: '/checkout/us-5gb-7d',
    sentTo: '/signin',
    notice: 'Authentication Required',
  },
  { name: 'orders', path: '/orders', sentTo: '/api/login', notice: 'Unauthorized' },
  { name: 'account', path: '/account', sentTo: '/' },
  {
    name: 'admin',
    path: '/admin',
    sentTo: '/signin',
    notice: 'Authentication required',
    backOffice: true,
  },
];

async function useTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    try {
      localStorage.setItem('theme', value);
    } catch {
      // about:blank has no storage.
    }
  }, theme);
}

/** One line per failing element: rule, impact, selector and axe's reason. */
async function axeViolations(page: Page): Promise<string[]> {
  // resultTypes only trims the detail axe collects for passing checks: every rule still runs.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => {
      const reason =
        [...node.any, ...node.all, ...node.none].map((check) => check.message).find(Boolean) ??
        violation.help;
      return `${violation.id} [${violation.impact}] ${node.target.join(' ')}: ${reason}`;
    }),
  );
}

/**
 * The page has settled in its theme: islands hydrated, the shop's header (where there is one)
 * knows the visitor is signed out.
 */
async function settled(page: Page, theme: Theme, shopHeader = true): Promise<void> {
  if (theme === 'dark') await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  else await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  if (shopHeader)
    await expect(page.locator('[data-when="signed-out"]').first()).not.toHaveAttribute('hidden');
}

async function expectNoViolations(page: Page, label: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe violations on ${label}`).toEqual([]);
}

/** Opens one screen in a theme, waits until a visitor could read it, and scans it. */
async function scanScreen(page: Page, theme: Theme, screen: Screen): Promise<void> {
  await useTheme(page, theme);
  await page.goto(screen.path, { waitUntil: 'domcontentloaded' });
  await (screen.ready ?? ((p: Page) => expect(p.getByRole('heading', { level: 1 })).toBeVisible()))(
    page,
  );
  await settled(page, theme);
  await expectNoViolations(page, `${screen.path} in the ${theme} theme`);
}

/**
 * One signed-out screen (see `signedOut`): scanned while its notice is up, or once it is leaving.
 */
async function scanSignedOut(
  page: Page,
  theme: Theme,
  screen: (typeof signedOut)[number],
): Promise<void> {
  await useTheme(page, theme);
  let sentAway!: () => void;
  const leaving = new Promise<void>((resolve) => (sentAway = resolve));
  await page.route(
    (url) => url.pathname === screen.sentTo,
    async (route) => {
      if (!route.request().isNavigationRequest()) return route.continue();
      sentAway();
      await route.fulfill({ status: 204 });
    },
  );
  // Not until DOMContentLoaded: a page that learns early that nobody is signed in sends the
  // visitor away before it, and the 204 above then leaves the page loaded without that event.
  await page.goto(screen.path, { waitUntil: 'commit' });
  if (!screen.backOffice) await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if (screen.notice)
    await expect(page.getByRole('alert').filter({ hasText: screen.notice })).toBeVisible();
  else await leaving;
  await settled(page, theme, !screen.backOffice);
  await expectNoViolations(page, `${screen.path} (signed out) in the ${theme} theme`);
  await leaving;
}

for (const theme of themes) {
  test.describe(`in the ${theme} theme`, () => {
    // One test per screen: each has the whole test timeout for its scan (axe takes seconds on a
    // busy machine), and the scans spread over the workers.
    for (const [family, screens] of [
      ['shopping', shopping],
      ['reading', reading],
      ['form', forms],
    ] as const) {
      for (const screen of screens) {
        test(`the ${family} page ${screen.name} (${screen.path}) has no WCAG 2.2 AA violations`, async ({
          page,
        }) => {
          await scanScreen(page, theme, screen);
        });
      }
    }

    for (const screen of signedOut) {
      test(`the private page ${screen.name} (${screen.path}) has no WCAG 2.2 AA violations for a signed-out visitor`, async ({
        page,
      }) => {
        await scanSignedOut(page, theme, screen);
      });
    }

    test('the open chat assistant has no WCAG 2.2 AA violations', async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/');
      await settled(page, theme);
      await page.getByRole('button', { name: 'Open chat' }).click();
      const chat = page.getByRole('dialog', { name: 'Roamly assistant' });
      await expect(chat.getByRole('list', { name: 'Quick questions' })).toBeVisible();
      await expectNoViolations(page, `the chat with its quick questions in the ${theme} theme`);

      await chat.getByRole('button', { name: 'How do I install my eSIM?' }).click();
      await expect(chat.getByRole('link', { name: /Installation guide/ })).toBeVisible();
      await expectNoViolations(page, `the chat with an answer in the ${theme} theme`);
    });

    test.describe('for a visitor whose browser prefers French', () => {
      test.use({ locale: 'fr-FR' });

      test('the language suggestion has no WCAG 2.2 AA violations', async ({ page }) => {
        await useTheme(page, theme);
        await page.goto('/country/jp');
        await settled(page, theme);
        const suggestion = page.getByRole('complementary', { name: 'Suggestion de langue' });
        await expect(
          suggestion.getByRole('link', { name: 'Cette page existe en français' }),
        ).toBeVisible();
        await expectNoViolations(page, `the language suggestion in the ${theme} theme`);
      });
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 390, height: 844 } });

      test('the open menu has no WCAG 2.2 AA violations', async ({ page }) => {
        await useTheme(page, theme);
        await page.goto('/');
        await settled(page, theme);
        await page.getByRole('button', { name: 'Open menu' }).click();
        const menu = page.getByRole('navigation', { name: 'Mobile' });
        await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
        await expectNoViolations(page, `the phone menu in the ${theme} theme`);
      });
    });
  });
}
