/** What the admin browser tests share: the local admin and signing in through the form. */
import { expect, type Page } from '@playwright/test';

/** The local admin `npm start` creates (scripts/seed-local.ts) when ADMIN_EMAIL is not set. */
export const LOCAL_ADMIN = { email: 'admin@roamly.local', password: 'roamly local admin' };

/**
 * Function calls through the local emulator: slow when the machine is busy (a new instance starts a
 * worker).
 */
export const EMULATOR_PATIENCE = { timeout: 90_000 };
/**
 * For a page that tells a visitor why it turns them away (a toast) and leaves 1 s later: watch from
 * the moment the page is committed. Waiting for its load event can miss the notice when the
 * function call that triggers it answers before the page has finished loading.
 */
export const NOTICE_WATCH = { waitUntil: 'commit' } as const;

/**
 * The notice's title and description, checked in one look: the page leaves about a second after
 * showing it, so a second look, after the first, can find the next page instead.
 */
export async function expectNotice(
  page: Page,
  title: string,
  description: string,
  options?: { timeout?: number },
): Promise<void> {
  const notice = page
    .getByRole('alert')
    .or(page.getByRole('status'))
    .filter({ hasText: title })
    .filter({ hasText: description });
  await expect(notice).toBeVisible(options);
}

/**
 * Holds the page's navigation to `pathname` until the returned function is called, so a notice
 * that leaves after a second stays while the test looks, however busy the machine. Once released
 * the navigation goes on, and the test still sees where the visitor is sent.
 */
export async function holdNavigationTo(page: Page, pathname: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().isNavigationRequest()) await released;
      await route.continue();
    },
  );
  return release;
}

/** Signs in through /signin like a person, and waits for the default landing page. */
export async function signInThroughForm(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
}
