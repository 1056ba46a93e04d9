/**
 * What a document prints, in its language, as labelled lines: the one source of the PDF and the
 * printable page, so both always carry the same fields (decision 0040 lists them).
 */
import { formatAmount } from '../currency/format-price.ts';
import { intlLocale } from '../i18n/intl.ts';
import type { Translator } from '../i18n/translate.ts';
import type { BillingDocument } from './billing-document.ts';
import { isRefundNote } from './in-force.ts';
import { paymentMethodText } from './payment-method.ts';

export interface DocumentLines {
  title: string;
  /** Number, date, order. */
  heading: [string, string][];
  seller: { label: string; lines: string[] };
  buyer: { label: string; lines: string[] };
  item: { description: string; quantity: string };
  amounts: [string, string][];
  notes: string[];
}

/** `referenced`: the numbers of the documents this one cancels or replaces, by id. */
export function documentLines(
  document: BillingDocument,
  t: Translator,
  referenced: Record<string, string | null> = {},
): DocumentLines {
  const money = (amount: number) => formatAmount(amount, document.currency, t.locale);
  const { tax, seller, buyer } = document;
  const charged = tax !== null && tax.scheme !== null;
  const taxAmount = charged ? tax.amount : 0;
  const credit = document.kind === 'credit-note';
  const business = buyer.business;
  const amounts: [string, string][] = [[t('invoice.net'), money(document.total - taxAmount)]];
  if (charged)
    amounts.push(
      [t('invoice.taxRate'), percent(tax.rateBasisPoints, t)],
      [t('invoice.taxAmount'), money(taxAmount)],
    );
  amounts.push(
    [t(credit ? 'invoice.totalCredited' : 'invoice.total'), money(document.total)],
    [t('invoice.currency'), document.currency.toUpperCase()],
    [
      t(isRefundNote(document) ? 'invoice.refundedTo' : 'invoice.paymentMethod'),
      paymentMethodText(document.paymentCard, t),
    ],
  );
  const notes: string[] = [];
  if (tax?.reverseCharge && business?.vatId)
    notes.push(t('invoice.reverseCharge', { vatId: business.vatId }));
  else if (!charged) notes.push(t('invoice.notCharged'));
  if (document.cancels)
    notes.push(t('invoice.cancels', { number: referenced[document.cancels] ?? '—' }));
  if (document.replaces)
    notes.push(t('invoice.replaces', { number: referenced[document.replaces] ?? '—' }));
  if (seller?.demo) notes.push(t('invoice.demo'));
  const words = {
    plan: document.plan.name,
    data: document.plan.data,
    duration: document.plan.duration,
  };
  return {
    title: t(credit ? 'invoice.title.creditNote' : 'invoice.title.invoice'),
    heading: [
      [t('invoice.number'), document.number ?? '—'],
      [t('invoice.date'), dateIn(document.issuedAt, t)],
      ...supplyDate(document, t),
      [t('invoice.order'), document.orderId],
    ],
    seller: {
      label: t('invoice.seller'),
      lines: seller
        ? [
            seller.legalName,
            ...seller.addressLines,
            seller.email,
            ...(seller.taxId ? [`${t('invoice.taxId')}: ${seller.taxId}`] : []),
          ]
        : [],
    },
    buyer: {
      label: t('invoice.buyer'),
      lines: [
        ...(business ? [business.name, ...business.address.split('\n'), business.country] : []),
        ...(business?.vatId ? [`${t('invoice.buyerVatId')}: ${business.vatId}`] : []),
        buyer.email,
      ].filter(Boolean),
    },
    item: {
      description: t(document.topUp ? 'invoice.itemTopUp' : 'invoice.item', words),
      quantity: `${t('invoice.quantity')}: 1`,
    },
    amounts,
    notes,
  };
}

const percent = (basisPoints: number, t: Translator) =>
  new Intl.NumberFormat(intlLocale(t.locale), {
    style: 'percent',
    maximumFractionDigits: 2,
  }).format(basisPoints / 10_000);

const dateIn = (iso: string, t: Translator) =>
  new Intl.DateTimeFormat(intlLocale(t.locale), { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );

/** The date of supply, when it is not the day of issue (EU VAT Directive Art. 226(7)). */
function supplyDate(document: BillingDocument, t: Translator): [string, string][] {
  const { suppliedAt, issuedAt } = document;
  if (!suppliedAt || suppliedAt.slice(0, 10) === issuedAt.slice(0, 10)) return [];
  return [[t('invoice.supplyDate'), dateIn(suppliedAt, t)]];
}
