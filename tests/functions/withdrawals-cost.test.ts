/**
 * Staff's list of withdrawals costs the same Blobs calls whatever the shop's history: its first
 * page and the next are counted with 200 withdrawals over ten days, then with 2,000; and with 200
 * received in one day, then 2,000 that day. Entries written before the day's hour folders still
 * list.
 */
import { expect, test } from 'vitest';
import adminWithdrawals from '../../netlify/functions/admin-withdrawals.mts';
import { recordWithdrawalOnce } from '../../src/features/withdrawal/withdrawal-records.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { countBlobsCalls, type BlobsCalls } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'withdrawals-cost-owner@example.com';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });
const { owner } = useCustomers({ owner: OWNER });

const DAY_MS = 86_400_000;
let planted = 0;

/**
 * `count` more withdrawals over the last ten days, the first 110 today: both pages come from
 * today's folder at both sizes, so only the history differs.
 */
async function plantWithdrawals(count: number, oneDay = false): Promise<void> {
  // One day: the hours before noon tomorrow, 20 s apart, newer than anything else planted.
  const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
  const start = oneDay ? Date.parse(`${tomorrow}T12:00:00Z`) : Date.now();
  for (let batch = 0; batch < count; batch += 100) {
    await Promise.all(
      Array.from({ length: Math.min(100, count - batch) }, (_, i) => {
        const n = planted + batch + i;
        return recordWithdrawalOnce({
          orderId: n.toString(16).padStart(24, '0'),
          userId: 'planted',
          name: 'Planted Buyer',
          email: 'planted@example.com',
          receivedAt: oneDay
            ? new Date(start - (count - batch - i) * 20_000).toISOString()
            : new Date(start - (n < 110 ? 0 : n % 10) * DAY_MS - n).toISOString(),
          via: 'link',
          locale: 'en',
          timeZone: null,
          outcome: 'refunded',
          reason: null,
          decidedAt: null,
        });
      }),
    );
  }
  planted += count;
}

async function firstTwoPages(): Promise<{ first: BlobsCalls; next: BlobsCalls; rows: number }> {
  const get = (query = '') =>
    call(adminWithdrawals as never, `/api/admin/withdrawals${query}`, { cookie: owner.cookie });
  let cursor = '';
  const first = await countBlobsCalls(async () => {
    const page = (await (await get()).json()) as { withdrawals: unknown[]; nextCursor: string };
    cursor = page.nextCursor;
    return page.withdrawals.length;
  });
  const next = await countBlobsCalls(() => get(`?cursor=${cursor}`));
  return { first: first.calls, next: next.calls, rows: first.result };
}

test('the first page and the next cost the same with 200 withdrawals and with 2,000', async () => {
  await plantWithdrawals(200);
  const small = await firstTwoPages();
  await plantWithdrawals(1_800);
  const large = await firstTwoPages();
  expect(small.rows).toBe(50);
  expect(large.rows).toBe(50);
  // The session and staff checks, the day folders, one day's entries and at most 51 records.
  expect(large.first).toEqual(small.first);
  expect(large.next).toEqual(small.next);
  expect(large.first.total).toBeLessThan(70);
}, 120_000);

test('the first page and the next cost the same with 200 withdrawals in one day as with 2,000', async () => {
  await plantWithdrawals(200, true);
  const small = await firstTwoPages();
  await plantWithdrawals(1_800, true);
  const large = await firstTwoPages();
  expect(large.rows).toBe(50);
  expect(large.first).toEqual(small.first);
  expect(large.next).toEqual(small.next);
}, 120_000);

test('a withdrawal indexed in its day folder, before hour folders, is still listed', async () => {
  const orderId = 'f'.repeat(24);
  const receivedAt = Date.now() + 3 * DAY_MS;
  const day = new Date(receivedAt).toISOString().slice(0, 10);
  const hour = new Date(receivedAt).toISOString().slice(11, 13);
  await recordWithdrawalOnce({
    ...{ orderId, userId: 'planted', name: 'Early Buyer', email: 'early@example.com' },
    ...{ receivedAt: new Date(receivedAt).toISOString(), via: 'account', locale: 'en' },
    ...{ timeZone: null, outcome: 'refunded', reason: null, decidedAt: null },
  });
  const orders = openStore('orders');
  const name = `${String(receivedAt).padStart(13, '0')}-${orderId}`;
  await orders.delete(`withdrawal-by-day/${day}/${hour}/${name}`);
  await orders.setJSON(`withdrawal-by-day/${day}/${name}`, {});
  const answer = await call(adminWithdrawals as never, '/api/admin/withdrawals', {
    cookie: owner.cookie,
  });
  const page = (await answer.json()) as { withdrawals: { orderId: string }[] };
  expect(page.withdrawals[0]).toMatchObject({ orderId, name: 'Early Buyer' });
});
