/**
 * The refund itself: at most once per order under 20 requests, a half-done refund finished by the
 * re-drive, the confirmation mail, and POST /api/orders/:id/refund as a browser calls it. Real
 * local Blobs; races forced with tests/support/faults-blobs.ts.
 */
import { describe, expect, test, vi } from 'vitest';
import orderQr from '../../netlify/functions/order-qr.mts';
import orderRefund from '../../netlify/functions/order-refund.mts';
import ordersHandler from '../../netlify/functions/orders.mts';
import { findTestRefund, testGateway } from '../../src/features/payments/test-gateway.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { ProviderError, type EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { findRefund } from '../../src/features/refunds/refund-records.server.ts';
import { refundRefusals } from '../../src/features/refunds/refund-rules.ts';
import { supportEmail } from '../../src/lib/env.ts';
import {
  finishStalledRefunds,
  REFUND_STALE_MS,
} from '../../src/features/refunds/refund-redrive.server.ts';
import { requestRefund } from '../../src/features/refunds/refunds.server.ts';
import { call } from '../support/call.ts';
import { setEnv } from '../support/env.ts';
import { failOrderWrites, forEachInterleaving } from '../support/faults-blobs.ts';
import {
  countingRefunds,
  countingRevokes,
  deliveredOrder,
  refundMails,
  simulatorAt,
} from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'refunds-owner@example.com';
useLocalBlobs({ mute: ['error'] });
const { owner, stranger } = useCustomers({
  owner: OWNER,
  stranger: 'refunds-stranger@example.com',
});

const later = () => Date.now() + REFUND_STALE_MS + 1000;

describe('a refund happens at most once per order', () => {
  test("20 requests, 19 of them run at each point between the first one's writes: one revoke, one payment refund, one mail", async () => {
    const interleavings = await forEachInterleaving({
      setup: async () => {
        const simulator = simulatorAt({ now: Date.now() });
        const order = await deliveredOrder(owner.userId, simulator);
        const { provider, revokes } = countingRevokes(simulator);
        const { gateway, refunds } = countingRefunds();
        return { order, revokes, refunds, deps: { provider, gateway } };
      },
      // Request A is held right after each of its writes of this order's records in turn; the 19
      // others run there: one to its end first (the local Blobs server cannot settle two creations
      // at once), then 18 together.
      matches: ({ order }, key) => key.includes(order.id),
      runA: ({ order, deps }) => requestRefund(owner.userId, order.id, deps),
      runB: async ({ order, deps }) => {
        const first = await requestRefund(owner.userId, order.id, deps);
        return [
          first,
          ...(await Promise.all(
            Array.from({ length: 18 }, () => requestRefund(owner.userId, order.id, deps)),
          )),
        ];
      },
      check: async ({ fixture: { order, revokes, refunds }, a, b: others, step }) => {
        const context = `19 requests ran after request A's write ${step}`;
        const outcomes = [a, ...others];
        expect(outcomes, context).toHaveLength(20);
        expect(
          outcomes.filter((outcome) => outcome.ok),
          context,
        ).toHaveLength(1);
        for (const outcome of outcomes.filter((outcome) => !outcome.ok))
          expect(['under-way', 'already-refunded'], context).toContain(outcome.reason);
        expect(revokes, context).toHaveLength(1);
        expect(refunds, context).toEqual([`refund:${order.id}`]);
        expect(await refundMails(OWNER, order), context).toHaveLength(1);
        expect(await findOrder(order.id), context).toMatchObject({
          refundedAt: expect.any(String),
        });
      },
    });
    expect(interleavings).toBeGreaterThanOrEqual(5);
  });
});

