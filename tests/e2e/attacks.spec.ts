/**
 * Attacks where a browser is the natural attacker, against `npm start`: a stranger who registers
 * an address listed in ADMIN_EMAILS before its owner does, and waits for the owner to confirm it;
 * a plan name that tries to become a script on the country pages.
 */
import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { recordAttack } from '../support/attack-log.ts';
import { waitForMail } from '../support/site-blobs.ts';
import {
  EMULATOR_PATIENCE,
  LOCAL_ADMIN,
  NOTICE_WATCH,
  holdNavigationTo,
  signInAsLocalAdmin,
  signInAsStaff,
  signInThroughForm,
} from './support/admin.ts';

const ADMIN = LOCAL_ADMIN;
const INJECTED_NAME = '</script><script>alert(1)</script> 5GB 7 Days';
test.describe.configure({ timeout: 300_000 });

/** Every dialog (alert, confirm, prompt) a page opens: an injected alert(1) would land here. */
function collectDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

const sha256 = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/** The 'sha256-…' sources of a page's CSP script-src. */
async function cspScriptHashes(page: Page, path: string): Promise<string[]> {
  const policy = (await page.request.get(path)).headers()['content-security-policy'] ?? '';
  const scriptSrc =
    policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  return [...scriptSrc.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]!);
}

test.describe('item 3: a plan named </script><script>alert(1)</script> cannot inject a script', () => {
  test('the upload shows the row problem, no dialog fires, and the country page gains no script', async ({
    page,
  }) => {
    const dialogs = collectDialogs(page);
    await signInAsLocalAdmin(page);
    await page.goto('/admin/catalogue');
    await expect(page.getByRole('banner')).toContainText(ADMIN.email, EMULATOR_PATIENCE);

    // The live catalogue as the admin downloads it, with Japan's 5GB 7 Days plan renamed.
    const exported = await page.request.get('/api/admin/plans-export');
    expect(exported.status()).toBe(200);
    const book = XLSX.read(await exported.body(), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
    });
    const renamed = rows.findIndex((row) => row[0] === 'Japan' && row[1] === '5GB 7 Days');
    expect(renamed).toBeGreaterThan(0);
    rows[renamed] = ['Japan', INJECTED_NAME, ...rows[renamed]!.slice(2)];
    const edited = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(edited, XLSX.utils.aoa_to_sheet(rows), 'Plans');
    const buffer = XLSX.write(edited, { type: 'buffer', bookType: 'xlsx' }) as Buffer;

    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'plans.xlsx', mimeType: 'application/octet-stream', buffer });
    await page.getByRole('button', { name: 'Upload Plans' }).click();
    await expect(
      page.getByRole('main').getByText('The file has 1 problem. Nothing was changed.'),
    ).toBeVisible(EMULATOR_PATIENCE);
    const problems = page.getByRole('table', { name: 'Problems in the spreadsheet' });
    await expect(
      problems.getByRole('row', { name: `${renamed + 1} B Plan name may not contain < or >` }),
    ).toBeVisible();

    // The country page: no injected script in its HTML, none running, no hash for one in the CSP.
    const response = await page.goto('/country/jp');
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).not.toContain('alert(1)');
    await expect(page.getByRole('heading', { name: 'Japan eSIM', level: 1 })).toBeVisible();
    const inlineScripts = await page
      .locator('script:not([src]):not([type="application/ld+json"])')
      .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
    const hashes = await cspScriptHashes(page, '/country/jp');
    for (const text of inlineScripts)
      expect(hashes, `inline script ${text.slice(0, 60)}`).toContain(sha256(text));
    // The hashes come from the code, never from a page: the same as on a page without plans.
    expect(hashes).toEqual(await cspScriptHashes(page, '/privacy'));
    expect(hashes).not.toContain(sha256('alert(1)'));
    expect(dialogs).toEqual([]);
    recordAttack({
      item: 3,
      attack: 'admin uploads a plan named </script><script>alert(1)</script> in the browser',
      tries: 1,
      outcome: 'refused',
    });
  });
});

