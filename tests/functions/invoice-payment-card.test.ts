/**
 * The card that paid, named on the order's documents in the buyer's language: paid on the test
 * gateway through the real checkout functions, delivered, refunded, and read back from the PDF.
 */
import { describe, expect, test } from 'vitest';
import authUser from '../../netlify/functions/auth-user.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import orderDocuments from '../../netlify/functions/order-documents.mts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { numberWaitingDocuments } from '../../src/features/invoices/numbering-redrive.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import { findOrder, orderIdFor } from '../../src/features/orders/orders.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { call } from '../support/call.ts';
import { openCheckout, payWithTestCard } from '../support/checkout-calls.ts';
import { simulatorAt } from '../support/refund-orders.ts';
import type { Customer } from '../support/accounts.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

// Errors: the provisioning trigger has no server here; provisioning is run below.
useLocalBlobs({ mute: ['error', 'warn'] });
const customers = useCustomers({
  english: 'card-buyer-en@example.com',
  japanese: 'card-buyer-ja@example.com',
});

const simulator = simulatorAt({ now: Date.now() });

/**
 * `who` buys a plan (or a top-up of one of their eSIMs) with `card` at checkout; the order is made
 * and delivered.
 */
async function boughtWith(
  who: Customer,
  card: string,
  checkout: { planId: string; topUpOf?: string } = { planId: 'jp-5gb-7d' },
) {
  const quote = (await (await openCheckout(who, checkout)).json()) as CreatedIntent;
  expect(await (await payWithTestCard(quote.clientSecret, card)).json()).toEqual({
    status: 'succeeded',
  });
  const made = await call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: quote.paymentIntentId },
    cookie: who.cookie,
  });
  expect(made.status).toBe(201);
  const id = orderIdFor(quote.paymentIntentId);
  await provisionOrder(id, { provider: simulator, sleep: async () => {} });
  return (await findOrder(id))!;
}

/** The text a PDF reader finds in the owner's document of `kind`. */
async function documentText(who: Customer, orderId: string, kind: 'invoice' | 'credit-note') {
  const answer = await call(orderDocuments, `/api/orders/${orderId}/${kind}`, {
    cookie: who.cookie,
    params: { id: orderId },
  });
  expect(answer.status).toBe(200);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const bytes = new Uint8Array(await answer.arrayBuffer());
  const pdf = await pdfjs.getDocument({ data: bytes, useSystemFonts: false }).promise;
  const content = await (await pdf.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('\n');
}

describe('the invoice names the card that paid, in the buyer’s language', () => {
  test('English: the brand and last 4 digits of the test card, kept on the order', async () => {
    const { english } = customers;
    const order = await boughtWith(english, '4242 4242 4242 4242');
    expect(order.paymentCard).toEqual({ brand: 'visa', last4: '4242' });
    const text = await documentText(english, order.id, 'invoice');
    expect(text).toContain('Payment method');
    expect(text).toContain('Visa ending 4242');
  });

  test('Japanese: the same, in Japanese', async () => {
    const { japanese } = customers;
    const changed = await call(authUser, '/api/auth/user', {
      method: 'PATCH',
      body: { locale: 'ja' },
      cookie: japanese.cookie,
    });
    expect(changed.status).toBe(200);
    const order = await boughtWith(japanese, '5555 5555 5555 4444');
    const text = await documentText(japanese, order.id, 'invoice');
    expect(text).toContain('お支払い方法');
    expect(text).toContain('Mastercard（末尾4444）');
  });

  test('a top-up’s invoice names the card that paid for the top-up', async () => {
    const { english } = customers;
    const esim = await boughtWith(english, '4242 4242 4242 4242');
    const topUp = await boughtWith(english, '5555 5555 5555 4444', {
      planId: 'jp-3gb-7d',
      topUpOf: esim.id,
    });
    expect(topUp).toMatchObject({
      topUpOf: esim.id,
      paymentCard: { brand: 'mastercard', last4: '4444' },
      deliveredAt: expect.any(String),
    });
    expect(await documentText(english, topUp.id, 'invoice')).toContain('Mastercard ending 4444');
  });

  test('the credit note of a refund says the money went back to the same card', async () => {
    const { english } = customers;
    const order = await boughtWith(english, '3782 822463 10005');
    expect(
      await requestRefund(english.userId, order.id, { provider: simulator, gateway: testGateway }),
    ).toMatchObject({ ok: true });
    await numberWaitingDocuments({ now: Date.now(), cursor: null, limit: 100 }, sellerDetails());
    const text = await documentText(english, order.id, 'credit-note');
    expect(text).toContain('Refunded to');
    expect(text).toContain('American Express ending 0005');
  });
});
