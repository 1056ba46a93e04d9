/**
 * A run of the invoice backfill costs the same bounded number of Blobs calls with 2,000 orders from
 * before invoices as with 200: it lists the day folders once, one day's entries at a time, and
 * looks at 50 orders, never at a whole day or the whole history.
 */
import { beforeAll, expect, test } from 'vitest';
import { backfillInvoices } from '../../src/features/invoices/invoice-backfill.server.ts';
import { countBlobsCalls, type BlobsCalls } from '../support/blobs-calls.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const blobs = useLocalBlobs({ mute: ['warn', 'error'] });

const PER_RUN = 50;
/**
 * The most one order costs: whether it has an invoice, the order, the buyer, the draft written
 * once and listed for numbering; for a refunded one, its documents and the credit note as well.
 */
const PER_ORDER = 12;

async function firstRun() {
  const input = { now: Date.now(), cursor: null, memo: null, limit: PER_RUN };
  return countBlobsCalls(() => backfillInvoices(input));
}

let small: { result: Awaited<ReturnType<typeof backfillInvoices>>; calls: BlobsCalls };
let large: typeof small;

beforeAll(async () => {
  // Three days of orders: a day holds about 67, then about 667, more than a run takes.
  await seedShop(blobs.directory, { orders: 200, days: 3 });
  small = await firstRun();
  await seedShop(blobs.directory, { orders: 1800, days: 3 });
  large = await firstRun();
}, 300_000);

test('a run looks at 50 orders at either size, listing the days once and one day', () => {
  for (const { result, calls } of [small, large]) {
    expect(result.result).toMatchObject({ looked: PER_RUN });
    // Besides those two, one listing of each refunded order's documents (every 25th order).
    expect(calls.listPages).toBeLessThanOrEqual(2 + Math.ceil(PER_RUN / 25) + 1);
  }
  // Every delivered order of the first run had no invoice (every 20th failed: none is due).
  expect((small.result.result as { drafted: number }).drafted).toBeGreaterThan(40);
});

test('its calls stay within the same bound at 2,000 orders as at 200', () => {
  const bound = PER_RUN * PER_ORDER + 2;
  expect(small.calls.total).toBeLessThanOrEqual(bound);
  expect(large.calls.total).toBeLessThanOrEqual(bound);
  // Reading a whole day (about 667 orders) or the history would pass the bound many times.
  expect(large.calls.reads).toBeLessThan(PER_RUN * 8);
});
