/**
 * The order page's tax and billing documents: the tax as decided at checkout with its evidence
 * (or why there is none), the company and the delivery consent, the invoices and credit notes with
 * an audited PDF download each, and whether a refund took the tax back.
 */
import type { ReactNode } from 'react';
import { formatAdminTime } from '../shell/admin-time.ts';
import { formatOrderAmount } from './order-amount.ts';
import type {
  AdminDocumentRow,
  AdminOrderView,
  AdminRefundView,
  AdminTaxView,
} from './order-view.ts';

const heading = 'text-xl font-bold text-slate-900 dark:text-white';
const term = 'font-semibold text-slate-700 dark:text-slate-300';
const link = 'text-brand-700 underline dark:text-brand-200';

const money = (amount: number, currency: string) =>
  formatOrderAmount({ amountCents: amount, currency });
const time = (iso: string) => <time dateTime={iso}>{formatAdminTime(iso)}</time>;
const percent = (basisPoints: number) => `${basisPoints / 100} %`;

const schemeNames = { 'eu-oss': 'EU One-Stop Shop', uk: 'UK VAT', jp: 'Japanese consumption tax' };

/** The one line that says what tax the order carries, or why none. */
function taxLine(tax: AdminTaxView): string {
  switch (tax.status) {
    case 'before-tax':
      return 'No tax computed: the order is from before tax was recorded';
    case 'not-registered':
      return `No tax: the shop is not registered for tax in ${tax.country}`;
    case 'reverse-charge':
      return `Reverse charge (${tax.country}): the buyer accounts for the VAT, VAT id ${tax.buyerVatId ?? 'not given'}`;
    case 'charged':
      return `${tax.country}, ${tax.scheme ? schemeNames[tax.scheme] : 'no scheme'}, ${percent(tax.rateBasisPoints)}: ${money(tax.amount, tax.currency)} included`;
  }
}

function taxRows(tax: AdminTaxView): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [['Tax', taxLine(tax)]];
  if (tax.status === 'before-tax') return rows;
  const { billingCountry, cardCountry, ipCountry } = tax.evidence;
  rows.push([
    'Evidence',
    `billing ${billingCountry ?? '—'}, card ${cardCountry ?? '—'}, IP ${ipCountry ?? '—'}`,
  ]);
  if (tax.evidenceConflict)
    rows.push([
      'Evidence conflict',
      <strong className="text-red-700 dark:text-red-300">
        No two countries agree: taxed in the billing country, to review
      </strong>,
    ]);
  if (tax.transactionId) rows.push(['Tax transaction', tax.transactionId]);
  return rows;
}

function buyerRows(order: AdminOrderView): [string, ReactNode][] {
  const { businessBuyer: company, deliveryConsent: consent } = order;
  return [
    [
      'Company',
      company
        ? `${company.name}, ${company.address || 'no address'} (${company.country}), VAT id ${company.vatId ?? 'none'}`
        : 'None: a private buyer',
    ],
    [
      'Delivery consent',
      consent ? (
        <>
          Given {time(consent.at)} ({consent.locale}, {consent.textKey})
        </>
      ) : (
        'Not recorded (an order from before it was asked)'
      ),
    ],
  ];
}

const reversalTexts: Record<AdminRefundView['taxReversal'], string> = {
  reversed: 'Tax reversed with the tax engine',
  pending: 'Tax not reversed yet: the refund run reverses it before it is done',
  'not-needed': 'No reversal needed: no engine outside the shop recorded the tax',
};

function DocumentList({ documents }: { documents: AdminDocumentRow[] }) {
  if (documents.length === 0) return <p className="text-sm">No invoice or credit note.</p>;
  return (
    <ul className="grid gap-1 text-sm">
      {documents.map((document) => (
        <li key={document.name}>
          {document.kind === 'invoice' ? 'Invoice' : 'Credit note'}{' '}
          <span className="font-mono">{document.number ?? 'not numbered yet'}</span>,{' '}
          {time(document.issuedAt)}, {money(document.total, document.currency)}
          {document.cancels && ` (cancels ${document.cancels})`}
          {document.replaces && ` (replaces ${document.replaces})`}
          {document.pdfUrl && (
            <>
              {' '}
              <a href={document.pdfUrl} download className={link}>
                PDF
              </a>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

interface OrderBillingProps {
  order: AdminOrderView;
  documents: AdminDocumentRow[];
  refund: AdminRefundView | null;
}

export default function OrderBilling({ order, documents, refund }: OrderBillingProps) {
  const rows = [
    ...taxRows(order.tax),
    ...buyerRows(order),
    ...(refund
      ? ([['Refund tax', reversalTexts[refund.taxReversal]]] as [string, ReactNode][])
      : []),
  ];
  return (
    <section aria-labelledby="billing-heading" className="card grid gap-4 p-5">
      <h2 id="billing-heading" className={heading}>
        Tax and billing documents
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {rows.map(([name, value]) => (
          <div key={name} className="contents">
            <dt className={term}>{name}</dt>
            <dd className="text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Each download is written to the audit log.
      </p>
      <DocumentList documents={documents} />
    </section>
  );
}
