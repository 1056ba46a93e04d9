/**
 * The quarter's tax report costs the same Blobs calls whatever the shop's history: measured with
 * 200 taxed orders, then again after 1,800 more, the sales events folded each time as the
 * re-drive would.
 */
import { beforeAll, expect, test } from 'vitest';
import adminTax from '../../netlify/functions/admin-tax.mts';
import { quarterOf } from '../../src/features/admin/tax/tax-quarters.ts';
import type { TaxAnswer } from '../../src/features/admin/tax/tax-report.ts';
import { foldSalesEvents } from '../../src/features/orders/sales/sales-fold.server.ts';
import { countBlobsCalls, type BlobsCalls } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { withDirectBlobs } from '../support/direct-blobs.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'tax-cost-owner@example.com';
const blobs = useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['warn'] });
const { owner } = useCustomers({ owner: OWNER });
const quarter = quarterOf(new Date().toISOString());

async function foldSales(): Promise<void> {
  for (let round = 0; round < 100; round++) {
    const folded = await withDirectBlobs(blobs.directory, () =>
      foldSalesEvents({ now: Date.now(), outOfTime: () => false }),
    );
    if (folded.left === 0 && !folded.more) return;
  }
  throw new Error('The sales events would not fold');
}

async function measure(): Promise<{ calls: BlobsCalls; orders: number }> {
  await foldSales();
  let answer: TaxAnswer | undefined;
  const { calls } = await countBlobsCalls(async () => {
    const response = await call(adminTax, `/api/admin/tax?quarter=${quarter}`, {
      cookie: owner.cookie,
    });
    answer = (await response.json()) as TaxAnswer;
  });
  return { calls, orders: answer!.rows.reduce((sum, row) => sum + row.orders, 0) };
}

let small: Awaited<ReturnType<typeof measure>>;
let large: Awaited<ReturnType<typeof measure>>;

beforeAll(async () => {
  // Every order paid today, so all of them are in this quarter.
  await seedShop(blobs.directory, { orders: 200, days: 1, taxed: true });
  small = await measure();
  await seedShop(blobs.directory, { orders: 1800, days: 1, taxed: true });
  large = await measure();
}, 600_000);

test('the tax report reads as much with 2,000 orders as with 200, and counts them all', () => {
  expect(small.orders).toBe(200);
  expect(large.orders).toBe(2000);
  expect(large.calls).toEqual(small.calls);
});
