/**
 * What selling lawfully keeps of an order, on its console page: tax and evidence, company and
 * delivery consent, invoices and credit notes with an audited staff download, and whether a refund
 * took the tax back. Real checkout, provisioning, refunds and numbering.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import adminOrder from '../../netlify/functions/admin-order.mts';
import adminOrderDocument from '../../netlify/functions/admin-order-document.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import orderDocuments from '../../netlify/functions/order-documents.mts';
import OrderBilling from '../../src/features/admin/orders/OrderBilling.tsx';
import type { AdminOrderAnswer } from '../../src/features/admin/orders/order-view.ts';
import { DELIVERY_CONSENT_KEY } from '../../src/features/checkout/billing-consent.ts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { numberWaitingDocuments } from '../../src/features/invoices/numbering-redrive.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import { orderIdFor } from '../../src/features/orders/orders.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { auditPage } from '../../src/features/staff/audit-log.server.ts';
import { createStripeTax } from '../../src/features/tax/stripe-tax.server.ts';
import { invitedStaffMember } from '../support/accounts.ts';
import { call } from '../support/call.ts';
import { payWithTestCard } from '../support/checkout-calls.ts';
import { setEnv } from '../support/env.ts';
import { answer, useHttpServer } from '../support/local-http.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { pdfText } from '../support/pdf-text.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'billing-owner@roamly.example';
// Errors: the provisioning trigger has no server here.
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['error', 'warn'] });
const { owner, buyer } = useCustomers({ owner: OWNER, buyer: 'billing-buyer@example.com' });

/** Stripe's tax reversal endpoint, shaped like Stripe's API: one reversal per idempotency key. */
function stripeTax(req: IncomingMessage, res: ServerResponse) {
  req.resume();
  req.on('end', () =>
    req.url === '/v1/tax/transactions/create_reversal'
      ? answer(res, 200, { id: 'tax_rev_1', object: 'tax.transaction', type: 'reversal' })
      : answer(res, 404, {}),
  );
}
const stripe = useHttpServer(stripeTax);

const CARDS = { GB: '4000 0082 6000 0000', DE: '4000 0027 6000 0016' } as const;

interface Bought {
  billingCountry: string;
  ipCountry: string;
  card: keyof typeof CARDS;
  business?: { name: string; address: string; vatId: string };
}

/** `buyer` checks out a plan in euros, pays with a card of `card`, and it is delivered. */
async function boughtAndDelivered({ billingCountry, ipCountry, card, business }: Bought) {
  const opened = await call(createIntent, '/api/create-payment-intent', {
    body: {
      planId: 'fr-5gb-7d',
      currency: 'EUR',
      billingCountry,
      deliveryConsent: DELIVERY_CONSENT_KEY,
      ...(business ? { business } : {}),
    },
    cookie: buyer.cookie,
    country: ipCountry,
  });
  const quote = (await opened.json()) as CreatedIntent;
  expect(await (await payWithTestCard(quote.clientSecret, CARDS[card])).json()).toEqual({
    status: 'succeeded',
  });
  const made = await call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: quote.paymentIntentId },
    cookie: buyer.cookie,
  });
  expect(made.status).toBe(201);
  const delivered = await provisionOrder(orderIdFor(quote.paymentIntentId), {
    provider: createSimulatedProvider({ latencyMs: 0, failureRate: 0 }),
    sleep: async () => {},
  });
  expect(delivered?.deliveredAt).toEqual(expect.any(String));
  return delivered!;
}

