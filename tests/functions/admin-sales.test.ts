/**
 * GET /api/admin/sales: the owners' figures per day from the sales counters, the top destinations
 * and plans with their margin where the plan's cost was known, the rates and the funnel; owners
 * only, dates checked.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import adminSales from '../../netlify/functions/admin-sales.mts';
import orders from '../../netlify/functions/orders.mts';
import resetPassword from '../../netlify/functions/auth-reset-password.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import type { SalesAnswer } from '../../src/features/admin/sales/sales-report.ts';
import { issueToken } from '../../src/features/auth/tokens.server.ts';
import type { PlanSnapshot } from '../../src/features/orders/order.ts';
import { runSalesFold } from '../../src/features/orders/sales/sales-fold-step.server.ts';
import { writeMember } from '../../src/features/staff/staff-store.server.ts';
import { enrolAndSignIn, signedInCustomer } from '../support/accounts.ts';
import { call, cookiesOf } from '../support/call.ts';
import { openCheckout } from '../support/checkout-calls.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { FRANCE_PLAN, orderAt } from '../support/search-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'sales-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });
const { owner, traveller } = useCustomers({
  owner: OWNER,
  traveller: 'sales-traveller@example.com',
});

/** Japan with what each sale costs the shop: $18.50 sold, $11.25 paid to the provider. */
const COSTED_JAPAN: PlanSnapshot = { ...JAPAN_5GB_PLAN, cost: 11.25 };
const march = (day: number, hour = 12) => new Date(Date.UTC(2026, 2, day, hour)).toISOString();

async function sales(query: string, cookie: string | null = owner.cookie) {
  const answer = await call(adminSales, `/api/admin/sales${query}`, {
    cookie: cookie ?? undefined,
  });
  return {
    status: answer.status,
    body: (await answer.json()) as SalesAnswer & { message?: string },
  };
}

/** A support member, invited by the owner, signed in with their second factor. */
async function signedInSupport(email: string): Promise<string> {
  const { userId } = await signedInCustomer(email);
  await writeMember({ email, role: 'support', invitedBy: OWNER, invitedAt: march(1) });
  const password = 'a support member chose this';
  // Staff rights come only from a password set through the invitation's own link.
  const token = await issueToken('staff-invitation', userId);
  await call(resetPassword, '/api/auth/reset-password', {
    body: { token, password, confirmPassword: password },
  });
  const pending = await call(signin, '/api/auth/signin', { body: { email, password } });
  return (await enrolAndSignIn(cookiesOf(pending), email)).cookie;
}

beforeAll(async () => {
  const made = [
    [1, 'delivered', COSTED_JAPAN],
    [1, 'delivered', COSTED_JAPAN],
    [1, 'failed', JAPAN_5GB_PLAN],
    [2, 'refunded', FRANCE_PLAN],
    [2, 'delivered', JAPAN_5GB_PLAN],
  ] as const;
  for (const [i, [day, state, plan]] of made.entries())
    await orderAt({
      userId: traveller.userId,
      paymentIntentId: `pi_sales_report_${i}`,
      createdAt: march(day),
      state,
      plan,
    });
});

describe('the sales figures', () => {
  test('per day, with the top destinations and plans, the margin, the rates and the funnel', async () => {
    await expectMarch();
    // The same once the re-drive's fold has added the day's events to the day records.
    await runSalesFold({ now: Date.now(), outOfTime: () => false, memo: null });
    await expectMarch();
  });

  async function expectMarch() {
    const { status, body } = await sales('?from=2026-03-01&to=2026-03-31');
    expect(status).toBe(200);
    expect(body.days).toHaveLength(31);
    expect(body.days.slice(0, 3)).toEqual([
      {
        ...{ day: '2026-03-01', orders: 3, revenue: { USD: 5550 }, delivered: 2, failed: 1 },
        ...{ refunded: 0, refundedAmount: {}, checkouts: 0 },
      },
      {
        ...{ day: '2026-03-02', orders: 2, revenue: { USD: 2650 }, delivered: 2, failed: 0 },
        ...{ refunded: 1, refundedAmount: { USD: 800 }, checkouts: 0 },
      },
      {
        ...{ day: '2026-03-03', orders: 0, revenue: {}, delivered: 0, failed: 0 },
        ...{ refunded: 0, refundedAmount: {}, checkouts: 0 },
      },
    ]);
    expect(body.topDestinations).toEqual([
      { destination: 'Japan', orders: 4, revenue: { USD: 7400 } },
      { destination: 'France', orders: 1, revenue: { USD: 800 } },
    ]);
    expect(body.topPlans).toEqual([
      {
        ...{ planId: 'jp-5gb-7d', name: '5GB 7 Days', destination: 'Japan', orders: 4 },
        // Two of the four were bought with a cost: 2 × ($18.50 − $11.25).
        ...{ revenue: { USD: 7400 }, margin: { USD: 1450 }, ordersWithCost: 2 },
      },
      {
        ...{ planId: 'fr-3gb-7d', name: '3GB 7 Days', destination: 'France', orders: 1 },
        ...{ revenue: { USD: 800 }, margin: null, ordersWithCost: 0 },
      },
    ]);
    expect(body.refundRate).toBeCloseTo(1 / 5);
    expect(body.failureRate).toBeCloseTo(1 / 5);
    expect(body.funnel).toEqual({ checkouts: 0, paid: 5, delivered: 4 });
  }

  test('the last 30 days by default, with the checkouts opened today', async () => {
    const opened = await openCheckout(traveller, { planId: JAPAN_5GB_PLAN.id });
    expect(opened.status).toBe(200);
    const { status, body } = await sales('');
    expect(status).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(body.days).toHaveLength(30);
    expect(body.to).toBe(today);
    expect(body.days.at(-1)).toMatchObject({ day: today, checkouts: 1 });
    expect(body.funnel.checkouts).toBe(1);
  });

  test("what a plan cost the shop never reaches the customer's orders", async () => {
    const answer = await call(orders, '/api/orders', { cookie: traveller.cookie });
    const text = await answer.text();
    expect(text).toContain('"jp-5gb-7d"');
    expect(text).not.toContain('cost');
  });
});

describe('who may read them, and how to ask', () => {
  test("signed out: 401; a customer: 403; support: 403 (sales are the owners')", async () => {
    expect((await sales('', null)).status).toBe(401);
    expect(await sales('', traveller.cookie)).toEqual({
      status: 403,
      body: { message: 'Access denied' },
    });
    const support = await signedInSupport('sales-support@roamly.example');
    expect((await sales('', support)).status).toBe(403);
  });

  test.each([
    ['?from=2026-02-30', 'That date does not exist'],
    ['?to=26-03-01', 'Write dates as YYYY-MM-DD'],
    [
      '?from=2026-03-10&to=2026-03-01',
      "The date range ends before it starts: 'from' is after 'to'",
    ],
    ['?from=2025-01-01&to=2026-01-02', 'The date range is too long: 366 days at most'],
    ['?from=1999-12-31', 'Choose a date between 2000-01-01 and 2999-12-31'],
  ])('%s: 400 "%s"', async (query, message) => {
    expect(await sales(query)).toMatchObject({ status: 400, body: { message } });
  });

  test('366 days is the longest range', async () => {
    const { status, body } = await sales('?from=2025-01-01&to=2026-01-01');
    expect(status).toBe(200);
    expect(body.days).toHaveLength(366);
  });

  test('only GET', async () => {
    const answer = await call(adminSales, '/api/admin/sales', {
      method: 'POST',
      body: {},
      cookie: owner.cookie,
    });
    expect(answer.status).toBe(405);
  });
});