test.describe("admin rights need the owner's own password, chosen through a mailed link", () => {
  test("a stranger who registers a listed admin address first gets nothing from the owner's confirmation click", async ({
    page,
    browser,
    baseURL,
  }) => {
    // A listed address no one has registered yet: playwright.config.ts adds it to ADMIN_EMAILS.
    const email = process.env.E2E_LISTED_ADMIN;
    expect(email, 'E2E_LISTED_ADMIN is set by playwright.config.ts').toBeTruthy();
    const password = 'a stranger with a passphrase';
    const started = Date.now();
    await page.goto('/signup');
    await page.getByLabel('Email').fill(email!);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);
    await signInThroughForm(page, email!, password);
    await expectAccessDenied(page);
    const sameSite = { Origin: baseURL ?? '', 'Sec-Fetch-Site': 'same-origin' };
    const adminCalls = () =>
      Promise.all([
        page.request.get('/api/admin/stats'),
        page.request.get('/api/admin/catalogue'),
        page.request.get('/api/admin/plans-export'),
        page.request.get('/api/admin/messages'),
        page.request.post('/api/admin/restore-previous', { headers: sameSite, data: {} }),
        page.request.post('/api/admin/upload-plans', {
          headers: { ...sameSite, 'X-Requested-With': 'fetch' },
          multipart: {
            file: {
              name: 'plans.xlsx',
              mimeType: 'application/octet-stream',
              buffer: Buffer.from('PK\u0003\u0004'),
            },
          },
        }),
      ]);
    const before = await adminCalls();
    expect(before.map((response) => response.status())).toEqual([403, 403, 403, 403, 403, 403]);
    expect(await before[0]!.json()).toEqual({ message: 'Access denied' });

    // The owner, in a browser of their own, clicks the link in 'Confirm your e-mail address'.
    const owner = await browser.newPage();
    const verification = await waitForMail(email!, 'verify-email', started);
    const verifyLink = new URL(verification.links[0]!);
    await owner.goto(`${verifyLink.pathname}${verifyLink.search}`);
    await expect(owner.getByText('Your email has been verified')).toBeVisible(EMULATOR_PATIENCE);

    // The stranger's session ended with that click; signing in again still makes no admin.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect((await adminCalls()).map((response) => response.status())).toEqual([
      401, 401, 401, 401, 401, 401,
    ]);
    await signInThroughForm(page, email!, password);
    await expectAccessDenied(page);
    expect((await page.request.get('/api/admin/stats')).status()).toBe(403);

    // The owner asks for a reset link, chooses a password and signs in: the admin page opens.
    const resetAsked = Date.now();
    await owner.goto('/forgot-password');
    await owner.getByLabel('Email').fill(email!);
    await owner.getByRole('button', { name: 'Send Reset Link' }).click();
    const reset = await waitForMail(email!, 'password-reset', resetAsked);
    const resetLink = new URL(reset.links[0]!);
    await owner.goto(`${resetLink.pathname}${resetLink.search}`);
    const ownersPassword = 'the owner chose this through the mail';
    await owner.getByLabel('New password', { exact: true }).fill(ownersPassword);
    await owner.getByLabel('Confirm new password').fill(ownersPassword);
    await owner.getByRole('button', { name: /Reset/ }).click();
    await expect(owner).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);
    await signInAsStaff(owner, email!, ownersPassword);
    await owner.goto('/admin');
    await expect(owner.getByRole('banner')).toContainText(`${email} (owner)`, EMULATOR_PATIENCE);
    expect((await owner.request.get('/api/admin/stats')).status()).toBe(200);

    // The stranger is out for good: his session is over and his password is refused.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    const retry = await page.request.post('/api/auth/signin', {
      headers: sameSite,
      data: { email, password },
    });
    expect(retry.status()).toBe(401);
    await owner.close();
    recordAttack({
      round: 2,
      item: 1,
      attack:
        "in the browser: register a listed admin address, wait for the owner's confirmation click, sign in again, call the admin APIs",
      tries: 15,
      outcome: 'refused',
    });
  });
});

/** /admin shows 'Access denied' to a signed-in customer, then sends them home. */
async function expectAccessDenied(page: Page): Promise<void> {
  const sendHome = await holdNavigationTo(page, '/');
  await page.goto('/admin', NOTICE_WATCH);
  await expect(page.getByText('Access denied')).toBeVisible(EMULATOR_PATIENCE);
  // The page sends the visitor home: the next navigation must not race it.
  sendHome();
  await expect(page).toHaveURL(/\/$/, EMULATOR_PATIENCE);
}
