/**
 * GET /api/admin/tax: the tax of a quarter per country, scheme, rate and currency, refunds taken
 * off, from the sales counters (before and after the fold); its One-Stop Shop CSV; owners only.
 */
import { beforeAll, describe, expect, test } from 'vitest';
import adminTax from '../../netlify/functions/admin-tax.mts';
import type { TaxAnswer } from '../../src/features/admin/tax/tax-report.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import {
  createOrderOnce,
  markRefunded,
  newOrder,
  saveOrder,
} from '../../src/features/orders/orders.server.ts';
import { runSalesFold } from '../../src/features/orders/sales/sales-fold-step.server.ts';
import { quoteLocally } from '../../src/features/tax/local-tax.ts';
import type { TaxQuoteInput } from '../../src/features/tax/tax-port.ts';
import { call } from '../support/call.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'tax-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });
const { owner, traveller } = useCustomers({ owner: OWNER, traveller: 'tax-buyer@example.com' });

const at = (month: number, day: number) =>
  new Date(Date.UTC(2026, month - 1, day, 12)).toISOString();
let sequence = 0;

/** An order paid at `createdAt`, its tax quoted by the local engine from `buyer`. */
async function paidOrder(
  createdAt: string,
  amountCents: number,
  currency: string,
  buyer: Pick<TaxQuoteInput, 'evidence' | 'business'>,
): Promise<OrderRecord> {
  const tax = quoteLocally({ amount: amountCents, currency, reference: 'ref', ...buyer });
  const made = newOrder({
    paymentIntentId: `pi_tax_report_${++sequence}`,
    userId: traveller.userId,
    plan: JAPAN_5GB_PLAN,
    amountCents,
    currency,
    tax,
  });
  return (await createOrderOnce({ ...made, createdAt, updatedAt: createdAt })).order;
}

const everywhere = (country: string) => ({
  evidence: { billingCountry: country, cardCountry: country, ipCountry: country },
  business: null,
});

async function report(query: string, cookie: string | null = owner.cookie) {
  return call(adminTax, `/api/admin/tax${query}`, { cookie: cookie ?? undefined });
}

beforeAll(async () => {
  await paidOrder(at(1, 10), 1200, 'eur', everywhere('FR'));
  const refunded = await paidOrder(at(2, 10), 1200, 'eur', everywhere('FR'));
  await saveOrder({ ...refunded, provisioningStatus: 'failed', attempts: 3, lastError: 'Refused' });
  await markRefunded(refunded.id, at(2, 11));
  await paidOrder(at(3, 1), 1190, 'eur', {
    ...everywhere('DE'),
    // Confirmed by VIES at checkout, as a reverse charge must be.
    business: {
      vatId: 'DE123456789',
      country: 'DE',
      vatCheck: { valid: true, checkedAt: at(3, 1), requestId: 'WAPI-REPORT' },
    },
  });
  await paidOrder(at(3, 2), 1170, 'eur', {
    evidence: { billingCountry: 'LU', cardCountry: 'FR', ipCountry: 'DE' },
    business: null,
  });
  await paidOrder(at(3, 31), 1100, 'jpy', everywhere('JP'));
  await paidOrder(at(3, 20), 1500, 'usd', everywhere('US')); // not registered: no tax
  await paidOrder(at(4, 1), 1200, 'eur', everywhere('FR')); // the next quarter
});

const FIRST_QUARTER: TaxAnswer = {
  quarter: '2026-Q1',
  from: '2026-01-01',
  to: '2026-03-31',
  rows: [
    {
      ...{ country: 'DE', scheme: 'eu-oss', rateBasisPoints: 0, reverseCharge: true },
      ...{ currency: 'EUR', orders: 1, refundedOrders: 0, gross: 1190, tax: 0, net: 1190 },
      evidenceConflicts: 0,
    },
    {
      ...{ country: 'FR', scheme: 'eu-oss', rateBasisPoints: 2000, reverseCharge: false },
      ...{ currency: 'EUR', orders: 2, refundedOrders: 1, gross: 1200, tax: 200, net: 1000 },
      evidenceConflicts: 0,
    },
    {
      ...{ country: 'LU', scheme: 'eu-oss', rateBasisPoints: 1700, reverseCharge: false },
      ...{ currency: 'EUR', orders: 1, refundedOrders: 0, gross: 1170, tax: 170, net: 1000 },
      evidenceConflicts: 1,
    },
    {
      ...{ country: 'JP', scheme: 'jp', rateBasisPoints: 1000, reverseCharge: false },
      ...{ currency: 'JPY', orders: 1, refundedOrders: 0, gross: 1100, tax: 100, net: 1000 },
      evidenceConflicts: 0,
    },
  ],
};

describe('the quarter’s tax', () => {
  test('per country, rate and currency, refunds off, before and after the fold', async () => {
    expect(await (await report('?quarter=2026-Q1')).json()).toEqual(FIRST_QUARTER);
    await runSalesFold({ now: Date.now(), outOfTime: () => false, memo: null });
    expect(await (await report('?quarter=2026-Q1')).json()).toEqual(FIRST_QUARTER);
    const next = (await (await report('?quarter=2026-Q2')).json()) as TaxAnswer;
    expect(next.rows).toMatchObject([{ country: 'FR', orders: 1, tax: 200 }]);
  });

  test('the One-Stop Shop CSV has the EU consumers’ lines only, in the currency’s units', async () => {
    const answer = await report('?quarter=2026-Q1&format=csv');
    expect(answer.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('Content-Disposition')).toContain('roamly-oss-2026-Q1.csv');
    expect(await answer.text()).toBe(
      [
        'Period,Member state of consumption,Type of supply,VAT rate (%),Currency,Taxable amount,VAT amount',
        '2026-Q1,FR,services,20,EUR,10,2',
        '2026-Q1,LU,services,17,EUR,10,1.7',
        '',
      ].join('\r\n'),
    );
  });
});

describe('refusals', () => {
  test('a customer and a visitor are refused', async () => {
    expect((await report('?quarter=2026-Q1', traveller.cookie)).status).toBe(403);
    expect((await report('?quarter=2026-Q1', null)).status).toBe(401);
  });

  test('a quarter that is not one is refused with a message', async () => {
    const answer = await report('?quarter=2026-Q5');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ message: expect.stringContaining('YYYY-Qn') });
  });
});
