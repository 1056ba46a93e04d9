/**
 * GET /api/admin/orders and /api/admin/customers: staff find an order or an account in one box,
 * by exact-key indexes, newest first, 25 a page, with a cursor no new order can shift.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import adminCustomers from '../../netlify/functions/admin-customers.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import type {
  CustomerSearchAnswer,
  OrderSearchAnswer,
} from '../../src/features/admin/orders/order-search.ts';
import { findUserByEmail } from '../../src/features/auth/users.server.ts';
import { call } from '../support/call.ts';
import { FRANCE_PLAN, orderAt, registerNamed } from '../support/search-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });
const { owner, traveller } = useCustomers({ owner: OWNER, traveller: 'traveller@example.com' });

const day = (n: number, hour = 12) => new Date(Date.UTC(2026, 2, n, hour)).toISOString(); // March 2026

async function orders(query: string, cookie = owner.cookie) {
  const response = await call(adminOrders, `/api/admin/orders${query}`, { cookie });
  return { status: response.status, headers: response.headers, body: await response.json() };
}
const ordersFound = async (query: string) =>
  ((await orders(query)).body as OrderSearchAnswer).orders;

let zoeId = '';
const made: Record<string, Awaited<ReturnType<typeof orderAt>>> = {};

beforeAll(async () => {
  await registerNamed('zoe@example.com', 'Zoë', 'Müller-Smith');
  zoeId = (await findUserByEmail('zoe@example.com'))!.id;
  const specs = [
    ['paid', traveller.userId, 1, 'paid', undefined],
    ['provisioning', traveller.userId, 2, 'provisioning', undefined],
    ['delivered', zoeId, 3, 'delivered', FRANCE_PLAN],
    ['failed', zoeId, 4, 'failed', undefined],
    ['refunded', traveller.userId, 5, 'refunded', FRANCE_PLAN],
  ] as const;
  for (const [name, userId, date, state, plan] of specs)
    made[name] = await orderAt({
      userId,
      paymentIntentId: `pi_search_${name}`,
      createdAt: day(date),
      state,
      plan,
    });
});

describe('finding orders in one box', () => {
  test('by e-mail, any case, newest first', async () => {
    const found = await ordersFound('?q=%20Traveller@Example.com');
    expect(found.map((row) => row.id)).toEqual([
      made.refunded!.id,
      made.provisioning!.id,
      made.paid!.id,
    ]);
    expect(found[0]).toMatchObject({
      customerEmail: 'traveller@example.com',
      destination: 'France',
      planName: '3GB 7 Days',
      amountCents: 800,
      currency: 'usd',
      state: 'refunded',
      iccid: made.refunded!.iccid,
    });
  });

  test('by order id, payment id and ICCID', async () => {
    expect((await ordersFound(`?q=${made.failed!.id}`)).map((row) => row.id)).toEqual([
      made.failed!.id,
    ]);
    expect((await ordersFound('?q=pi_search_paid')).map((row) => row.id)).toEqual([made.paid!.id]);
    expect((await ordersFound(`?q=${made.delivered!.iccid}`)).map((row) => row.id)).toEqual([
      made.delivered!.id,
    ]);
    expect(await ordersFound('?q=pi_search_unknown')).toEqual([]);
  });

  test("by a word of the customer's name, without its accents", async () => {
    const found = await ordersFound('?q=zoe%20smith');
    expect(found.map((row) => row.id)).toEqual([made.failed!.id, made.delivered!.id]);
    expect(await ordersFound('?q=zoe%20jones')).toEqual([]);
  });

  test('filters by state, dates and destination', async () => {
    for (const state of ['paid', 'provisioning', 'delivered', 'failed', 'refunded'] as const)
      expect((await ordersFound(`?status=${state}`)).map((row) => row.id)).toEqual([
        made[state]!.id,
      ]);
    expect((await ordersFound('?from=2026-03-02&to=2026-03-04')).map((row) => row.id)).toEqual([
      made.failed!.id,
      made.delivered!.id,
      made.provisioning!.id,
    ]);
    for (const destination of ['FR', 'france', 'France'])
      expect((await ordersFound(`?destination=${destination}`)).map((row) => row.id)).toEqual([
        made.refunded!.id,
        made.delivered!.id,
      ]);
    expect((await ordersFound('?destination=JP&status=failed')).map((row) => row.id)).toEqual([
      made.failed!.id,
    ]);
    expect(
      (await ordersFound(`?q=traveller@example.com&status=paid`)).map((row) => row.id),
    ).toEqual([made.paid!.id]);
  });
});

describe('pages', () => {
  test('are 25 orders; a new order between two pages neither shifts nor repeats a row', async () => {
    const userId = traveller.userId;
    for (let i = 0; i < 30; i++)
      await orderAt({ userId, paymentIntentId: `pi_page_${i}`, createdAt: day(20, 0) });
    const first = (await orders('?from=2026-03-20&to=2026-03-31')).body as OrderSearchAnswer;
    expect(first.orders).toHaveLength(25);
    expect(first.nextCursor).toEqual(expect.any(String));

    // Made later than every listed order: it belongs at the top of page one, never on page two.
    await orderAt({ userId, paymentIntentId: 'pi_page_new', createdAt: day(21) });
    const second = (await orders(`?from=2026-03-20&to=2026-03-31&cursor=${first.nextCursor}`))
      .body as OrderSearchAnswer;
    expect(second.orders).toHaveLength(5);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.orders, ...second.orders].map((row) => row.id);
    expect(new Set(ids).size).toBe(30);
  });
});

describe('customers', () => {
  const customers = async (query: string) =>
    (
      (await (
        await call(adminCustomers, `/api/admin/customers${query}`, { cookie: owner.cookie })
      ).json()) as CustomerSearchAnswer
    ).customers;

  test('by e-mail, by name, by an order of theirs, and every account newest first', async () => {
    expect((await customers('?q=ZOE@example.com'))[0]).toMatchObject({
      id: zoeId,
      email: 'zoe@example.com',
      name: 'Zoë Müller-Smith',
      verified: false,
      orderCount: 2,
    });
    expect((await customers('?q=muller')).map((row) => row.id)).toEqual([zoeId]);
    expect((await customers(`?q=${made.paid!.id}`)).map((row) => row.id)).toEqual([
      traveller.userId,
    ]);
    expect((await customers('')).map((row) => row.email)).toContain('zoe@example.com');
  });
});

describe('who may search, and what they may send', () => {
  test('signed out: 401; a customer: 403; both private and uncached for staff', async () => {
    for (const handler of [adminOrders, adminCustomers]) {
      expect((await call(handler, '/api/admin/x')).status).toBe(401);
      expect((await call(handler, '/api/admin/x', { cookie: traveller.cookie })).status).toBe(403);
      const answer = await call(handler, '/api/admin/x', { cookie: owner.cookie });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
      expect(
        (await call(handler, '/api/admin/x', { method: 'POST', cookie: owner.cookie })).status,
      ).toBe(405);
    }
  });

  test.each([
    ['?status=shipped', /state is one of paid/],
    ['?from=2026-02-30', /date does not exist/],
    ['?from=yesterday', /YYYY-MM-DD/],
    ['?from=2026-03-05&to=2026-03-01', /ends before it starts/],
    ['?q=12345', /Search by e-mail/],
    ['?q=not@an', /Search by e-mail/],
    ['?q=%3C%2F%3E', /Search by e-mail/],
    ['?cursor=not-a-cursor!', /page link is out of date/],
    ['?destination=%20%2F%20', /country code or name/],
  ])('%s is refused with a message saying what is wrong', async (query, message) => {
    const answer = await orders(query);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(message);
  });
});
