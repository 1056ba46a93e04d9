/**
 * A refund of an order delivered before invoices leaves both documents: its invoice, drafted
 * first, and the credit note cancelling it, both numbered by the re-drive, the credit note naming
 * the invoice's number.
 */
import { expect, test } from 'vitest';
import orderDocuments from '../../netlify/functions/order-documents.mts';
import { documentsOfOrder } from '../../src/features/invoices/billing-documents.server.ts';
import { numberWaitingDocuments } from '../../src/features/invoices/numbering-redrive.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { call } from '../support/call.ts';
import { legacyDeliveredEsim } from '../support/legacy-orders.ts';
import { simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error', 'warn'] });
const { owner } = useCustomers({ owner: 'legacy-refund@example.com' });

test('refunding an order that has no invoice drafts it, then the credit note naming it', async () => {
  const simulator = simulatorAt({ now: Date.now() });
  const order = await legacyDeliveredEsim(owner.userId, simulator);
  expect(await documentsOfOrder(order.id)).toEqual([]);

  const refunded = await requestRefund(owner.userId, order.id, {
    provider: simulator,
    gateway: testGateway,
  });
  expect(refunded).toMatchObject({ ok: true, finished: true });
  await numberWaitingDocuments({ now: Date.now(), cursor: null, limit: 100 }, sellerDetails());

  const [creditNote, invoice, ...more] = (await documentsOfOrder(order.id)).sort((a, b) =>
    a.kind.localeCompare(b.kind),
  );
  expect(more).toEqual([]);
  expect(invoice).toMatchObject({
    id: `${order.id}/invoice-1`,
    number: expect.stringMatching(/^INV-\d{8}-\d{4}$/),
    suppliedAt: order.deliveredAt,
    total: order.amountCents,
  });
  expect(creditNote).toMatchObject({
    cancels: invoice!.id,
    number: expect.stringMatching(/^CN-\d{8}-\d{4}$/),
    total: order.amountCents,
  });
  const page = await call(orderDocuments, `/api/orders/${order.id}/credit-note?format=html`, {
    cookie: owner.cookie,
    params: { id: order.id },
  });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(`cancels invoice ${invoice!.number} in full`);
});
