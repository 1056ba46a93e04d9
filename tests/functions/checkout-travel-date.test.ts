/**
 * 'When do you travel?' at checkout: the date given, and the phone the buyer paid from, reach the
 * order the payment makes (the install reminder reads both there); a date that is no day, in the
 * past or more than a year ahead is refused with a message and opens no checkout. Real local Blobs
 * and test gateway.
 */
import { describe, expect, test } from 'vitest';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { isoDay } from '../../src/features/orders/travel-date.ts';
import { findOrder, orderIdFor } from '../../src/features/orders/orders.server.ts';
import { call } from '../support/call.ts';
import { CHECKOUT_ANSWERS } from '../support/checkout-answers.ts';
import { payWithTestCard } from '../support/checkout-calls.ts';
import { quotesOfCustomer } from '../../src/features/payments/customer-quotes.server.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error'] });
const { buyer } = useCustomers({ buyer: 'traveller@example.com' });

const DAY = 86_400_000;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

function open(extra: Record<string, unknown>, userAgent?: string, language = 'en') {
  return call(createIntent, '/api/create-payment-intent', {
    body: { planId: 'jp-5gb-7d', ...CHECKOUT_ANSWERS, ...extra },
    cookie: buyer.cookie,
    headers: { 'Accept-Language': language, ...(userAgent ? { 'User-Agent': userAgent } : {}) },
  });
}

async function buy(extra: Record<string, unknown>, userAgent?: string) {
  const answer = await open(extra, userAgent);
  expect(answer.status).toBe(200);
  const quote = (await answer.json()) as CreatedIntent;
  await payWithTestCard(quote.clientSecret);
  const made = await call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: quote.paymentIntentId },
    cookie: buyer.cookie,
  });
  expect(made.status).toBe(201);
  return (await findOrder(orderIdFor(quote.paymentIntentId)))!;
}

describe('the travel date and the phone reach the order', () => {
  test('a date given on an iPhone', async () => {
    const travelDate = isoDay(Date.now() + 10 * DAY);
    const order = await buy({ travelDate }, IPHONE);
    expect(order).toMatchObject({ travelDate, buyerPhone: 'ios' });
  });

  test('no date, on an Android phone', async () => {
    expect(await buy({}, PIXEL)).toMatchObject({ travelDate: null, buyerPhone: 'android' });
  });

  test('today and a year ahead are taken', async () => {
    expect(await buy({ travelDate: isoDay(Date.now()) })).toMatchObject({ buyerPhone: 'other' });
    await buy({ travelDate: isoDay(Date.now() + 366 * DAY) });
  });
});

describe('a date that is no trip is refused, and opens no checkout', () => {
  const cases = [
    ['not a date', 'next week'],
    ['no such day', '2027-02-30'],
    ['a week ago', isoDay(Date.now() - 7 * DAY)],
    ['two years ahead', isoDay(Date.now() + 730 * DAY)],
  ];
  test.each(cases)('%s', async (_case, travelDate) => {
    const before = await quotesOfCustomer(buyer.userId);
    const answer = await open({ travelDate }, IPHONE, 'fr');
    expect(answer.status).toBe(400);
    expect(JSON.stringify(await answer.json())).toContain('Choisissez une date de départ');
    expect(await quotesOfCustomer(buyer.userId)).toEqual(before);
  });
});
