/** What the admin browser tests share: the local admin and signing in through the form. */
import { expect, type Cookie, type Page } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { codeAt } from '../../../src/features/staff/totp.server.ts';
import { takeLock } from './worker-lock.ts';

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
const LAST_STEPS = join(tmpdir(), 'roamly-e2e-totp');

/**
 * The tests' workers are separate processes signing the same staff in: one at a time picks a time
 * step later than the last one used for this secret and within the one step of drift the server
 * accepts, waiting for the clock when none is left.
 */
async function takeCodeTurn(secret: string): Promise<{ step: number; release: () => void }> {
  const release = await takeLock(`totp-${secret}`);
  mkdirSync(LAST_STEPS, { recursive: true });
  const last = join(LAST_STEPS, `${secret}.last`);
  const used = existsSync(last) ? Number(readFileSync(last, 'utf8')) : 0;
  const step = Math.max(Math.floor(Date.now() / STEP_MS), used + 1);
  while (step > Math.floor(Date.now() / STEP_MS) + 1)
    await new Promise((resolve) => setTimeout(resolve, 1000));
  writeFileSync(last, String(step));
  return { step, release };
}

/**
 * Runs `edit` while no other test edits the catalogue: an upload, new rates and 'Restore previous
 * catalogue' each make a new version of the whole catalogue, so two tests editing at once would
 * restore each other's versions.
 */
export async function editingTheCatalogueAlone<T>(edit: () => Promise<T>): Promise<T> {
  const release = await takeLock('catalogue');
  try {
    return await edit();
  } finally {
    release();
  }
}

/** The local owner's cookies after this worker's first sign-in (signInAsLocalAdmin). */
let ownerCookies: Cookie[] | undefined;

/**
 * The local owner, signed in with password and code. The first call in a worker signs in as a
 * person does; later calls give the page that session's cookies, as a second tab would have them.
 * Each sign-in takes a code and the workers get one code every 30 s between them, so signing in
 * afresh for every test left workers waiting on the clock. A session that has ended is opened anew.
 */
export async function signInAsLocalAdmin(page: Page): Promise<void> {
  if (ownerCookies) {
    await page.context().addCookies(ownerCookies);
    const me = await page.request.get('/api/auth/user');
    const user = me.ok() ? ((await me.json()) as { email?: string; staffRole?: unknown }) : {};
    if (user.email === LOCAL_ADMIN.email && user.staffRole) return;
    await page.context().clearCookies();
  }
  await signInAsStaff(page, LOCAL_ADMIN.email, LOCAL_ADMIN.password, LOCAL_ADMIN.totpSecret);
  ownerCookies = await page.context().cookies();
}
