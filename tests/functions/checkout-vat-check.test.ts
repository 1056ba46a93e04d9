/**
 * A business buyer's EU VAT number takes the VAT off only once VIES confirms it
 * (docs/decisions/0045-vat-numbers-confirmed-with-vies.md): checkout asks a local server shaped
 * like the Commission's VIES REST API, once per quote, and the order keeps its answer.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { DELIVERY_CONSENT_KEY } from '../../src/features/checkout/billing-consent.ts';
import { findOrder, orderIdFor } from '../../src/features/orders/orders.server.ts';
import { call } from '../support/call.ts';
import { payWithTestCard } from '../support/checkout-calls.ts';
import { setEnv } from '../support/env.ts';
import { answer, useHttpServer } from '../support/local-http.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

// Errors: the provisioning trigger has no server here. Warnings: VIES's failures are logged.
useLocalBlobs({ mute: ['error', 'warn'] });
const { buyer } = useCustomers({ buyer: 'vat-buyer@example.com' });

/** What VIES was asked, and how it answers the next question. */
let asked: Record<string, unknown>[] = [];
let vies: (res: ServerResponse, body: Record<string, unknown>) => void;

const viesServer = useHttpServer((req: IncomingMessage, res: ServerResponse) => {
  let text = '';
  req.on('data', (chunk: Buffer) => (text += chunk.toString()));
  req.on('end', () => {
    const body = JSON.parse(text) as Record<string, unknown>;
    asked.push(body);
    vies(res, body);
  });
});

const knows = (valid: boolean) => (res: ServerResponse, body: Record<string, unknown>) =>
  answer(res, 200, {
    ...body,
    requestDate: '2026-11-29T11:45:00.000Z',
    valid,
    requestIdentifier: body.requesterNumber ? 'WAPIAAAAZ5abc789' : '',
    name: valid ? 'ACME GMBH' : '---',
    address: valid ? 'HAUPTSTR. 1, 10115 BERLIN' : '---',
    userError: valid ? 'VALID' : 'INVALID',
  });

let restoreEnv = () => {};
beforeAll(() => {
  // The seller is an Irish company: its own number is sent to VIES as requester.
  restoreEnv = setEnv({
    VAT_CHECK: 'vies',
    VIES_URL: `${viesServer.origin}/rest-api`,
    SELLER_TAX_IDS: 'eu-oss:IE1234567T',
  });
});
afterAll(() => restoreEnv());
beforeEach(() => {
  asked = [];
  vies = knows(true);
});

const ACME = { name: 'Acme GmbH', address: 'Hauptstr. 1, 10115 Berlin', vatId: 'DE123456789' };
const GERMAN_CARD = '4000 0027 6000 0016';

async function open(language = 'en', business: typeof ACME | null = ACME) {
  const answered = await call(createIntent, '/api/create-payment-intent', {
    body: {
      planId: 'fr-5gb-7d',
      currency: 'EUR',
      billingCountry: 'DE',
      deliveryConsent: DELIVERY_CONSENT_KEY,
      ...(business ? { business } : {}),
    },
    cookie: buyer.cookie,
    headers: { 'Accept-Language': language },
    country: 'DE',
  });
  expect(answered.status).toBe(200);
  return (await answered.json()) as CreatedIntent;
}

async function pay(quote: CreatedIntent) {
  await payWithTestCard(quote.clientSecret, GERMAN_CARD);
  const made = await call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: quote.paymentIntentId },
    cookie: buyer.cookie,
  });
  expect(made.status).toBe(201);
  return (await findOrder(orderIdFor(quote.paymentIntentId)))!;
}

test('a number VIES confirms reverse-charges, and the order keeps the check', async () => {
  const quote = await open();
  expect(quote).toMatchObject({ tax: null, vatNotice: null });
  const order = await pay(quote);
  expect(order.tax).toMatchObject({
    country: 'DE',
    reverseCharge: true,
    rateBasisPoints: 0,
    amount: 0,
    vatCheck: {
      valid: true,
      checkedAt: '2026-11-29T11:45:00.000Z',
      requestId: 'WAPIAAAAZ5abc789',
    },
  });
  expect(order.amountCents).toBe(quote.amount);
  // Asked once, for the quote: the card's country re-quotes the tax with the same answer.
  expect(asked).toEqual([
    {
      countryCode: 'DE',
      vatNumber: '123456789',
      requesterMemberStateCode: 'IE',
      requesterNumber: '1234567T',
    },
  ]);
});

test('a number VIES does not confirm pays VAT, and the shopper is told why, in their language', async () => {
  vies = knows(false);
  const quote = await open('de');
  expect(quote.tax).toMatchObject({ country: 'DE', rateBasisPoints: 1900 });
  expect(quote.vatNotice).toEqual({
    reason: 'not-confirmed',
    message: expect.stringContaining('USt-IdNr.') as string,
  });
  const order = await pay(quote);
  expect(order.tax).toMatchObject({
    reverseCharge: false,
    rateBasisPoints: 1900,
    vatCheck: { valid: false, requestId: 'WAPIAAAAZ5abc789' },
  });
  expect(order.tax!.amount).toBeGreaterThan(0);
  expect(order.businessBuyer).toMatchObject({ vatId: 'DE123456789' });
  expect(order.amountCents).toBe(quote.amount);
});

describe('when VIES cannot answer', () => {
  test.each([
    ['a member state’s register is down', 'MS_UNAVAILABLE'],
    ['too many questions at once', 'MS_MAX_CONCURRENT_REQ'],
  ])('(%s) the sale goes on with VAT, never a 5xx', async (_, error) => {
    vies = (res) => answer(res, 500, { actionSucceed: false, errorWrappers: [{ error }] });
    const quote = await open();
    expect(quote.tax).toMatchObject({ country: 'DE', rateBasisPoints: 1900 });
    expect(quote.vatNotice).toEqual({
      reason: 'unreachable',
      message:
        "The EU's VIES service, which confirms VAT numbers, cannot be reached right now, so VAT is included. Try again in a few minutes, or pay with VAT and add the company to the invoice later.",
    });
    const order = await pay(quote);
    expect(order.tax).toMatchObject({ reverseCharge: false, rateBasisPoints: 1900 });
    expect(order.tax?.vatCheck ?? null).toBeNull();
  });
});

test('nobody is asked for a private buyer, nor for a VAT number that could not reverse-charge', async () => {
  await open('en', null);
  // The seller's own member state: a domestic sale, taxed whatever VIES would say.
  const restore = setEnv({ SELLER_TAX_IDS: 'eu-oss:DE987654321' });
  try {
    const quote = await open();
    expect(quote).toMatchObject({ tax: { rateBasisPoints: 1900 }, vatNotice: null });
  } finally {
    restore();
  }
  expect(asked).toEqual([]);
});

test('the offline stand-in confirms a well-formed number, so `npm start` sells to businesses', async () => {
  const restore = setEnv({ VAT_CHECK: undefined });
  try {
    const order = await pay(await open());
    expect(order.tax).toMatchObject({
      reverseCharge: true,
      vatCheck: { valid: true, requestId: null },
    });
    expect(asked).toEqual([]);
  } finally {
    restore();
  }
});
