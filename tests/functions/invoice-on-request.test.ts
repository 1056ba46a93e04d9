/**
 * The owner of an order from before invoices who asks for its invoice (or, once refunded, its
 * credit note) before the backfill reached it is told, in their language, that it is being
 * prepared, and gets it once the re-drive has numbered what the request drafted.
 */
import { describe, expect, test } from 'vitest';
import orderDocuments from '../../netlify/functions/order-documents.mts';
import { documentsOfOrder } from '../../src/features/invoices/billing-documents.server.ts';
import { numberWaitingDocuments } from '../../src/features/invoices/numbering-redrive.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { call } from '../support/call.ts';
import { legacyOrder } from '../support/legacy-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error', 'warn'] });
const { owner, stranger } = useCustomers({
  owner: 'legacy-on-request@example.com',
  stranger: 'legacy-on-request-stranger@example.com',
});

const ask = (order: OrderRecord, path: string, cookie = owner.cookie, language = 'en') =>
  call(orderDocuments, `/api/orders/${order.id}/${path}`, {
    cookie,
    params: { id: order.id },
    headers: { 'Accept-Language': language },
  });

const numberWaiting = () =>
  numberWaitingDocuments({ now: Date.now(), cursor: null, limit: 100 }, sellerDetails());

describe('a document of an order from before invoices, asked for', () => {
  test('is being prepared, in the owner’s language, then there once numbered', async () => {
    const order = await legacyOrder(owner.userId, { daysAgo: 90 });

    const asked = await ask(order, 'invoice', owner.cookie, 'fr');
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({
      message:
        'Votre facture est en cours de préparation ; elle sera disponible ici dans quelques minutes.',
    });
    const page = await ask(order, 'invoice?format=html');
    expect(page.status).toBe(202);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain(
      'Your invoice is being prepared; it will be here in a few minutes.',
    );
    // Asked twice, drafted once; nothing numbered on the request's path.
    const drafts = await documentsOfOrder(order.id);
    expect(drafts.map((d) => [d.id, d.number])).toEqual([[`${order.id}/invoice-1`, null]]);

    await numberWaiting();
    const ready = await ask(order, 'invoice');
    expect(ready.status).toBe(200);
    expect(ready.headers.get('content-type')).toBe('application/pdf');
  });

  test('a refunded one: its credit note is prepared with the invoice it cancels', async () => {
    const order = await legacyOrder(owner.userId, { daysAgo: 80, refunded: true });
    const asked = await ask(order, 'credit-note');
    expect(asked.status).toBe(202);
    expect((await asked.json()).message).toBe(
      'Your credit note is being prepared; it will be here in a few minutes.',
    );
    await numberWaiting();
    const page = await ask(order, 'credit-note?format=html');
    expect(page.status).toBe(200);
    const [invoice] = await documentsOfOrder(order.id);
    expect(await page.text()).toContain(`cancels invoice ${invoice!.number} in full`);
  });

  test('nothing is drafted for another customer, nor for an order never delivered', async () => {
    const order = await legacyOrder(owner.userId, { daysAgo: 70 });
    expect((await ask(order, 'invoice', stranger.cookie)).status).toBe(404);
    const failed = await legacyOrder(owner.userId, { daysAgo: 70, failed: true });
    expect((await ask(failed, 'invoice')).status).toBe(404);
    expect((await ask(order, 'credit-note')).status).toBe(404);
    expect(await documentsOfOrder(order.id)).toEqual([]);
    expect(await documentsOfOrder(failed.id)).toEqual([]);
  });
});
