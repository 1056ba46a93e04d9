/**
 * The invoice PDF: its size and how long one takes to render, in English and Japanese (the font
 * subset differs most between them). The first render of a process loads pdf-lib, fontkit and the
 * 5 MB font: that is what a function's cold instance pays once.
 */
import { billingDocumentSchema } from '../../src/features/invoices/billing-document.ts';
import { documentLines } from '../../src/features/invoices/document-lines.ts';
import { documentPdf } from '../../src/features/invoices/document-pdf.server.ts';
import { en } from '../../src/features/i18n/messages/en/index.ts';
import { ja } from '../../src/features/i18n/messages/ja/index.ts';
import { translatorOf } from '../../src/features/i18n/translate.ts';
import { timeCalls } from './stats.ts';

const WARM_RENDERS = 30;

function sampleInvoice(locale: string) {
  return billingDocumentSchema.parse({
    id: 'bench-order/invoice-1',
    kind: 'invoice',
    orderId: 'bench-order',
    userId: 'bench-user',
    series: 'INV-20261129',
    number: 'INV-20261129-0042',
    issuedAt: '2026-11-29T10:00:00.000Z',
    locale,
    seller: {
      legalName: 'Roamly Ltd (demo)',
      addressLines: ['1 Example Street', 'London EC1A 1AA', 'United Kingdom'],
      email: 'support@example.com',
      taxId: 'EU372000000',
      demo: true,
    },
    buyer: {
      email: 'traveller@example.com',
      business: {
        name: 'Acme GmbH',
        address: 'Hauptstraße 1, 10115 Berlin',
        vatId: 'DE123456789',
        country: 'DE',
      },
    },
    plan: { name: 'Japan 5 GB', data: '5 GB', duration: '7 days' },
    topUp: false,
    total: 1299,
    currency: 'EUR',
    tax: null,
    paymentMethod: 'card',
    cancels: null,
    replaces: null,
  });
}

export async function benchInvoicePdf(): Promise<string> {
  const rows: string[] = [];
  // The catalogues directly: region names (JSON imports plain Node cannot load) print on no invoice.
  for (const [locale, messages] of [
    ['en', en],
    ['ja', ja],
  ] as const) {
    const t = translatorOf(messages, locale, new Map());
    const lines = documentLines(sampleInvoice(locale), t);
    const first = performance.now();
    const bytes = await documentPdf(lines);
    const firstMs = performance.now() - first;
    const warm = await timeCalls(WARM_RENDERS, () => documentPdf(lines));
    rows.push(
      `| invoice PDF, ${locale} | ${(bytes.byteLength / 1024).toFixed(1)} KB | first in a process ${firstMs.toFixed(0)} ms; then p50 ${warm.p50.toFixed(0)} ms, p95 ${warm.p95.toFixed(0)} ms |`,
    );
  }
  return ['| document | size | render time |', '|---|---|---|', ...rows].join('\n');
}
