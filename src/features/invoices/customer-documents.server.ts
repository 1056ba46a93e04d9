/**
 * What the owner of an order gets of its documents: the invoice in force (or the last one, once a
 * refund cancelled it) and the credit note, each only once numbered, as a PDF or a printable page
 * in the language it was issued in.
 */
import { loadTranslator } from '../i18n/load-translator.ts';
import type { BillingDocument, Seller } from './billing-document.ts';
import { documentsOfOrder } from './billing-documents.server.ts';
import { documentLines, type DocumentLines } from './document-lines.ts';
import { documentPage } from './document-page.ts';
import { currentInvoice, isRefundNote } from './in-force.ts';
import { issueInvoice } from './issue.server.ts';
import type { OrderRecord } from '../orders/order.ts';

export type CustomerDocumentKind = 'invoice' | 'credit-note';

/** The numbered document of `kind` of the order, or null when none is issued yet. */
export async function customerDocument(
  orderId: string,
  kind: CustomerDocumentKind,
): Promise<{ document: BillingDocument; lines: DocumentLines } | null> {
  const documents = await documentsOfOrder(orderId);
  const ofKind = documents.filter((d) => d.kind === kind && d.number !== null);
  const inForce = currentInvoice(documents);
  const document =
    kind === 'invoice'
      ? inForce?.number
        ? inForce
        : ofKind.at(-1)
      : (ofKind.find(isRefundNote) ?? ofKind.at(-1));
  if (!document) return null;
  return { document, lines: await linesOf(document, documents) };
}

/**
 * Any document of the order by its id, with its lines once numbered: staff open each one, the
 * cancelled and replaced ones too, printed exactly as its owner gets it.
 */
export async function orderDocumentOf(
  orderId: string,
  id: string,
): Promise<{ document: BillingDocument; lines: DocumentLines | null } | null> {
  const documents = await documentsOfOrder(orderId);
  const document = documents.find((d) => d.id === id);
  if (!document) return null;
  return { document, lines: document.number === null ? null : await linesOf(document, documents) };
}

/** The document's lines in its language, naming the numbers of the documents it refers to. */
async function linesOf(
  document: BillingDocument,
  documents: BillingDocument[],
): Promise<DocumentLines> {
  const numbers = Object.fromEntries(documents.map((d) => [d.id, d.number]));
  return documentLines(document, await loadTranslator(document.locale), numbers);
}

/** `INV-20261129-0001.pdf` */
export const documentFileName = (document: BillingDocument) => `${document.number}.pdf`;

/**
 * The order's invoice as a mail attachment, numbered first if it is not yet: the delivery mail
 * goes out with it (in the background provisioning run, never in an answer).
 */
export async function invoiceAttachment(order: OrderRecord, seller: Seller) {
  const invoice = await issueInvoice(order, seller);
  const lines = await linesOf(invoice, await documentsOfOrder(order.id));
  const { documentPdf } = await import('./document-pdf.server.ts');
  return {
    filename: documentFileName(invoice),
    content: Buffer.from(await documentPdf(lines)),
    contentType: 'application/pdf',
  };
}

/** The printable page of a found document, in its language, linking to its PDF at `pdfUrl`. */
export async function printablePage(
  document: BillingDocument,
  lines: DocumentLines,
  pdfUrl: string,
) {
  const t = await loadTranslator(document.locale);
  return documentPage(lines, { locale: t.locale, pdfUrl, pdfLabel: t('invoice.downloadPdf') });
}
