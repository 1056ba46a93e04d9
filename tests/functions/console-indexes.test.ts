/**
 * The console's indexes list what a listing of every record did: the inbox lists follow status
 * changes, order filters find by state, destination and in flight, a sparse walk stops at its bound
 * with a cursor, and the backfills list older records.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import adminCustomers from '../../netlify/functions/admin-customers.mts';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import type { OrderSearchAnswer } from '../../src/features/admin/orders/order-search.ts';
import { backfillStateDestinationIndex } from '../../src/features/orders/order-index-backfill.server.ts';
import { reopenFailedOrder } from '../../src/features/orders/orders.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { backfillInboxIndex } from '../../src/features/support/contact-inbox-backfill.server.ts';
import { saveContactRecord } from '../../src/features/support/contact-messages.server.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { FRANCE_PLAN, orderAt } from '../support/search-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'indexes-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });
const { owner, traveller } = useCustomers({ owner: OWNER, traveller: 'indexed@example.com' });

const at = (day: number, minute = 0) => new Date(Date.UTC(2026, 9, day, 12, minute)).toISOString();

async function orderIds(query: string): Promise<{ ids: string[]; nextCursor: string | null }> {
  const response = await call(adminOrders, `/api/admin/orders${query}`, { cookie: owner.cookie });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as OrderSearchAnswer;
  return { ids: answer.orders.map((row) => row.id), nextCursor: answer.nextCursor };
}

type Inbox = { messages: { id: string; status: string }[]; nextCursor: string | null };
async function inboxIds(query: string): Promise<string[]> {
  const response = await call(adminMessages, `/api/admin/messages${query}`, {
    cookie: owner.cookie,
  });
  return ((await response.json()) as Inbox).messages.map((message) => message.id);
}
const markAs = (messageId: string, status: 'open' | 'answered') =>
  call(adminMessages, '/api/admin/messages/status', {
    body: { messageId, status },
    cookie: owner.cookie,
  });

async function removeKeys(store: 'orders' | 'contact', prefix: string): Promise<number> {
  const { blobs } = await openStore(store).list({ prefix });
  await Promise.all(blobs.map((blob) => openStore(store).delete(blob.key)));
  return blobs.length;
}

const order = (
  name: string,
  day: number,
  state: Parameters<typeof orderAt>[0]['state'],
  plan?: typeof FRANCE_PLAN,
) =>
  orderAt({
    userId: traveller.userId,
    paymentIntentId: `pi_indexes_${name}`,
    createdAt: at(day),
    state,
    plan,
  });

let japanRefunded = '';
let franceRefunded = '';
let japanFailed = '';

beforeAll(async () => {
  japanRefunded = (await order('jp-refunded', 2, 'refunded')).id;
  franceRefunded = (await order('fr-refunded', 3, 'refunded', FRANCE_PLAN)).id;
  japanFailed = (await order('jp-failed', 4, 'failed')).id;
});

describe('orders by state and destination', () => {
  test('a refunded order in Japan is found by refunded and Japan, by name or code, and nowhere else', async () => {
    expect((await orderIds('?status=refunded&destination=Japan')).ids).toEqual([japanRefunded]);
    expect((await orderIds('?status=refunded&destination=jp')).ids).toEqual([japanRefunded]);
    expect((await orderIds('?status=refunded&destination=France')).ids).toEqual([franceRefunded]);
    expect((await orderIds('?status=failed&destination=Japan')).ids).toEqual([japanFailed]);
    expect((await orderIds('?status=delivered&destination=Japan')).ids).toEqual([]);
  });

  test('a failed order retried leaves the failed lists and is in flight again', async () => {
    const retried = await order('jp-retried', 5, 'failed');
    expect((await orderIds('?status=failed&destination=JP')).ids).toContain(retried.id);
    await reopenFailedOrder(retried.id, retried.attempts);
    expect((await orderIds('?status=failed&destination=JP')).ids).not.toContain(retried.id);
    expect((await orderIds('?status=failed')).ids).not.toContain(retried.id);
    expect((await orderIds('?status=paid')).ids).toContain(retried.id);
    const { blobs } = await openStore('orders').list({ prefix: 'by-state/failed/' });
    expect(blobs.map((blob) => blob.key).filter((key) => key.endsWith(retried.id))).toEqual([]);
  });

  test('paid and provisioning come from the in-flight list; a delivered order leaves it', async () => {
    const paid = await order('fr-paid', 6, 'paid', FRANCE_PLAN);
    const provisioning = await order('fr-provisioning', 7, 'provisioning', FRANCE_PLAN);
    const delivered = await order('fr-delivered', 8, 'delivered', FRANCE_PLAN);
    expect((await orderIds('?status=paid&destination=France')).ids).toEqual([paid.id]);
    expect((await orderIds('?status=provisioning')).ids).toEqual([provisioning.id]);
    expect((await orderIds('?status=delivered&destination=FR')).ids).toEqual([delivered.id]);
    const { blobs } = await openStore('orders').list({ prefix: 'in-flight/' });
    expect(blobs.some((blob) => blob.key.endsWith(delivered.id))).toBe(false);
  });
});

describe('a walk that finds few matches', () => {
  test('stops at its bound with a cursor, and the cursor leads to the match', async () => {
    const old = await order('fr-paid-old', 1, 'paid', FRANCE_PLAN);
    await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        orderAt({
          userId: traveller.userId,
          paymentIntentId: `pi_indexes_busy_${i}`,
          createdAt: at(20, i),
          state: 'paid',
        }),
      ),
    );
    const first = await orderIds('?status=paid&destination=France');
    expect(first.ids).not.toContain(old.id);
    expect(first.nextCursor).not.toBeNull();
    const found: string[] = [...first.ids];
    let cursor = first.nextCursor;
    for (let page = 0; cursor && page < 5; page++) {
      const next = await orderIds(`?status=paid&destination=France&cursor=${cursor}`);
      found.push(...next.ids);
      cursor = next.nextCursor;
    }
    expect(cursor).toBeNull();
    expect(found).toContain(old.id);
  });
});

describe('orders made before the state and destination index', () => {
  test('are listed again by the backfill, a few at a call, from its cursor', async () => {
    expect(await removeKeys('orders', 'by-state-destination/')).toBeGreaterThan(0);
    expect((await orderIds('?status=refunded&destination=Japan')).ids).toEqual([]);
    const calls: boolean[] = [];
    for (let call = 0; call < 20; call++) {
      const { left } = await backfillStateDestinationIndex(1);
      calls.push(left);
      if (!left) break;
    }
    expect(calls.length).toBeGreaterThan(2);
    expect(calls.at(-1)).toBe(false);
    expect((await orderIds('?status=refunded&destination=Japan')).ids).toEqual([japanRefunded]);
    expect((await orderIds('?status=failed&destination=Japan')).ids).toContain(japanFailed);
  });
});

describe('the inbox', () => {
  const message = async (n: number) => {
    const receivedAt = new Date(Date.UTC(2026, 10, 1, 9, n)).toISOString();
    const id = `${receivedAt}-${(0xa0 + n).toString(16).padStart(8, '0')}`;
    await saveContactRecord({
      ...{ id, name: `Sender ${n}`, email: `sender-${n}@example.org`, subject: 'order' },
      ...{ message: `Question ${n}.`, receivedAt, mailed: true },
    });
    return id;
  };

  test('an answered message leaves the open list, and comes back when reopened', async () => {
    const [first, second] = [await message(1), await message(2)];
    expect(await inboxIds('?status=open')).toEqual([second, first]);
    expect((await markAs(first, 'answered')).status).toBe(200);
    expect(await inboxIds('?status=open')).toEqual([second]);
    expect(await inboxIds('?status=answered')).toEqual([first]);
    expect(await inboxIds('')).toEqual([second, first]);
    await markAs(first, 'open');
    expect(await inboxIds('?status=open')).toEqual([second, first]);
    expect(await inboxIds('?status=answered')).toEqual([]);
  });

  test('messages received before the index are listed by the backfill, with their status', async () => {
    const answered = await message(3);
    await markAs(answered, 'answered');
    const open = await inboxIds('?status=open');
    expect(await removeKeys('contact', 'inbox/')).toBeGreaterThan(0);
    expect(await inboxIds('')).toEqual([]);
    let left = true;
    for (let call = 0; left && call < 40; call++)
      ({ left } = await backfillInboxIndex(2, () => false, Date.UTC(2026, 10, 15)));
    expect(left).toBe(false);
    expect(await inboxIds('?status=open')).toEqual(open);
    expect(await inboxIds('?status=answered')).toEqual([answered]);
  });

  test('the backfill lists a month once a call, however many batches it takes from it', async () => {
    for (let n = 10; n < 40; n++) await message(n);
    expect(await removeKeys('contact', 'inbox/')).toBeGreaterThan(0);
    await removeKeys('contact', 'inbox-backfill/');
    const { result, calls } = await countBlobsCalls(() =>
      backfillInboxIndex(30, () => false, Date.UTC(2026, 10, 15)),
    );
    expect(result.indexed).toBe(30);
    // One listing of November; the 30 messages take four batches of 8.
    expect(calls.listPages).toBe(1);
  });
});

describe('the name search', () => {
  test('finds an older customer by full name though each word is shared by 200 newer accounts', async () => {
    const { createUser } = await import('../../src/features/auth/users.server.ts');
    const { addToCustomerDirectory } =
      await import('../../src/features/auth/customer-directory.server.ts');
    const account = async (n: number, lastName: string) => {
      const user = await createUser({
        ...{ email: `namesake-${n}@example.com`, passwordHash: 'not-a-hash' },
        ...{ firstName: 'Ben', lastName, emailVerifiedAt: null },
        createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString(),
      });
      await addToCustomerDirectory(user!);
    };
    await account(0, 'Kim Zed');
    for (let n = 1; n <= 210; n += 30)
      await Promise.all(Array.from({ length: 30 }, (_, i) => account(n + i, 'Kim')));

    const response = await call(adminCustomers, '/api/admin/customers?q=Ben%20Kim%20Zed', {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(200);
    const { customers } = (await response.json()) as { customers: { email: string }[] };
    expect(customers.map((customer) => customer.email)).toEqual(['namesake-0@example.com']);
  });
});
