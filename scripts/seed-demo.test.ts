/**
 * `npm run seed:demo` on a small shop: every state, the same data for the same seed, nothing
 * doubled by a second run, and the console finds what it wrote as it finds real orders.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import adminOrders from '../netlify/functions/admin-orders.mts';
import adminSales from '../netlify/functions/admin-sales.mts';
import type { OrderSearchAnswer } from '../src/features/admin/orders/order-search.ts';
import type { SalesAnswer } from '../src/features/admin/sales/sales-report.ts';
import { findUserByEmail } from '../src/features/auth/users.server.ts';
import { loadCatalogue } from '../src/features/catalogue/catalogue.server.ts';
import { listOrderIds } from '../src/features/orders/orders.server.ts';
import { listContactMessageIds } from '../src/features/support/contact-messages.server.ts';
import { signedInCustomer, type Customer } from '../tests/support/accounts.ts';
import { call } from '../tests/support/call.ts';
import { useLocalBlobs } from '../tests/support/use-local-blobs.ts';
import { refusalOf } from './seed-demo.ts';
import { demoOrders } from './seed-demo/demo-orders.ts';
import { demoPeople } from './seed-demo/demo-people.ts';
import type { DemoShopResult } from './seed-demo/demo-summary.ts';
import { seedDemoShop } from './seed-demo/seed-demo-shop.ts';

const OWNER = 'owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });

const SMALL_SHOP = { seed: 7, orders: 200, customers: 50 };
const DAY = 24 * 60 * 60 * 1000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

let owner: Customer;
let first: DemoShopResult;
let second: DemoShopResult;
const stored = { orders: 0, contacts: 0 };
let salesAfterFirst: SalesAnswer;

async function sales(): Promise<SalesAnswer> {
  const range = `from=${dayOf(Date.now() - 130 * DAY)}&to=${dayOf(Date.now())}`;
  const answer = await call(adminSales, `/api/admin/sales?${range}`, { cookie: owner.cookie });
  expect(answer.status).toBe(200);
  return (await answer.json()) as SalesAnswer;
}

beforeAll(async () => {
  owner = await signedInCustomer(OWNER);
  first = await seedDemoShop(SMALL_SHOP);
  salesAfterFirst = await sales();
  // A day later: the clock the shop is made at moves, the data must not.
  second = await seedDemoShop({ ...SMALL_SHOP, now: Date.now() + DAY });
  stored.orders = (await listOrderIds()).length;
  stored.contacts = (await listContactMessageIds()).length;
}, 300_000);

describe('the demo shop', () => {
  test('has an order in every state, top-ups of delivered eSIMs, usage and contact messages', () => {
    for (const [state, count] of Object.entries(first.states))
      expect(count, `${state} orders`).toBeGreaterThan(0);
    expect(first.topUps).toBeGreaterThan(0);
    expect(first.withUsage).toBeGreaterThan(0);
    expect(first.contactMessages).toBeGreaterThan(0);
    const ids = new Set(first.orders.map((order) => order.id));
    for (const topUp of first.orders.filter((order) => order.topUpOf !== null))
      expect(ids.has(topUp.topUpOf!)).toBe(true);
  });

  test('refunds some orders within the 14-day window and some after it', () => {
    const daysToRefund = first.orders
      .filter((order) => order.refundedAt !== null)
      .map((order) => (Date.parse(order.refundedAt!) - Date.parse(order.createdAt)) / DAY);
    expect(daysToRefund.some((days) => days < 14)).toBe(true);
    expect(daysToRefund.some((days) => days > 14)).toBe(true);
  });

  test('is the same shop for the same seed: ids, e-mails, plans and fates', async () => {
    const { plans } = await loadCatalogue();
    const now = Date.now();
    const plan = (seed: number) =>
      demoOrders(seed, 200, 50, plans, now).map(({ paymentIntentId, plan, fate, customer }) => ({
        ...{ paymentIntentId, planId: plan.id, fate, customer },
      }));
    expect(plan(7)).toEqual(plan(7));
    expect(plan(8)).not.toEqual(plan(7));
    expect(demoPeople(7, 50)).toEqual(demoPeople(7, 50));
    expect(second.orders.map((order) => order.id)).toEqual(first.orders.map((order) => order.id));
    expect(second.sampleEmails).toEqual(first.sampleEmails);
  });

  test('a second run with the same seed, a day later, doubles nothing, the sales counters included', async () => {
    expect(stored.orders).toBe(SMALL_SHOP.orders);
    expect(stored.contacts).toBe(first.contactMessages);
    expect(second.states).toEqual(first.states);
    expect(await sales()).toEqual(salesAfterFirst);
    expect(salesAfterFirst.funnel).toMatchObject({
      paid: SMALL_SHOP.orders,
      checkouts: SMALL_SHOP.orders + first.unpaidCheckouts,
      delivered: first.orders.filter((order) => order.deliveredAt !== null).length,
    });
  });
});

describe('the console finds the demo shop as it finds real orders', () => {
  const search = async (q: string) => {
    const answer = await call(adminOrders, `/api/admin/orders?q=${encodeURIComponent(q)}`, {
      cookie: owner.cookie,
    });
    expect(answer.status).toBe(200);
    return ((await answer.json()) as OrderSearchAnswer).orders.map((row) => row.id);
  };

  test("by a customer's e-mail: all their orders, newest first", async () => {
    const email = first.sampleEmails[0]!;
    const userId = (await findUserByEmail(email))!.id;
    const theirs = first.orders
      .filter((order) => order.userId === userId)
      .sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
    expect(theirs.length).toBeGreaterThan(1);
    expect(await search(email)).toEqual(theirs.slice(0, 25).map((order) => order.id));
  });

  test('by ICCID: the eSIM order and its top-ups', async () => {
    const iccid = first.sampleIccids[0]!;
    const sharing = first.orders.filter((order) => order.iccid === iccid).map((order) => order.id);
    expect((await search(iccid)).sort()).toEqual(sharing.sort());
  });
});

describe('where it may write', () => {
  test('only the local Blobs server: another Blobs context, deploy context or a build is refused', () => {
    expect(refusalOf({})).toBeNull();
    expect(refusalOf({ CONTEXT: 'dev' })).toBeNull();
    expect(refusalOf({ NETLIFY_BLOBS_CONTEXT: 'eyJ9' })).toMatch(/NETLIFY_BLOBS_CONTEXT/);
    expect(refusalOf({ CONTEXT: 'production' })).toMatch(/CONTEXT is production/);
    expect(refusalOf({ NETLIFY: 'true' })).toMatch(/Netlify build/);
  });
});
