/**
 * A checkout holds its price for a time, and a price the admin changes meanwhile is never charged:
 * the customer's page says until when the price holds, and on paying after the change it says what
 * changed and offers the new price.
 */
import { expect, test, type Page } from '@playwright/test';
import * as XLSX from 'xlsx';
import { uniqueEmail } from '../support/site-blobs.ts';
import {
  EMULATOR_PATIENCE,
  editingTheCatalogueAlone,
  signInAsLocalAdmin,
} from './support/admin.ts';
import { continueToPayment, createAccount, payWith, signIn } from './support/shop.ts';

test.describe.configure({ timeout: 240_000 });

/** The plan whose price the admin changes: no other browser test buys it. */
const PLAN = { id: 'al-20gb-30d', country: 'Albania', name: '20GB 30 Days' };

/**
 * The admin sets the plan's price in the live catalogue through the API (export, edit the row,
 * upload); returns the price it had.
 */
async function setPlanPrice(admin: Page, price: number | null): Promise<number> {
  const exported = await admin.request.get('/api/admin/plans-export');
  expect(exported.status()).toBe(200);
  const book = XLSX.read(await exported.body(), { type: 'buffer' });
  const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets[book.SheetNames[0]!]!, {
    header: 1,
  });
  const row = rows.find((cells) => cells[0] === PLAN.country && cells[1] === PLAN.name)!;
  const before = Number(row[2]);
  if (price !== null) row[2] = price;
  const edited = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(edited, XLSX.utils.aoa_to_sheet(rows), 'Plans');
  const buffer = XLSX.write(edited, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
  const uploaded = await admin.request.post('/api/admin/upload-plans', {
    headers: { 'X-Requested-With': 'fetch' },
    multipart: { file: { name: 'plans.xlsx', mimeType: 'application/octet-stream', buffer } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(200);
  return before;
}

test('the checkout says until when its price holds; the admin changes the price, and paying says what changed, charges nothing and offers the new price', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('quote');
  await createAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
  await page.goto(`/checkout/${PLAN.id}`);
  await continueToPayment(page);
  await expect(page.getByText(/^Price held until \d\d:\d\d$/)).toBeVisible(EMULATOR_PATIENCE);
  const quoted = Number(
    (await page.getByRole('button', { name: /^Pay \$/ }).textContent())?.replace(/[^\d.]/g, ''),
  );

  await editingTheCatalogueAlone(async () => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signInAsLocalAdmin(admin);
    const newPrice = Math.round((quoted + 3.5) * 100) / 100;
    const format = (price: number) => `$${price.toFixed(2)}`;
    try {
      expect(await setPlanPrice(admin, newPrice)).toBe(quoted);

      await payWith(page, '4242 4242 4242 4242');
      const notice = page.getByRole('alert').filter({
        hasText: `The price of this plan changed from ${format(quoted)} to ${format(newPrice)}`,
      });
      await expect(notice).toBeVisible(EMULATOR_PATIENCE);
      await expect(notice).toContainText('You have not been charged.');

      await page.getByRole('button', { name: `Continue at ${format(newPrice)}` }).click();
      await expect(page.getByRole('button', { name: `Pay ${format(newPrice)}` })).toBeEnabled(
        EMULATOR_PATIENCE,
      );
      await expect(page.getByText(/^Price held until \d\d:\d\d$/)).toBeVisible();

      await page.goto('/orders');
      await expect(page.getByText("You haven't made any purchases yet")).toBeVisible(
        EMULATOR_PATIENCE,
      );
    } finally {
      await setPlanPrice(admin, quoted);
      await adminContext.close();
    }
  });
});

test('a device whose clock is 45 minutes fast still gets its 30 minutes: the page times the hold from the answer, in local time', async ({
  page,
}) => {
  const email = uniqueEmail('quote-clock');
  await createAccount(page, email);
  await signIn(page, email);
  await expect(page).toHaveURL(/\/countries$/, EMULATOR_PATIENCE);
  await page.clock.install({ time: Date.now() + 45 * 60_000 });
  await page.goto(`/checkout/${PLAN.id}`);
  const before = await page.evaluate(() => Date.now());
  await continueToPayment(page);
  const held = page.getByText(/^Price held until \d\d:\d\d$/);
  await expect(held).toBeVisible(EMULATOR_PATIENCE);
  await expect(page.getByRole('button', { name: /^Pay \$/ })).toBeEnabled(EMULATOR_PATIENCE);
  // 30 minutes after the answer arrived, on the device's clock: any minute from before the page
  // asked to after it showed.
  const expected = await page.evaluate((start) => {
    const format = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
    const labels: string[] = [];
    for (let at = start + 30 * 60_000; at <= Date.now() + 31 * 60_000; at += 60_000)
      labels.push(`Price held until ${format.format(new Date(at))}`);
    return labels;
  }, before);
  expect(expected).toContain(await held.textContent());
  await expect(page.getByRole('heading', { name: 'This price no longer holds' })).toHaveCount(0);
});
