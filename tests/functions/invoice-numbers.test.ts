import { describe, expect, test } from 'vitest';
import type { BillingDocument } from '../../src/features/invoices/billing-document.ts';
import { findDocument, saveDraft } from '../../src/features/invoices/billing-documents.server.ts';
import { issueInvoice } from '../../src/features/invoices/issue.server.ts';
import { numberDocument } from '../../src/features/invoices/numbering.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { atomicConditionalWrites } from '../support/atomic-blobs.ts';
import { failOrderWrites, forEachInterleaving } from '../support/faults-blobs.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error'] });

let sequence = 0;
const SELLER = sellerDetails();

/** A drafted invoice in a series of its own (`T<n>`), so each test numbers from 1. */
async function draft(series: string, name = `order-${++sequence}`): Promise<BillingDocument> {
  return saveDraft({
    id: `${name}/invoice-1`,
    kind: 'invoice',
    orderId: name,
    userId: 'user-1',
    series,
    number: null,
    issuedAt: new Date().toISOString(),
    locale: 'en',
    seller: { legalName: 'S', addressLines: [], email: 's@example.com', taxId: null, demo: true },
    buyer: { email: 'b@example.com', business: null },
    plan: { name: 'Japan 5 GB', data: '5 GB', duration: '30 days' },
    topUp: false,
    total: 1500,
    currency: 'usd',
    tax: null,
    paymentMethod: 'card',
    cancels: null,
    replaces: null,
  });
}

const numbersOf = async (ids: string[]) =>
  Promise.all(ids.map(async (id) => (await findDocument(id))!.number));

describe('invoice numbers: gapless per series, one per document', () => {
  test('50 paid orders delivered at once get 50 consecutive numbers, none twice', async () => {
    const buyer = await signedInCustomer('fifty-invoices@example.com');
    const orders = await Promise.all(
      Array.from({ length: 50 }, (_, i) => paidOrder(buyer.userId, `pi_fifty_${i}`)),
    );
    const atomic = atomicConditionalWrites();
    let issued: BillingDocument[];
    try {
      issued = await Promise.all(orders.map((order) => issueInvoice(order, SELLER)));
    } finally {
      atomic.restore();
    }
    const series = issued[0]!.series;
    expect(series).toMatch(/^INV-\d{8}$/);
    const expected = Array.from(
      { length: 50 },
      (_, i) => `${series}-${String(i + 1).padStart(4, '0')}`,
    );
    expect(issued.map((document) => document.number).sort()).toEqual(expected);
    expect((await numbersOf(issued.map((document) => document.id))).sort()).toEqual(expected);
    // Issued again (a retry, a second path): the same number, never a new one.
    const again = await issueInvoice(orders[7]!, SELLER);
    expect(again.number).toBe(issued[7]!.number);
  });

  test('two documents racing for a series get 1 and 2, at every interleaving', async () => {
    const tries = await forEachInterleaving({
      setup: async () => {
        const series = `T${++sequence}`;
        return { series, a: await draft(series), b: await draft(series) };
      },
      matches: (fixture, key) => key.includes(fixture.series) || key.includes(fixture.a.orderId),
      holdAfterReads: 'getWithMetadata',
      runA: (fixture) => numberDocument(fixture.a.id, SELLER),
      runB: (fixture) => numberDocument(fixture.b.id, SELLER),
      check: async ({ fixture, a, b }) => {
        expect([a.number, b.number].sort()).toEqual([
          `${fixture.series}-0001`,
          `${fixture.series}-0002`,
        ]);
        expect(await numbersOf([fixture.a.id, fixture.b.id])).toEqual([a.number, b.number]);
      },
    });
    expect(tries).toBeGreaterThan(2);
  });

  test('two paths numbering one document give it one number, at every interleaving', async () => {
    await forEachInterleaving({
      setup: async () => {
        const series = `T${++sequence}`;
        return { series, a: await draft(series), later: `${series}-later` };
      },
      matches: (fixture, key) => key.includes(fixture.series) || key.includes(fixture.a.orderId),
      holdAfterReads: 'getWithMetadata',
      runA: (fixture) => numberDocument(fixture.a.id, SELLER),
      runB: (fixture) => numberDocument(fixture.a.id, SELLER),
      check: async ({ fixture, a, b }) => {
        expect(a.number).toBe(`${fixture.series}-0001`);
        expect(b.number).toBe(a.number);
        // The next document of the series takes 2: no number was taken twice for the first one.
        const next = await draft(fixture.series);
        expect((await numberDocument(next.id, SELLER)).number).toBe(`${fixture.series}-0002`);
      },
    });
  });

  test('a number whose document write failed is completed, never skipped', async () => {
    const series = `T${++sequence}`;
    const first = await draft(series);
    const second = await draft(series);
    const fault = failOrderWrites(
      (key, value) =>
        key === `billing-doc/${first.id}` && (value as BillingDocument).number !== null,
    );
    try {
      await expect(numberDocument(first.id, SELLER)).rejects.toThrow(/injected fault/);
    } finally {
      fault.restore();
    }
    // The next document of the series writes the first one's number before taking its own.
    expect((await numberDocument(second.id, SELLER)).number).toBe(`${series}-0002`);
    expect((await findDocument(first.id))!.number).toBe(`${series}-0001`);
    expect((await numberDocument(first.id, SELLER)).number).toBe(`${series}-0001`);
  });
});
