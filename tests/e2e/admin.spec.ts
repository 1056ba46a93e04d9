import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { uniqueEmail } from '../support/site-blobs.ts';
import {
  EMULATOR_PATIENCE,
  LOCAL_ADMIN,
  NOTICE_WATCH,
  editingTheCatalogueAlone,
  expectNotice,
  holdNavigationTo,
  signInAsLocalAdmin,
  signInThroughForm,
} from './support/admin.ts';

const ADMIN = LOCAL_ADMIN;
/** A rebuild takes a build's time. */
const REBUILD_PATIENCE = { timeout: 150_000, intervals: [2000] };
test.describe.configure({ timeout: 300_000 });

/** The owner signed in, on one of the back office's views. */
async function openAdmin(page: Page, view = '/admin') {
  await signInAsLocalAdmin(page);
  await page.goto(view);
  await expect(page.getByRole('banner')).toContainText(`${ADMIN.email} (owner)`, EMULATOR_PATIENCE);
}

/** The Overview's 'Total Plans' figure, once it has come. */
async function expectTotalPlans(page: Page, text: string | RegExp) {
  await page.goto('/admin');
  await expect(statValue(page, 'Total Plans')).toHaveText(text, EMULATOR_PATIENCE);
}

/** The live catalogue as the admin downloads it, with extra rows, as an .xlsx file to upload. */
async function catalogueWith(
  page: Page,
  extraRows: (string | number)[][],
): Promise<{ buffer: Buffer; plans: number }> {
  const exported = await page.request.get('/api/admin/plans-export');
  expect(exported.status()).toBe(200);
  const book = XLSX.read(await exported.body(), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
  });
  const edited = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(edited, XLSX.utils.aoa_to_sheet([...rows, ...extraRows]), 'Plans');
  return {
    buffer: XLSX.write(edited, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    plans: rows.length - 1 + extraRows.length,
  };
}

async function uploadFile(page: Page, name: string, buffer: Buffer) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/octet-stream', buffer });
}

const statValue = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('the admin uploads a spreadsheet, sees the new stats, the rebuilt country page, and restores the previous plans', async ({
  page,
}) => {
  await openAdmin(page);
  // Restoring the previous catalogue must restore the one this test uploaded.
  await editingTheCatalogueAlone(async () => {
    await expect(statValue(page, 'Total Plans')).toHaveText(/^[\d,]+$/, EMULATOR_PATIENCE);
    const { buffer, plans } = await catalogueWith(page, [
      ['Iceland', '50GB 30 Days', 44, '', 'yes', ''],
    ]);

    await page.goto('/admin/catalogue');
    await uploadFile(page, 'roamly-plans.xlsx', buffer);
    await expect(page.getByText('Selected: roamly-plans.xlsx')).toBeVisible();
    await page.getByRole('button', { name: 'Upload Plans' }).click();
    await expect(page.getByText('Upload successful!')).toBeVisible(EMULATOR_PATIENCE);
    await expect(page.getByText(`${plans} plans imported successfully.`)).toBeVisible();
    await expect(page.getByText('No file chosen')).toBeVisible();
    await expectTotalPlans(page, plans.toLocaleString('en-US'));
    await page.goto('/admin/catalogue');

    // The local build hook rebuilds the pre-rendered pages and swaps them in.
    await expect
      .poll(
        async () => (await (await page.request.get('/country/is')).text()).includes('50GB'),
        REBUILD_PATIENCE,
      )
      .toBe(true);
    await expect(page.getByText(/^Up to date/)).toBeVisible({ timeout: 30_000 });

    await page.getByRole('button', { name: 'Restore previous catalogue' }).click();
    await page.getByRole('button', { name: 'Yes, restore' }).click();
    await expect(page.getByText('Previous catalogue restored')).toBeVisible(EMULATOR_PATIENCE);
    await expectTotalPlans(page, (plans - 1).toLocaleString('en-US'));
    await expect
      .poll(
        async () => (await (await page.request.get('/country/is')).text()).includes('50GB'),
        REBUILD_PATIENCE,
      )
      .toBe(false);
  });
});

test('a bad spreadsheet is refused with its problems row by row, and a wrong file type is not uploaded', async ({
  page,
}) => {
  await openAdmin(page, '/admin/catalogue');
  const { buffer, plans } = await catalogueWith(page, [
    ['Japan', '50GB 30 Days', 'fifteen'],
    ['Atlantis', '5GB 7 Days', 9],
  ]);
  await uploadFile(page, 'plans.xlsx', buffer);
  await page.getByRole('button', { name: 'Upload Plans' }).click();
  await expect(page.getByText('Upload failed')).toBeVisible(EMULATOR_PATIENCE);
  const problems = page.getByRole('table', { name: 'Problems in the spreadsheet' });
  await expect(
    problems.getByRole('row', { name: `${plans} C Price must be a number, like 15 or 15.99` }),
  ).toBeVisible();
  await expect(
    problems.getByRole('row', { name: `${plans + 1} A Unknown country or region "Atlantis"` }),
  ).toBeVisible();

  await uploadFile(page, 'plans.csv', Buffer.from('Japan,5GB 7 Days,15\n'));
  await expect(page.getByText('Invalid file type')).toBeVisible();
  await expect(page.getByText('Please upload an Excel file (.xlsx or .xls)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Plans' })).toBeDisabled();
});

test('the admin reads the latest contact message', async ({ page, baseURL }) => {
  const email = uniqueEmail('asks');
  const name = `Noor ${email.split('@')[0]}`;
  const sent = await page.request.post('/api/contact', {
    headers: { Origin: baseURL ?? '' },
    data: {
      name,
      email,
      subject: 'refund',
      message: 'My trip was cancelled, can I get a refund?',
      website: '',
      startedAt: Date.now() - 20_000,
    },
  });
  expect(sent.status()).toBe(200);
  await openAdmin(page, '/admin/inbox');
  const message = page.getByRole('article', { name: `Refund Request from ${name}` });
  await expect(message).toBeVisible(EMULATOR_PATIENCE);
  await expect(message.getByText(email)).toBeVisible();
  await expect(message.getByText('My trip was cancelled, can I get a refund?')).toBeVisible();
});

test("a signed-in customer is turned away with 'Access denied'", async ({ page }) => {
  const email = uniqueEmail('curious');
  const password = 'a sunny passphrase 42';
  await page.goto('/signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);
  await signInThroughForm(page, email, password);
  const sendHome = await holdNavigationTo(page, '/');
  await page.goto('/admin', NOTICE_WATCH);
  await expectNotice(
    page,
    'Access denied',
    "You don't have permission to access this page",
    EMULATOR_PATIENCE,
  );
  sendHome();
  await expect(page).toHaveURL(/\/$/, EMULATOR_PATIENCE);
});

test("signed out, /admin says 'Authentication required' and goes to sign in", async ({ page }) => {
  const sendToSignIn = await holdNavigationTo(page, '/signin');
  await page.goto('/admin', NOTICE_WATCH);
  await expectNotice(
    page,
    'Authentication required',
    'Please sign in to access the admin panel',
    EMULATOR_PATIENCE,
  );
  sendToSignIn();
  await expect(page).toHaveURL(/\/signin$/, EMULATOR_PATIENCE);
});
