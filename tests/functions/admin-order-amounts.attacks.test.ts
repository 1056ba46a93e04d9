/**
 * Money as staff read it: an order paid in euros or yen shows what was charged, in that currency
 * (JPY has no minor units), on the order's timeline and in the console's order list, never the
 * plan's USD list price written with the order's currency code.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import adminOrder from '../../netlify/functions/admin-order.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import OrderResultsTable from '../../src/features/admin/orders/OrderResultsTable.tsx';
import type { OrderSearchAnswer } from '../../src/features/admin/orders/order-search.ts';
import type { AdminOrderAnswer } from '../../src/features/admin/orders/order-view.ts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import {
  createOrderOnce,
  findOrder,
  newOrder,
  orderIdFor,
} from '../../src/features/orders/orders.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { payWithTestCard } from '../support/checkout-calls.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';
import { CHECKOUT_ANSWERS } from '../support/checkout-answers.ts';

const OWNER = 'amounts-owner@roamly.example';
// Errors: complete-order's provisioning trigger has no server here.
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['error'] });
const { owner, traveller } = useCustomers({
  owner: OWNER,
  traveller: 'amounts-traveller@example.com',
});

/** Albania 3 GB for 7 days: $9.50, which the shipped rates sell at €7.99 and ¥1,480. */
const PLAN_ID = 'al-3gb-7d';

/** The plan bought through checkout in `currency` and paid with the test card. */
async function orderPaidIn(currency: 'EUR' | 'JPY') {
  const quote = await call(createIntent, '/api/create-payment-intent', {
    body: { ...CHECKOUT_ANSWERS, planId: PLAN_ID, currency },
    cookie: traveller.cookie,
  });
  const intent = (await quote.json()) as CreatedIntent;
  expect(await (await payWithTestCard(intent.clientSecret)).json()).toEqual({
    status: 'succeeded',
  });
  const completed = await call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: intent.paymentIntentId },
    cookie: traveller.cookie,
  });
  expect(completed.status).toBe(201);
  return (await findOrder(orderIdFor(intent.paymentIntentId)))!;
}

async function staffAnswer<Answer>(response: Response): Promise<Answer> {
  expect(response.status).toBe(200);
  return (await response.json()) as Answer;
}

async function orderPage(id: string): Promise<AdminOrderAnswer> {
  const response = await call(adminOrder, `/api/admin/orders/${id}`, {
    cookie: owner.cookie,
    params: { id },
  });
  return staffAnswer<AdminOrderAnswer>(response);
}

describe('the amounts staff read', () => {
  test.each([
    ['EUR', 799, '€7.99'],
    ['JPY', 1480, '¥1,480'],
  ] as const)(
    'an order paid in %s: the timeline states %i minor units as %s',
    async (currency, amount, shown) => {
      const order = await orderPaidIn(currency);
      expect(order).toMatchObject({ amountCents: amount, currency: currency.toLowerCase() });
      const { timeline } = await orderPage(order.id);
      const checkout = timeline.find((entry) => entry.kind === 'checkout-created');
      expect(checkout?.summary).toMatch(new RegExp(`^Checkout opened: 3GB 7 Days at ${shown},`));
      expect(JSON.stringify(timeline)).not.toMatch(/9\.50/);
    },
  );

  test('the order list shows a yen order in yen, not a hundredth of it', async () => {
    const order = await orderPaidIn('JPY');
    const { orders } = await staffAnswer<OrderSearchAnswer>(
      await call(adminOrders, `/api/admin/orders?q=${order.id}`, { cookie: owner.cookie }),
    );
    expect(orders.map((row) => [row.amountCents, row.currency])).toEqual([[1480, 'jpy']]);
    const table = renderToStaticMarkup(createElement(OrderResultsTable, { rows: orders }));
    expect(table).toContain('¥1,480');
  });

  test("a top-up on the eSIM's timeline states what the top-up charged, in its currency", async () => {
    const esim = await orderPaidIn('EUR');
    const { order: topUp } = await createOrderOnce(
      newOrder({
        paymentIntentId: `pi_test_amounts_top_up_${Date.now()}`,
        userId: traveller.userId,
        plan: { ...esim.plan, id: 'al-1gb-7d', name: '1GB 7 Days' },
        amountCents: 620,
        currency: 'jpy',
        topUp: { orderId: esim.id, iccid: '8944000000000000001' },
      }),
    );
    const { timeline } = await orderPage(esim.id);
    expect(timeline.find((entry) => entry.detail === `Top-up order ${topUp.id}`)?.summary).toBe(
      'Top-up paid: 1GB 7 Days at ¥620',
    );
    recordAttack({
      round: 4,
      item: 7,
      attack:
        "read a euro and a yen order's amounts on the staff timeline and order list: the USD list price with the order's currency code, or yen as hundredths",
      tries: 4,
      outcome: 'no effect',
    });
  });
});
