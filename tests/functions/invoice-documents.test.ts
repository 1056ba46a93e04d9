import { describe, expect, test } from 'vitest';
import orderDocuments from '../../netlify/functions/order-documents.mts';
import type { BillingDocument } from '../../src/features/invoices/billing-document.ts';
import { documentLines } from '../../src/features/invoices/document-lines.ts';
import { documentPdf } from '../../src/features/invoices/document-pdf.server.ts';
import { formatAmount } from '../../src/features/currency/format-price.ts';
import { loadTranslator } from '../../src/features/i18n/load-translator.ts';
import type { OrderTax } from '../../src/features/tax/order-tax.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { call } from '../support/call.ts';
import { deliveredOrder } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error', 'warn'] });
const customers = useCustomers({ buyer: 'invoice-buyer@example.com', other: 'nosy@example.com' });

/** Narrow and no-break spaces read as plain ones, as a reader copying the text gets them. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The text a PDF reader finds in the document: parsing it is the structural check. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), useSystemFonts: false })
    .promise;
  const page = await pdf.getPage(1);
  const content = await page.getTextContent();
  return spaced(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'));
}

const tax = (over: Partial<OrderTax>): OrderTax => ({
  country: 'FR',
  scheme: 'eu-oss',
  rateBasisPoints: 2000,
  amount: 250,
  evidence: { billingCountry: 'FR', cardCountry: 'FR', ipCountry: 'FR' },
  business: false,
  reverseCharge: false,
  calculationId: null,
  transactionId: null,
  ...over,
});

function invoice(locale: string, over: Partial<BillingDocument> = {}): BillingDocument {
  return {
    id: 'ord-1/invoice-1',
    kind: 'invoice',
    orderId: 'ord-1',
    userId: 'user-1',
    series: 'INV-20261129',
    number: 'INV-20261129-0042',
    issuedAt: '2026-11-29T10:00:00.000Z',
    locale,
    seller: {
      legalName: 'Roamly Test SAS',
      addressLines: ['1 Rue Exemple', '75001 Paris'],
      email: 'help@example.com',
      taxId: 'EU372000000',
      demo: false,
    },
    buyer: { email: 'buyer@example.com', business: null },
    plan: { name: 'Japan 5 GB', data: '5 GB', duration: '30' },
    topUp: false,
    total: 1500,
    currency: 'eur',
    tax: tax({}),
    paymentMethod: 'card',
    cancels: null,
    replaces: null,
    ...over,
  };
}

/** Each required field's label, in the document's language (decision 0040). */
const requiredLabels = [
  'invoice.title.invoice',
  'invoice.number',
  'invoice.date',
  'invoice.seller',
  'invoice.taxId',
  'invoice.buyer',
  'invoice.quantity',
  'invoice.net',
  'invoice.taxRate',
  'invoice.taxAmount',
  'invoice.total',
  'invoice.currency',
  'invoice.paymentMethod',
  'invoice.card',
] as const;

describe('the invoice PDF carries every required field, in each language', () => {
  test.each(['en', 'fr', 'de', 'es', 'it', 'ja'])('%s', async (locale) => {
    const t = await loadTranslator(locale);
    const document = invoice(locale);
    const text = await pdfText(await documentPdf(documentLines(document, t)));
    for (const key of requiredLabels) expect(text, key).toContain(t(key));
    for (const value of [
      'INV-20261129-0042',
      'Roamly Test SAS',
      'EU372000000',
      'buyer@example.com',
      'EUR',
    ])
      expect(text).toContain(value);
    expect(text).toContain('Japan 5 GB');
    // The tax and the net in the document's currency and language.
    for (const amount of [250, 1250, 1500])
      expect(text).toContain(spaced(formatAmount(amount, 'eur', t.locale)));
  });

  test('Japan: the T registration number, the rate and the tax per rate, in Japanese', async () => {
    const t = await loadTranslator('ja');
    const document = invoice('ja', {
      currency: 'jpy',
      total: 2200,
      seller: { ...invoice('ja').seller!, taxId: 'T1234567890123' },
      tax: tax({ country: 'JP', scheme: 'jp', rateBasisPoints: 1000, amount: 200 }),
    });
    const text = await pdfText(await documentPdf(documentLines(document, t)));
    expect(text).toContain('登録番号: T1234567890123');
    expect(text).toContain('適用税率');
    expect(text).toContain('10%');
    expect(text).toContain('消費税額等');
    expect(text).toContain('￥200');
    expect(text).toContain('￥2,200');
  });

  test('a reverse charge says so, with the buyer’s company and VAT number', async () => {
    const t = await loadTranslator('de');
    const document = invoice('de', {
      buyer: {
        email: 'buyer@example.com',
        business: {
          name: 'Beispiel GmbH',
          address: 'Hauptstr. 1, Berlin',
          vatId: 'DE123456789',
          country: 'DE',
        },
      },
      tax: tax({
        country: 'DE',
        rateBasisPoints: 0,
        amount: 0,
        business: true,
        reverseCharge: true,
      }),
    });
    const text = await pdfText(await documentPdf(documentLines(document, t)));
    expect(text).toContain('Beispiel GmbH');
    expect(text).toContain('DE123456789');
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers');
  });

  test('an order with no tax scheme prints no tax lines and says VAT was not charged', async () => {
    const t = await loadTranslator('en');
    const text = await pdfText(await documentPdf(documentLines(invoice('en', { tax: null }), t)));
    expect(text).toContain('VAT not charged.');
    expect(text).not.toContain(t('invoice.taxRate'));
  });
});

describe('GET /api/orders/{id}/invoice', () => {
  test('the owner gets the numbered PDF and its printable page; nobody else gets anything', async () => {
    const { buyer, other } = customers;
    const order = await deliveredOrder(
      buyer.userId,
      createSimulatedProvider({ latencyMs: 0, failureRate: 0 }),
    );
    const path = `/api/orders/${order.id}/invoice`;
    const answer = await call(orderDocuments, path, {
      cookie: buyer.cookie,
      params: { id: order.id },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('Content-Type')).toBe('application/pdf');
    expect(answer.headers.get('Cache-Control')).toBe('private, no-store');
    const text = await pdfText(new Uint8Array(await answer.arrayBuffer()));
    expect(text).toMatch(/INV-\d{8}-\d{4}/);
    expect(text).toContain('invoice-buyer@example.com');

    const page = await call(orderDocuments, `${path}?format=html`, {
      cookie: buyer.cookie,
      params: { id: order.id },
    });
    expect(page.headers.get('Content-Type')).toContain('text/html');
    expect(await page.text()).toContain(text.match(/INV-\d{8}-\d{4}/)![0]);

    const nosy = await call(orderDocuments, path, {
      cookie: other.cookie,
      params: { id: order.id },
    });
    expect(nosy.status).toBe(404);
    expect(await nosy.json()).toEqual({ message: expect.any(String) });
    const anonymous = await call(orderDocuments, path, { params: { id: order.id } });
    expect(anonymous.status).toBe(401);
    // No refund, no credit note.
    const credit = await call(orderDocuments, `/api/orders/${order.id}/credit-note`, {
      cookie: buyer.cookie,
      params: { id: order.id },
    });
    expect(credit.status).toBe(404);
  });
});
