/**
 * Orders and top-ups delivered before invoices existed get their invoice from the re-drive's
 * backfill (and, when refunded, their credit note), numbered by 'documents to number', each once
 * however the runs interleave; once past the day of its first run the step costs nothing.
 */
import { describe, expect, test } from 'vitest';
import orderDocuments from '../../netlify/functions/order-documents.mts';
import { documentsOfOrder } from '../../src/features/invoices/billing-documents.server.ts';
import { backfillInvoices } from '../../src/features/invoices/invoice-backfill.server.ts';
import { numberWaitingDocuments } from '../../src/features/invoices/numbering-redrive.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { redriveSteps } from '../../src/features/provisioning/redrive.server.ts';
import { countBlobsCalls } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { legacyOrder } from '../support/legacy-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error', 'warn'] });
const { owner } = useCustomers({ owner: 'legacy-invoices@example.com' });

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10).replaceAll('-', '');
const step = redriveSteps({
  gateway: async () => {
    throw new Error('The backfill asks no gateway');
  },
  trigger: async () => {},
  sendQueuedMail: async () => 0,
  finishRefunds: async () => 0,
}).find((candidate) => candidate.slug === 'invoice-backfill')!;

async function numberAll() {
  for (let cursor: string | null = null, runs = 0; runs === 0 || cursor !== null; runs++)
    ({ cursor } = await numberWaitingDocuments(
      { now: Date.now(), cursor, limit: 100 },
      sellerDetails(),
    ));
}

/** Runs the re-drive's step as its scheduler would, carrying its cursor and memo, to the end. */
async function backfillToTheEnd(now = Date.now()): Promise<string> {
  let cursor: string | null = null;
  let memo: string | null = null;
  for (let run = 0; run < 60; run++) {
    const outcome = await step.run({ cursor, now, outOfTime: () => false, memo });
    ({ cursor } = outcome);
    memo = outcome.memo ?? memo;
    if (JSON.parse(memo!).done) return memo!;
  }
  throw new Error('The backfill did not finish in 60 runs');
}

const invoicePage = (order: OrderRecord) =>
  call(orderDocuments, `/api/orders/${order.id}/invoice?format=html`, {
    cookie: owner.cookie,
    params: { id: order.id },
  });

describe('invoices for orders from before invoices', () => {
  test('each delivered order and top-up gets one numbered invoice dated today, supplied when delivered', async () => {
    const delivered = await legacyOrder(owner.userId, { daysAgo: 400 });
    const refunded = await legacyOrder(owner.userId, { daysAgo: 399, refunded: true });
    const failed = await legacyOrder(owner.userId, { daysAgo: 399, failed: true });
    const topUp = await legacyOrder(owner.userId, { daysAgo: 398, topUpOf: delivered });

    const memo = await backfillToTheEnd();
    await numberAll();

    const [invoice, ...others] = await documentsOfOrder(delivered.id);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      kind: 'invoice',
      number: expect.stringMatching(new RegExp(`^INV-${today()}-\\d{4}$`)),
      suppliedAt: delivered.deliveredAt,
      tax: null,
      total: delivered.amountCents,
      topUp: false,
      seller: expect.objectContaining({ legalName: sellerDetails().legalName }),
    });
    expect((await documentsOfOrder(topUp.id)).map((d) => [d.kind, d.topUp])).toEqual([
      ['invoice', true],
    ]);
    expect(await documentsOfOrder(failed.id)).toEqual([]);
    const [refundInvoice, creditNote] = await documentsOfOrder(refunded.id);
    expect(creditNote).toMatchObject({
      kind: 'credit-note',
      cancels: refundInvoice!.id,
      number: expect.stringMatching(/^CN-/),
    });
    expect(refundInvoice!.number).toMatch(/^INV-/);

    const page = await invoicePage(delivered);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(invoice!.number!);
    const supplied = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
    expect(html).toContain('Date of supply');
    expect(html).toContain(supplied.format(new Date(delivered.deliveredAt!)));
    expect(html).toContain('VAT not charged.');

    // Past the day of its first run, the step reads and writes nothing of its own.
    const input = { cursor: null, now: Date.now(), outOfTime: () => false, memo };
    expect((await countBlobsCalls(() => step.run(input))).calls.total).toBe(0);
  });

  test('two runs, however interleaved, draft one invoice per order and one credit note', async () => {
    let tries = 0;
    const interleavings = await forEachInterleaving({
      setup: async () => {
        // A day of its own per try, walked alone.
        const daysAgo = 700 + ++tries;
        const day = new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
        return {
          day,
          delivered: await legacyOrder(owner.userId, { daysAgo }),
          refunded: await legacyOrder(owner.userId, { daysAgo, refunded: true }),
        };
      },
      matches: ({ delivered, refunded }, key) =>
        key.includes(delivered.id) || key.includes(refunded.id),
      holdAfterReads: true,
      runA: ({ day }) => backfillDay(day),
      runB: ({ day }) => backfillDay(day),
      check: async ({ fixture: { delivered, refunded }, step: at }) => {
        const context = `run B ran after run A's step ${at}`;
        await numberAll();
        const one = await documentsOfOrder(delivered.id);
        expect(
          one.map((d) => d.id),
          context,
        ).toEqual([`${delivered.id}/invoice-1`]);
        const two = await documentsOfOrder(refunded.id);
        expect(two.map((d) => [d.id, d.cancels]).sort(), context).toEqual([
          [`${refunded.id}/credit-note-of-invoice-1`, `${refunded.id}/invoice-1`],
          [`${refunded.id}/invoice-1`, null],
        ]);
        for (const document of [...one, ...two])
          expect(document.number, context).toMatch(/^(INV|CN)-\d{8}-\d{4}$/);
      },
    });
    expect(interleavings).toBeGreaterThanOrEqual(6);
  });
});

function backfillDay(day: string) {
  return backfillInvoices({
    now: Date.now(),
    cursor: JSON.stringify({ day, after: null }),
    memo: JSON.stringify({ until: day, done: false }),
    limit: 50,
  });
}