async function viewed(id: string): Promise<AdminOrderAnswer> {
  const response = await call(adminOrder, `/api/admin/orders/${id}`, {
    cookie: owner.cookie,
    params: { id },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as AdminOrderAnswer;
}

const download = (id: string, name: string, cookie = owner.cookie) =>
  call(adminOrderDocument, `/api/admin/orders/${id}/documents/${name}`, {
    cookie,
    params: { id, name },
  });

const numberCreditNotes = () =>
  numberWaitingDocuments({ now: Date.now(), cursor: null, limit: 100 }, sellerDetails());

describe('the tax of an order on its console page', () => {
  test('paid with tax: country, scheme, rate, amount, evidence flagged as conflicting, consent, invoice', async () => {
    const order = await boughtAndDelivered({ billingCountry: 'FR', ipCountry: 'DE', card: 'GB' });
    const answer = await viewed(order.id);
    expect(answer.order.tax).toEqual({
      status: 'charged',
      country: 'FR',
      scheme: 'eu-oss',
      rateBasisPoints: 2000,
      amount: order.tax!.amount,
      currency: 'eur',
      evidence: { billingCountry: 'FR', cardCountry: 'GB', ipCountry: 'DE' },
      evidenceConflict: true,
      business: false,
      buyerVatId: null,
      calculationId: null,
      transactionId: null,
    });
    expect(order.tax!.amount).toBeGreaterThan(0);
    expect(answer.order.deliveryConsent).toEqual({
      at: order.deliveryConsent!.at,
      textKey: DELIVERY_CONSENT_KEY,
      locale: 'en',
    });
    expect(answer.order.businessBuyer).toBeNull();
    expect(answer.documents).toEqual([
      {
        name: 'invoice-1',
        kind: 'invoice',
        number: expect.stringMatching(/^INV-\d{8}-\d{4}$/),
        issuedAt: expect.any(String),
        total: order.amountCents,
        currency: 'eur',
        cancels: null,
        replaces: null,
        pdfUrl: `/api/admin/orders/${order.id}/documents/invoice-1`,
      },
    ]);
    expect(answer.refund).toBeNull();
  });

  test('a business buyer reverse-charged: its company, and the VAT id the invoice names', async () => {
    const business = { name: 'Acme GmbH', address: 'Hauptstr. 1, Berlin', vatId: 'DE123456789' };
    const order = await boughtAndDelivered({
      billingCountry: 'DE',
      ipCountry: 'DE',
      card: 'DE',
      business,
    });
    const { order: view } = await viewed(order.id);
    expect(view.businessBuyer).toEqual({ ...business, country: 'DE' });
    expect(view.tax).toMatchObject({
      status: 'reverse-charge',
      country: 'DE',
      rateBasisPoints: 0,
      amount: 0,
      business: true,
      buyerVatId: 'DE123456789',
      evidenceConflict: false,
    });
  });

  test('no tax computed: where the shop is not registered, and on an order from before tax', async () => {
    const restore = setEnv({ TAX_REGISTRATIONS: 'none' });
    let unregistered;
    try {
      unregistered = await boughtAndDelivered({
        billingCountry: 'FR',
        ipCountry: 'FR',
        card: 'GB',
      });
    } finally {
      restore();
    }
    expect((await viewed(unregistered.id)).order.tax).toMatchObject({
      status: 'not-registered',
      scheme: null,
      amount: 0,
    });
    const older = await paidOrder(buyer.userId, `pi_billing_before_tax_${Date.now()}`);
    const answer = await viewed(older.id);
    expect(answer.order.tax).toEqual({ status: 'before-tax' });
    expect(answer.order.deliveryConsent).toBeNull();
    expect(answer.documents).toEqual([]);
  });
});

test('the order page states the tax, flags the conflict and links the numbered invoice', async () => {
  const order = await boughtAndDelivered({ billingCountry: 'FR', ipCountry: 'DE', card: 'GB' });
  const { order: view, documents, refund } = await viewed(order.id);
  const html = renderToStaticMarkup(
    createElement(OrderBilling, { order: view, documents, refund }),
  );
  const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
  expect(text).toMatch(/FR, EU One-Stop Shop, 20 %: €\d+\.\d\d included/);
  expect(text).toContain('billing FR, card GB, IP DE');
  expect(text).toContain('No two countries agree');
  expect(text).toContain(`Invoice ${documents[0]!.number}`);
  expect(html).toContain(`href="/api/admin/orders/${order.id}/documents/invoice-1"`);
});

describe('a refund on the console page says whether its tax went back', () => {
  test('a tax committed to Stripe Tax: reversed; the credit note joins the invoice', async () => {
    const { hostname, port } = new URL(stripe.origin);
    const tax = createStripeTax({
      secretKey: 'sk_test_local',
      clientOptions: { host: hostname, port: Number(port), protocol: 'http' },
    });
    const provider = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(buyer.userId, provider, {
      tax: {
        country: 'FR',
        scheme: 'eu-oss',
        rateBasisPoints: 2000,
        amount: 200,
        evidence: { billingCountry: 'FR', cardCountry: 'FR', ipCountry: 'FR' },
        business: false,
        reverseCharge: false,
        calculationId: 'taxcalc_1',
        transactionId: 'tax_1',
      },
    });
    const refunded = await requestRefund(buyer.userId, order.id, {
      provider,
      gateway: testGateway,
      tax,
    });
    expect(refunded).toMatchObject({ ok: true, finished: true });
    await numberCreditNotes();
    const answer = await viewed(order.id);
    expect(answer.refund).toEqual({
      startedAt: expect.any(String),
      step: 'done',
      taxReversal: 'reversed',
    });
    expect(answer.documents.map((row) => [row.kind, row.cancels])).toEqual([
      ['invoice', null],
      ['credit-note', 'invoice-1'],
    ]);
    expect(answer.documents[1]!.number).toMatch(/^CN-\d{8}-\d{4}$/);
  });

  test('a tax only the shop recorded (the local engine): nothing to reverse outside it', async () => {
    const provider = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(buyer.userId, provider);
    await requestRefund(buyer.userId, order.id, { provider, gateway: testGateway });
    expect((await viewed(order.id)).refund).toMatchObject({
      step: 'done',
      taxReversal: 'not-needed',
    });
  });
});

describe('GET /api/admin/orders/{id}/documents/{name}', () => {
  test("staff download the customer's own document, and the download is audited", async () => {
    const order = await deliveredOrder(buyer.userId, simulatorAt({ now: Date.now() }));
    const before = (await auditPage(null)).entries.length;
    const staffCopy = await download(order.id, 'invoice-1');
    expect(staffCopy.status).toBe(200);
    expect(staffCopy.headers.get('Content-Type')).toBe('application/pdf');
    expect(staffCopy.headers.get('Cache-Control')).toBe('private, no-store');
    const customerCopy = await call(orderDocuments, `/api/orders/${order.id}/invoice`, {
      cookie: buyer.cookie,
      params: { id: order.id },
    });
    const staffText = await pdfText(new Uint8Array(await staffCopy.arrayBuffer()));
    const customerText = await pdfText(new Uint8Array(await customerCopy.arrayBuffer()));
    const number = /INV-\d{8}-\d{4}/.exec(customerText)![0];
    expect(staffCopy.headers.get('Content-Disposition')).toContain(`${number}.pdf`);
    expect(staffText).toBe(customerText);
    const entries = (await auditPage(null)).entries;
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({
      action: 'order.document-download',
      actor: { id: owner.userId, email: OWNER, role: 'owner' },
      target: { kind: 'order', id: order.id },
      after: { document: number },
    });
  });

  test("support open a customer's documents, not a staff member's (403); strangers 401, customers 403", async () => {
    const support = await invitedStaffMember(owner.cookie, 'billing-support@roamly.example');
    const customers = await deliveredOrder(buyer.userId, simulatorAt({ now: Date.now() }));
    const owners = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    expect((await download(customers.id, 'invoice-1', support.cookie)).status).toBe(200);
    const before = (await auditPage(null)).entries.length;
    const peer = await download(owners.id, 'invoice-1', support.cookie);
    expect(peer.status).toBe(403);
    expect(await peer.json()).toEqual({
      message: "Only an owner can open a staff member's documents",
    });
    expect((await download(customers.id, 'invoice-1', '')).status).toBe(401);
    const customer = await download(customers.id, 'invoice-1', buyer.cookie);
    expect(customer.status).toBe(403);
    expect(await customer.json()).toEqual({ message: 'Access denied' });
    expect((await auditPage(null)).entries.length).toBe(before);
  });

  test('a document not numbered yet 409, no such document or order 404, a bad id 400; none audited', async () => {
    const order = await deliveredOrder(buyer.userId, simulatorAt({ now: Date.now() }));
    const provider = simulatorAt({ now: Date.now() });
    const refunded = await deliveredOrder(buyer.userId, provider);
    await requestRefund(buyer.userId, refunded.id, { provider, gateway: testGateway });
    const creditNote = (await viewed(refunded.id)).documents.find((d) => d.kind === 'credit-note')!;
    expect(creditNote).toMatchObject({ number: null, pdfUrl: null });
    const before = (await auditPage(null)).entries.length;
    const unnumbered = await download(refunded.id, creditNote.name);
    expect(unnumbered.status).toBe(409);
    expect(await unnumbered.json()).toEqual({ message: expect.stringContaining('no number yet') });
    for (const name of ['invoice-2', 'receipt-1', '..%2Finvoice-1', 'invoice-1/x'])
      expect((await download(order.id, name)).status, name).toBe(404);
    expect((await download('0'.repeat(24), 'invoice-1')).status).toBe(404);
    expect((await download('not-an-order', 'invoice-1')).status).toBe(400);
    expect((await auditPage(null)).entries.length).toBe(before);
  });
});
