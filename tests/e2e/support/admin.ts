/** What the admin browser tests share: the local admin and signing in through the form. */
import { expect, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeAt } from '../../../src/features/staff/totp.server.ts';

/**
 * The local admin `npm start` creates (scripts/seed-local.ts) when ADMIN_EMAIL is not set, with the
 * authenticator secret playwright.config.ts gives the server (ADMIN_TOTP_SECRET).
 */
export const LOCAL_ADMIN = {
  email: 'admin@roamly.local',
  password: 'roamly local admin',
  totpSecret: 'KRUGS4ZANFZSA5DIMUQGY33DMFWCAYLENVUW4IDTMVRXEZLU',
};

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

/**
 * Signs staff in like a person: the password, then the code of their authenticator (`secret`), or
 * on a first sign-in the key the page shows to enrol. Returns the secret. A code works once, and
 * the tests' workers share the local admin: they take turns (takeCodeTurn).
 */
export async function signInAsStaff(
  page: Page,
  email: string,
  password: string,
  secret?: string,
): Promise<string> {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/second-factor$/, EMULATOR_PATIENCE);
  const code = page.getByLabel('6-digit code');
  await expect(code).toBeEditable(EMULATOR_PATIENCE);
  const key =
    secret ?? (await page.getByText(/^([A-Z2-7]{4} ?)+$/).textContent())!.replace(/\s/g, '');
  // A code works once: the tests' workers take turns, each with a later step than the last.
  const turn = await takeCodeTurn(key);
  try {
    await code.fill(await codeAt(key, turn.step * STEP_MS));
    const answered = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/api/auth/second-factor' &&
        response.request().method() === 'POST',
      EMULATOR_PATIENCE,
    );
    await page.getByRole('button', { name: 'Confirm' }).click();
    const status = (await answered).status();
    if (status !== 200) throw new Error(`${email}: the code was refused (${status})`);
  } finally {
    turn.release();
  }
  await page.waitForURL((url) => url.pathname !== '/second-factor', EMULATOR_PATIENCE);
  return key;
}

const STEP_MS = 30_000;
const TURNS = join(tmpdir(), 'roamly-e2e-totp');

/**
 * The tests' workers are separate processes signing the same staff in: a lock directory (mkdir is
 * atomic) lets one at a time pick a time step later than the last one used for this secret and
 * within the one step of drift the server accepts, waiting for the clock when none is left.
 */
async function takeCodeTurn(secret: string): Promise<{ step: number; release: () => void }> {
  mkdirSync(TURNS, { recursive: true });
  const lock = join(TURNS, `${secret}.lock`);
  const last = join(TURNS, `${secret}.last`);
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Held by another worker; one that died holding it for a minute is gone.
      if (Date.now() - statSync(lock, { throwIfNoEntry: false })!.mtimeMs > 60_000)
        rmSync(lock, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const used = existsSync(last) ? Number(readFileSync(last, 'utf8')) : 0;
  const step = Math.max(Math.floor(Date.now() / STEP_MS), used + 1);
  while (step > Math.floor(Date.now() / STEP_MS) + 1)
    await new Promise((resolve) => setTimeout(resolve, 1000));
  writeFileSync(last, String(step));
  return { step, release: () => rmSync(lock, { recursive: true, force: true }) };
}

/** The local owner, signed in with password and code. */
export async function signInAsLocalAdmin(page: Page): Promise<void> {
  await signInAsStaff(page, LOCAL_ADMIN.email, LOCAL_ADMIN.password, LOCAL_ADMIN.totpSecret);
}
