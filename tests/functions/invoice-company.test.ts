import { describe, expect, test } from 'vitest';
import orderCompany from '../../netlify/functions/order-company.mts';
import { documentsOfOrder } from '../../src/features/invoices/billing-documents.server.ts';
import { numberWaitingDocuments } from '../../src/features/invoices/numbering-redrive.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { call } from '../support/call.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error', 'warn'] });
const { owner, other } = useCustomers({
  owner: 'company-owner@example.com',
  other: 'company-other@example.com',
});

const company = {
  name: 'Beispiel GmbH',
  address: 'Hauptstraße 1, 10115 Berlin',
  vatId: 'de 123 456 789',
  country: 'DE',
};
const redriveNumbers = () =>
  numberWaitingDocuments({ now: Date.now(), cursor: null, limit: 100 }, sellerDetails());
const addCompany = (orderId: string, cookie: string, body: unknown = company) =>
  call(orderCompany, `/api/orders/${orderId}/company`, { cookie, body, params: { id: orderId } });

describe("'Add company details' issues the invoice again, never edits it", () => {
  test('a credit note cancels the first invoice and a new one names the company, each under a new number', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const [first] = await documentsOfOrder(order.id);

    expect((await addCompany(order.id, other.cookie)).status).toBe(404);
    const invalid = await addCompany(order.id, owner.cookie, { ...company, name: '' });
    expect(invalid.status).toBe(400);
    expect((await documentsOfOrder(order.id)).length).toBe(1);

    const added = await addCompany(order.id, owner.cookie);
    expect(added.status).toBe(202);
    // A second change before the first is numbered waits for it.
    const again = await addCompany(order.id, owner.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: expect.any(String) });
    await redriveNumbers();

    const documents = await documentsOfOrder(order.id);
    const numbers = documents.map((d) => d.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((n) => n !== null)).toBe(true);
    expect(documents.find((d) => d.id === first!.id)).toEqual(first);
    expect(documents.find((d) => d.kind === 'credit-note')).toMatchObject({ cancels: first!.id });
    const reissued = documents.find((d) => d.replaces === first!.id)!;
    expect(reissued.buyer.business).toEqual({ ...company, vatId: 'DE123456789' });
    expect(reissued.number).not.toBe(first!.number);

    // Once more, after numbering: again new numbers, none reused.
    expect(
      (await addCompany(order.id, owner.cookie, { ...company, name: 'Neu GmbH' })).status,
    ).toBe(202);
    await redriveNumbers();
    const after = (await documentsOfOrder(order.id)).map((d) => d.number);
    expect(after).toHaveLength(5);
    expect(new Set(after).size).toBe(5);
  });

  test('company details are checked as at checkout: a real name, a known country, a VAT id of its shape', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    for (const bad of [
      { ...company, name: '   ' },
      { ...company, country: 'ZZ' },
      { ...company, vatId: 'DE12!' },
      { ...company, vatId: 'not a vat id at all, far too long' },
    ]) {
      const refused = await addCompany(order.id, owner.cookie, bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
      expect(await refused.json()).toMatchObject({ message: expect.any(String) });
    }
    expect(await documentsOfOrder(order.id)).toHaveLength(1);
    // Without a VAT id, and with its spaces, dots and dashes, it is still taken.
    expect((await addCompany(order.id, owner.cookie, { ...company, vatId: null })).status).toBe(
      202,
    );
  });

  test('a refunded order keeps its documents as they are', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    await requestRefund(owner.userId, order.id, { provider: simulator, gateway: testGateway });
    const before = await documentsOfOrder(order.id);
    const refused = await addCompany(order.id, owner.cookie);
    expect(refused.status).toBe(409);
    expect(await documentsOfOrder(order.id)).toEqual(before);
  });
});