describe('a refund left half done is finished by the re-drive', () => {
  test('the payment refund fails after the revoke: the order is not refunded, then the re-drive finishes it (one refund at the gateway)', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const { provider, revokes } = countingRevokes(simulator);
    const down = { ...testGateway, refund: () => Promise.reject(new Error('Stripe answered 500')) };
    expect(await requestRefund(owner.userId, order.id, { provider, gateway: down })).toMatchObject({
      ok: true,
      finished: false,
    });
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: null });
    expect(await findTestRefund(order.paymentIntentId)).toBeNull();
    expect(await refundMails(OWNER, order)).toEqual([]);

    const { gateway, refunds } = countingRefunds();
    // A run within minutes of the request leaves it alone: the request's own run may still be
    // going.
    expect(await finishStalledRefunds({ provider, gateway })).toBe(0);
    expect(await finishStalledRefunds({ provider, gateway }, later())).toBe(1);
    expect(await finishStalledRefunds({ provider, gateway }, later())).toBe(0);
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: expect.any(String) });
    expect(refunds).toEqual([`refund:${order.id}`]);
    expect(await findTestRefund(order.paymentIntentId)).toMatchObject({ amount: 1850 });
    expect(revokes).toHaveLength(1);
    expect(await refundMails(OWNER, order)).toHaveLength(1);
  });

  test('a gateway that keeps refusing the refund is asked again after a growing wait, not every run; after 10 failures a person is asked for, and the re-drive still finishes it once the gateway agrees', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const { provider } = countingRevokes(simulator);
    const asked: number[] = [];
    let refusing = true;
    const gateway = {
      ...testGateway,
      refund: (input: Parameters<typeof testGateway.refund>[0]) => {
        asked.push(input.amountCents);
        return refusing
          ? Promise.reject(new Error('Stripe: this charge is disputed'))
          : testGateway.refund(input);
      },
    };
    const errors = vi.mocked(console.error);
    errors.mockClear();
    expect(await requestRefund(owner.userId, order.id, { provider, gateway })).toMatchObject({
      ok: true,
      finished: false,
    });
    expect(asked).toHaveLength(1);

    // The re-drive runs every 5 minutes for two days.
    const start = later();
    for (let minute = 0; minute <= 48 * 60; minute += 5)
      await finishStalledRefunds({ provider, gateway }, start + minute * 60_000);
    // 1 + about 16 tries (waits of 5, 5, 16, 64 minutes, then every 4 hours), not the 577 runs.
    expect(asked.length).toBeGreaterThan(10);
    expect(asked.length).toBeLessThan(25);
    expect(await findRefund(order.id)).toMatchObject({
      step: 'bundle-revoked',
      failures: asked.length - 1,
      lastError: 'Stripe: this charge is disputed',
    });
    const needsAPerson = errors.mock.calls
      .map(([line]) => String(line))
      .filter((line) => line.includes('needs a person'));
    expect(needsAPerson).toHaveLength(1);
    expect(needsAPerson[0]).toContain(order.id);
    // Support is mailed once, with what it needs to act: the order, the payment, the customer, the
    // error.
    const [stuck, ...more] = await listOutbox({ to: supportEmail(), kind: 'refund-stuck' }).then(
      (mails) => mails.filter((mail) => mail.text.includes(order.id)),
    );
    expect(more).toEqual([]);
    expect(stuck?.subject).toBe(`A refund needs a person: order #${order.id.slice(0, 8)}`);
    expect(stuck?.replyTo).toBe(OWNER);
    for (const fact of [
      order.paymentIntentId,
      '$18.50',
      'Stripe: this charge is disputed',
      'the money is not back yet',
    ])
      expect(stuck?.text).toContain(fact);
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: null });

    // Support sorts it out with the bank; the next due run refunds once and finishes.
    refusing = false;
    expect(await finishStalledRefunds({ provider, gateway }, start + 3 * 24 * 60 * 60_000)).toBe(1);
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: expect.any(String) });
    expect(await findTestRefund(order.paymentIntentId)).toMatchObject({ amount: 1850 });
    expect(await refundMails(OWNER, order)).toHaveLength(1);
  });

  test('a crash between the revoke and its record: the re-drive sees the bundle revoked and does not ask again', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const { provider, revokes } = countingRevokes(simulator);
    const crash = failOrderWrites(
      (key, value) =>
        key === `refund/${order.id}` && (value as { step?: string }).step === 'bundle-revoked',
    );
    try {
      expect(
        await requestRefund(owner.userId, order.id, { provider, gateway: testGateway }),
      ).toMatchObject({ ok: true, finished: false });
    } finally {
      crash.restore();
    }
    expect(crash.failed()).toBe(1);
    expect((await simulator.usage(order.iccid!))?.bundles[0]?.state).toBe('revoked');
    expect(await finishStalledRefunds({ provider, gateway: testGateway }, later())).toBe(1);
    expect(revokes).toHaveLength(1);
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: expect.any(String) });
    expect(await refundMails(OWNER, order)).toHaveLength(1);
  });
});

describe('the revoke itself fails', () => {
  test('a provider out of reach leaves the refund to the re-drive; a provider that refuses drops it, and nothing is refunded', async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    const failingWith = (error: ProviderError): EsimProvider => ({
      ...simulator,
      refundBundle: (input) =>
        input.dryRun ? simulator.refundBundle(input) : Promise.reject(error),
    });
    const unreachable = failingWith(new ProviderError('eSIM Go answered 503', { retryable: true }));
    expect(
      await requestRefund(owner.userId, order.id, { provider: unreachable, gateway: testGateway }),
    ).toMatchObject({ ok: true, finished: false });
    expect(await findRefund(order.id)).toMatchObject({ step: 'started' });

    const refusing = failingWith(
      new ProviderError('eSIM Go answered 400: bundle cannot be revoked', { retryable: false }),
    );
    expect(await finishStalledRefunds({ provider: refusing, gateway: testGateway }, later())).toBe(
      0,
    );
    expect(await findRefund(order.id)).toBeNull();
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: null });
    expect(await findTestRefund(order.paymentIntentId)).toBeNull();
    expect((await simulator.usage(order.iccid!))?.bundles[0]?.state).toBe('queued');
  });
});

