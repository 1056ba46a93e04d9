/**
 * The requests `npm run bench:scale` measures, each through its function's HTTP handler, called
 * in-process as a browser or eSIM Go would call it: every console screen and search, and the
 * customer's calls that run on every purchase.
 */
import adminAudit from '../../netlify/functions/admin-audit.mts';
import adminCustomer from '../../netlify/functions/admin-customer.mts';
import adminCustomers from '../../netlify/functions/admin-customers.mts';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import adminOrder from '../../netlify/functions/admin-order.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import adminSales from '../../netlify/functions/admin-sales.mts';
import adminStats from '../../netlify/functions/admin-stats.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import myOrders from '../../netlify/functions/orders.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import confirmPayment from '../../netlify/functions/test-payments-confirm.mts';
import { orderStates } from '../../src/features/orders/order-state.ts';
import { call, type CallOptions } from '../../tests/support/call.ts';
import { answerToCallback, utilisation } from '../../tests/support/esimgo-callbacks.ts';
import type { OperationKind } from './scale-report.ts';
import { CHECKOUT_ANSWERS } from '../../tests/support/checkout-answers.ts';

type Handler = Parameters<typeof call>[0];

export interface ScaleOperation {
  name: string;
  kind: OperationKind;
  /** Makes what one call needs (neither counted nor timed) and answers the call to measure. */
  next(): Promise<() => Promise<unknown>>;
}

/** What the operations act on, picked from the seeded shop. */
export interface ScaleFixtures {
  ownerCookie: string;
  /** A seeded customer, signed in, with the password seeding gave every account. */
  customer: { email: string; password: string; cookie: string; userId: string };
  /** Who buys during the bench, so the seeded customer's orders stay as many at each size. */
  buyerCookie: string;
  /** A delivered order of that customer's, not refunded. */
  order: { id: string; paymentIntentId: string; iccid: string; planId: string };
  /** A name only one seeded account has. */
  name: string;
  /** A destination seeded plans sell (its country code). */
  destination: string;
  /** A day a week ago, YYYY-MM-DD. */
  day: string;
  /** A delivered eSIM whose usage eSIM Go reports. */
  callbackIccid: string;
}

/** Calls `handler` and fails unless it answers `status`; the body is read, as a browser would. */
async function expectAnswer(
  handler: Handler,
  path: string,
  options: CallOptions,
  status = 200,
): Promise<Response> {
  const answer = await call(handler, path, options);
  const body = await answer.text();
  if (answer.status !== status) throw new Error(`${path}: ${answer.status} ${body.slice(0, 120)}`);
  return new Response(body, answer);
}

const fixed = (work: () => Promise<unknown>) => async () => work;

export function staffOperations(f: ScaleFixtures): ScaleOperation[] {
  const staff = (
    name: string,
    handler: Handler,
    path: string,
    params?: Record<string, string>,
  ) => ({
    name,
    kind: 'staff' as const,
    next: fixed(() => expectAnswer(handler, path, { cookie: f.ownerCookie, params })),
  });
  const orders = (name: string, query: string) =>
    staff(`console: orders, ${name}`, adminOrders, `/api/admin/orders${query}`);
  const q = encodeURIComponent;
  const daysAgo = (days: number) =>
    new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  return [
    staff('console: first screen (stats)', adminStats, '/api/admin/stats'),
    orders('first page', ''),
    ...orderStates.map((state) => orders(state, `?status=${state}`)),
    orders('one destination', `?destination=${f.destination}`),
    orders('one day', `?from=${f.day}&to=${f.day}`),
    ...orderStates.map((state) =>
      orders(`${state} in one destination`, `?status=${state}&destination=${f.destination}`),
    ),
    orders('search by e-mail', `?q=${q(f.customer.email)}`),
    orders('search by name', `?q=${q(f.name)}`),
    orders('search by order id', `?q=${f.order.id}`),
    orders('search by payment id', `?q=${f.order.paymentIntentId}`),
    orders('search by ICCID', `?q=${f.order.iccid}`),
    staff('console: one order', adminOrder, `/api/admin/orders/${f.order.id}`, {
      id: f.order.id,
    }),
    staff('console: customers, first page', adminCustomers, '/api/admin/customers'),
    staff('console: customers, by name', adminCustomers, `/api/admin/customers?q=${q(f.name)}`),
    staff('console: one customer', adminCustomer, `/api/admin/customers/${f.customer.userId}`, {
      id: f.customer.userId,
    }),
    staff('console: inbox, first page (open)', adminMessages, '/api/admin/messages?status=open'),
    staff(
      'console: sales, 30 days',
      adminSales,
      `/api/admin/sales?from=${daysAgo(29)}&to=${daysAgo(0)}`,
    ),
    staff('console: audit log', adminAudit, '/api/admin/audit'),
  ];
}

export function customerOperations(f: ScaleFixtures): ScaleOperation[] {
  const { cookie, email, password } = f.customer;
  const buyer = f.buyerCookie;
  const newIntent = async () =>
    (await (
      await expectAnswer(createIntent, '/api/create-payment-intent', {
        body: { ...CHECKOUT_ANSWERS, planId: f.order.planId },
        cookie: buyer,
      })
    ).json()) as { clientSecret: string; paymentIntentId: string };
  return [
    {
      name: 'My Orders (GET /api/orders)',
      kind: 'customer',
      next: fixed(() => expectAnswer(myOrders, '/api/orders', { cookie })),
    },
    {
      name: 'sign-in (POST /api/auth/signin)',
      kind: 'customer',
      next: fixed(() => expectAnswer(signin, '/api/auth/signin', { body: { email, password } })),
    },
    {
      name: 'checkout (POST /api/create-payment-intent)',
      kind: 'customer',
      next: fixed(newIntent),
    },
    {
      name: 'complete-order (POST /api/complete-order)',
      kind: 'customer',
      next: async () => {
        const intent = await newIntent();
        await expectAnswer(confirmPayment, '/api/test-payments/confirm', {
          body: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' },
        });
        const body = { paymentIntentId: intent.paymentIntentId };
        const options = { body, cookie: buyer };
        return () => expectAnswer(completeOrder, '/api/complete-order', options, 201);
      },
    },
    {
      name: 'usage callback (POST /api/esimgo/callback)',
      kind: 'customer',
      next: fixed(async () => {
        const answer = await answerToCallback(utilisation(f.callbackIccid, 0.5));
        if (answer.status !== 200) throw new Error(`callback: ${answer.status}`);
      }),
    },
  ];
}
