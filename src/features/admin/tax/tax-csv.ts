/**
 * The quarter's One-Stop Shop lines as CSV: per member state of consumption, rate and currency,
 * the taxable amount and the VAT, refunds taken off; supplies reverse-charged to businesses are
 * not in an OSS return and stay out. Shared by the function and the Tax panel.
 */
import { minorUnitsPerUnit } from '../../../lib/money.ts';
import { toCsv } from '../sales/sales-csv.ts';
import type { TaxAnswer } from './tax-report.ts';

const inUnits = (minor: number, currency: string) => minor / minorUnitsPerUnit(currency);

export function ossReturnCsv(answer: TaxAnswer): string {
  const header = [
    'Period',
    'Member state of consumption',
    'Type of supply',
    'VAT rate (%)',
    'Currency',
    'Taxable amount',
    'VAT amount',
  ];
  const lines = answer.rows
    .filter((row) => row.scheme === 'eu-oss' && !row.reverseCharge)
    .map((row) => [
      answer.quarter,
      // Greece is EL in VAT returns.
      row.country === 'GR' ? 'EL' : row.country,
      'services',
      row.rateBasisPoints / 100,
      row.currency,
      inUnits(row.net, row.currency),
      inUnits(row.tax, row.currency),
    ]);
  return toCsv([header, ...lines]);
}
