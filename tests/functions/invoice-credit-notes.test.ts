import { describe, expect, test } from 'vitest';
import orderDocuments from '../../netlify/functions/order-documents.mts';
import { documentsOfOrder } from '../../src/features/invoices/billing-documents.server.ts';
import { numberWaitingDocuments } from '../../src/features/invoices/numbering-redrive.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { finishStalledRefunds } from '../../src/features/refunds/refund-redrive.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { call } from '../support/call.ts';
import { failOrderWrites } from '../support/faults-blobs.ts';
import { countingRefunds, deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error', 'warn'] });
const { owner } = useCustomers({ owner: 'credit-note-owner@example.com' });

const redriveNumbers = () =>
  numberWaitingDocuments({ now: Date.now(), cursor: null, limit: 100 }, sellerDetails());
const tenMinutesOn = () => Date.now() + 10 * 60_000;

describe('a credit note follows every refund, once', () => {
  test('refunded: one credit note, numbered by the re-drive, cancelling the invoice', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const refunded = await requestRefund(owner.userId, order.id, {
      provider: simulator,
      gateway: testGateway,
    });
    expect(refunded).toMatchObject({ ok: true, finished: true });
    await redriveNumbers();
    await redriveNumbers();
    const [invoice, creditNote, ...more] = await documentsOfOrder(order.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ kind: 'invoice', number: expect.stringMatching(/^INV-/) });
    expect(creditNote).toMatchObject({
      kind: 'credit-note',
      number: expect.stringMatching(/^CN-\d{8}-\d{4}$/),
      cancels: invoice!.id,
      total: order.amountCents,
      seller: expect.objectContaining({ legalName: sellerDetails().legalName }),
    });

    const page = await call(orderDocuments, `/api/orders/${order.id}/credit-note?format=html`, {
      cookie: owner.cookie,
      params: { id: order.id },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(creditNote!.number!);
    expect(html).toContain(`cancels invoice ${invoice!.number} in full`);
  });

  test('a refund whose credit note could not be written is finished by the re-drive with one', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const fault = failOrderWrites(
      (key) => key === `billing-doc/${order.id}/credit-note-of-invoice-1`,
    );
    try {
      expect(
        await requestRefund(owner.userId, order.id, { provider: simulator, gateway: testGateway }),
      ).toMatchObject({ ok: true, finished: false });
    } finally {
      fault.restore();
    }
    const { gateway, refunds } = countingRefunds();
    expect(await finishStalledRefunds({ provider: simulator, gateway }, tenMinutesOn())).toBe(1);
    expect(await finishStalledRefunds({ provider: simulator, gateway }, tenMinutesOn())).toBe(0);
    await redriveNumbers();
    const creditNotes = (await documentsOfOrder(order.id)).filter((d) => d.kind === 'credit-note');
    expect(creditNotes).toHaveLength(1);
    expect(creditNotes[0]!.number).toMatch(/^CN-/);
    // The payment was refunded once, by the request: the re-drive only finished the rest.
    expect(refunds).toEqual([]);
  });
});
