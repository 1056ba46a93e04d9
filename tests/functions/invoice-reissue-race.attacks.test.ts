/**
 * Selling lawfully, attacked: 'Add company details' racing a refund of the same order. Each invoice
 * has one credit note that may cancel it (`credit-note-of-invoice-<k>`, created only if new): the
 * re-issue either took it first and its new invoice is what the refund cancels, or the refund took
 * it first and the re-issue is refused, its unnumbered draft dropped.
 */
import { describe, expect, test } from 'vitest';
import orderCompany from '../../netlify/functions/order-company.mts';
import { loadTranslator } from '../../src/features/i18n/load-translator.ts';
import orderDocuments from '../../netlify/functions/order-documents.mts';
import {
  documentsOfOrder,
  saveDraft,
} from '../../src/features/invoices/billing-documents.server.ts';
import { reissueWithCompany } from '../../src/features/invoices/company-reissue.server.ts';
import { numberWaitingDocuments } from '../../src/features/invoices/numbering-redrive.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { betweenWrites, failOrderWrites, forEachInterleaving } from '../support/faults-blobs.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ mute: ['error', 'warn'] });
const { owner } = useCustomers({ owner: 'reissue-race-owner@example.com' });
const company = { name: 'Beispiel GmbH', address: 'Hauptstraße 1, Berlin', vatId: null };
const numberWaiting = () =>
  numberWaitingDocuments({ now: Date.now(), cursor: null, limit: 100 }, sellerDetails());

describe("'Add company details' racing a refund", () => {
  /** Once refunded, no invoice stays in force, and none is cancelled twice. */
  async function expectSettled(orderId: string, context: string) {
    if ((await findOrder(orderId))?.refundedAt == null) return;
    const documents = await documentsOfOrder(orderId);
    const cancelled = documents.flatMap((d) => (d.cancels ? [d.cancels] : []));
    expect(new Set(cancelled).size, context).toBe(cancelled.length);
    const invoices = documents.filter((d) => d.kind === 'invoice').map((d) => d.id);
    expect(
      invoices.filter((id) => !cancelled.includes(id)),
      context,
    ).toEqual([]);
  }

  for (const first of ['company', 'refund'] as const)
    test(`no invoice in force on a refunded order, the ${first} held at every step`, async () => {
      const setup = async () => {
        const simulator = simulatorAt({ now: Date.now() });
        return { order: await deliveredOrder(owner.userId, simulator), simulator };
      };
      type Fixture = Awaited<ReturnType<typeof setup>>;
      type Run = (fixture: Fixture) => Promise<unknown>;
      const addCompany: Run = async ({ order }) =>
        reissueWithCompany((await findOrder(order.id))!, { ...company, country: 'DE' });
      const refund: Run = ({ order, simulator }) =>
        requestRefund(owner.userId, order.id, { provider: simulator, gateway: testGateway });
      const tries = await forEachInterleaving({
        setup,
        matches: ({ order }, key) => key.includes(order.id),
        holdAfterReads: true,
        runA: first === 'company' ? addCompany : refund,
        runB: first === 'company' ? refund : addCompany,
        check: async ({ fixture: { order }, a, b, step }) => {
          const context = `the other run after the ${first}'s step ${step}`;
          await expectSettled(order.id, context);
          const reissue = (first === 'company' ? a : b) as Awaited<
            ReturnType<typeof reissueWithCompany>
          >;
          const documents = await documentsOfOrder(order.id);
          const reissued = documents.filter((d) => d.replaces !== null);
          // Refused only because of the refund, and then nothing of it is left behind.
          if (!reissue.ok) {
            expect(reissue.reason, context).toBe('refunded');
            expect(reissued, context).toEqual([]);
          } else
            expect(
              reissued.map((d) => d.id),
              context,
            ).toEqual([reissue.invoice.id]);
          // Numbered afterwards, every document gets its own number, none edited but for it.
          await numberWaiting();
          const numbered = await documentsOfOrder(order.id);
          expect(
            numbered.map((d) => ({ ...d, number: null, seller: null })),
            context,
          ).toEqual(documents.map((d) => ({ ...d, number: null, seller: null })));
          const numbers = numbered.map((d) => d.number);
          expect(numbers.every((n) => n !== null) && new Set(numbers).size, context).toBe(
            numbers.length,
          );
        },
      });
      expect(tries).toBeGreaterThanOrEqual(2);
      recordAttack({
        round: 5,
        item: 2,
        attack: `add company details while a refund runs, the ${first} held at every step`,
        tries,
        outcome: 'no effect',
      });
    }, 300_000);

  test('a re-issue the refund overtook answers 409 in the buyer’s language and leaves no invoice', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    // Held right after drafting its new invoice, the refund runs to its end there.
    let refunded = false;
    const held = betweenWrites(async (_store, key) => {
      if (refunded || key !== `billing-doc/${order.id}/invoice-2`) return;
      refunded = true;
      await requestRefund(owner.userId, order.id, { provider: simulator, gateway: testGateway });
    });
    const answer = await call(orderCompany, `/api/orders/${order.id}/company`, {
      cookie: owner.cookie,
      params: { id: order.id },
      body: { ...company, country: 'DE' },
      headers: { 'Accept-Language': 'de' },
    }).finally(held.restore);
    expect(refunded).toBe(true);
    expect(answer.status).toBe(409);
    const t = await loadTranslator('de');
    expect(await answer.json()).toEqual({ message: t('invoice.refundedNoChange') });

    await numberWaiting();
    const documents = await documentsOfOrder(order.id);
    expect(documents.map((d) => [d.kind, d.cancels, d.number !== null])).toEqual([
      ['invoice', null, true],
      ['credit-note', documents[0]!.id, true],
    ]);
  });

  test('a re-issue that died before its credit note, then overtaken by a refund, is dropped unnumbered', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const fault = failOrderWrites(
      (key) => key === `billing-doc/${order.id}/credit-note-of-invoice-1`,
    );
    await expect(
      reissueWithCompany((await findOrder(order.id))!, { ...company, country: 'DE' }),
    ).rejects.toThrow();
    fault.restore();
    await requestRefund(owner.userId, order.id, { provider: simulator, gateway: testGateway });

    await numberWaiting();
    const documents = await documentsOfOrder(order.id);
    expect(documents.map((d) => [d.id, d.cancels, d.number !== null])).toEqual([
      [`${order.id}/invoice-1`, null, true],
      [`${order.id}/credit-note-of-invoice-1`, `${order.id}/invoice-1`, true],
    ]);
  });
});