describe('the confirmation mail', () => {
  test("'Your refund is on its way': the amount, 5-10 business days, a plain-text part and an absolute link", async () => {
    const simulator = simulatorAt({ now: Date.now() });
    const order = await deliveredOrder(owner.userId, simulator);
    expect(
      await requestRefund(owner.userId, order.id, { provider: simulator, gateway: testGateway }),
    ).toMatchObject({ ok: true, finished: true });
    const [mail] = await refundMails(OWNER, order);
    expect(mail).toMatchObject({ subject: 'Your refund is on its way', kind: 'order-refunded' });
    expect(mail?.text).toContain('$18.50');
    expect(mail?.text).toContain('5-10 business days');
    expect(mail?.text).toContain(`#${order.id.slice(0, 8)}`);
    expect(mail?.text).toMatch(/Open My Orders: https?:\/\/[^ ]+\/orders/);
    expect(mail?.html).toContain('Your refund is on its way');
  });
});

describe('POST /api/orders/:id/refund', () => {
  const refund = (
    orderId: string,
    cookie?: string,
    options: { method?: string; origin?: string } = {},
  ) =>
    call(orderRefund, `/api/orders/${orderId}/refund`, {
      method: options.method ?? 'POST',
      cookie,
      params: { id: orderId },
      headers: options.origin ? { Origin: options.origin, 'Sec-Fetch-Site': 'cross-site' } : {},
    });

  test("the owner's eSIM is refunded and the order list shows it 'refunded', without its QR code", async () => {
    const restore = setEnv({ SIMULATED_INSTALL_AFTER_MS: String(60 * 60_000) });
    const qrCode = (orderId: string) =>
      call(orderQr, `/api/orders/${orderId}/qr`, { cookie: owner.cookie, params: { id: orderId } });
    try {
      const order = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
      expect((await qrCode(order.id)).headers.get('Content-Type')).toBe('image/png');
      const answer = await refund(order.id, owner.cookie);
      expect(answer.status).toBe(200);
      expect(await answer.json()).toMatchObject({
        message: 'Your refund is on its way',
        order: {
          id: order.id,
          status: 'refunded',
          refundedAt: expect.any(String),
          refundableUntil: null,
        },
      });
      const listed = (await (
        await call(ordersHandler, '/api/orders', { cookie: owner.cookie })
      ).json()) as { id: string }[];
      expect(listed.find((entry) => entry.id === order.id)).toMatchObject({
        status: 'refunded',
        qrCodeUrl: null,
      });
      // The QR code installs the eSIM (a bearer credential): a refunded one is no longer handed
      // out, not even to its owner.
      const qrAfterRefund = await qrCode(order.id);
      expect(qrAfterRefund.status).toBe(410);
      expect(await qrAfterRefund.json()).toEqual({
        message: 'This eSIM was refunded, so its QR code is no longer available',
      });
      const again = await refund(order.id, owner.cookie);
      expect(again.status).toBe(409);
      expect(await again.json()).toEqual({ message: 'This order has already been refunded' });
    } finally {
      restore();
    }
  });

  test("another customer gets 404 'Order not found', as for an order that does not exist, and nothing changes", async () => {
    const order = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    for (const [orderId, cookie] of [
      [order.id, stranger.cookie],
      ['0'.repeat(24), owner.cookie],
      ['not-an-order', owner.cookie],
    ] as const) {
      const answer = await refund(orderId, cookie);
      expect(answer.status, orderId).toBe(404);
      expect(await answer.json()).toEqual({ message: 'Order not found' });
    }
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: null });
    expect(await findTestRefund(order.paymentIntentId)).toBeNull();
  });

  test('a refusal is a JSON message: 403 past 14 days', async () => {
    const order = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }), {
      createdAt: new Date(Date.now() - 15 * 24 * 60 * 60_000).toISOString(),
    });
    const answer = await refund(order.id, owner.cookie);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ message: refundRefusals['too-late'] });
  });

  test('signed out 401, another method 405, a cross-site request 403: nothing refunded', async () => {
    const order = await deliveredOrder(owner.userId, simulatorAt({ now: Date.now() }));
    expect((await refund(order.id)).status).toBe(401);
    expect((await refund(order.id, owner.cookie, { method: 'GET' })).status).toBe(405);
    expect((await refund(order.id, owner.cookie, { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: null });
  });
});
