/**
 * The owners' tax report, GET /api/admin/tax?quarter=2026-Q4 (&format=csv): the query schema the
 * function reads and the answer the Tax panel draws. The island imports only the types and the
 * quarter helpers. An order counts in the quarter it was paid, its refund there too.
 */
import * as z from 'zod';
import { optionalParam } from '../../../lib/page-query.ts';
import type { TaxScheme } from '../../tax/tax-schemes.ts';
import { quarterOf } from './tax-quarters.ts';

export const taxQuerySchema = z
  .object({
    quarter: optionalParam(
      z
        .string()
        .regex(/^(20\d{2})-Q[1-4]$/, 'Choose a quarter as YYYY-Qn, e.g. 2026-Q4, from 2000 on'),
    ),
    format: optionalParam(z.enum(['json', 'csv'], { error: 'The format is json or csv' })),
  })
  .transform(({ quarter, format }) => ({
    quarter: quarter ?? quarterOf(new Date().toISOString()),
    format: format ?? 'json',
  }));

/** One country, scheme, rate and currency over the quarter, refunds taken off. */
export interface TaxReportRow {
  country: string;
  scheme: TaxScheme;
  rateBasisPoints: number;
  reverseCharge: boolean;
  currency: string;
  /** Orders paid, and of them refunded. */
  orders: number;
  refundedOrders: number;
  /** After refunds, in minor units of `currency`: gross = net + tax. */
  gross: number;
  tax: number;
  net: number;
  /** Orders whose evidence of the buyer's country did not agree: to review. */
  evidenceConflicts: number;
}

export interface TaxAnswer {
  quarter: string;
  from: string;
  to: string;
  rows: TaxReportRow[];
}