describe('documents drafted before credit notes were named after their invoice', () => {
  const refund = (orderId: string, simulator: ReturnType<typeof simulatorAt>) =>
    requestRefund(owner.userId, orderId, { provider: simulator, gateway: testGateway });
  const idsAndCancels = async (orderId: string) =>
    (await documentsOfOrder(orderId))
      .map((d) => [d.id.slice(orderId.length + 1), d.cancels?.slice(orderId.length + 1) ?? null])
      .sort();

  test('a refund’s `credit-note-refund` still cancels its invoice: no second one, printed as a refund', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const [invoice] = await documentsOfOrder(order.id);
    await saveDraft({
      ...invoice!,
      id: `${order.id}/credit-note-refund`,
      kind: 'credit-note',
      series: invoice!.series.replace('INV', 'CN'),
      number: null,
      cancels: invoice!.id,
    });
    expect((await refund(order.id, simulator)).ok).toBe(true);
    await numberWaiting();
    expect(await idsAndCancels(order.id)).toEqual([
      ['credit-note-refund', 'invoice-1'],
      ['invoice-1', null],
    ]);
    const page = await call(orderDocuments, `/api/orders/${order.id}/credit-note?format=html`, {
      cookie: owner.cookie,
      params: { id: order.id },
    });
    expect(await page.text()).toContain('Refunded to');
  });

  test('a re-issue with its `credit-note-1` stands in, and a refund cancels it once', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const [invoice] = await documentsOfOrder(order.id);
    const business = { ...company, country: 'DE' };
    await saveDraft({
      ...invoice!,
      id: `${order.id}/invoice-2`,
      number: null,
      replaces: invoice!.id,
      buyer: { ...invoice!.buyer, business },
    });
    await saveDraft({
      ...invoice!,
      id: `${order.id}/credit-note-1`,
      kind: 'credit-note',
      series: invoice!.series.replace('INV', 'CN'),
      number: null,
      cancels: invoice!.id,
    });
    await numberWaiting();
    expect((await refund(order.id, simulator)).ok).toBe(true);
    await numberWaiting();
    expect(await idsAndCancels(order.id)).toEqual([
      ['credit-note-1', 'invoice-1'],
      ['credit-note-of-invoice-2', 'invoice-2'],
      ['invoice-1', null],
      ['invoice-2', null],
    ]);
    expect((await documentsOfOrder(order.id)).every((d) => d.number !== null)).toBe(true);
  });
});
