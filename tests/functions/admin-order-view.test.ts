/**
 * GET /api/admin/orders/{id} and POST /api/admin/orders/{id}/reveal: staff see one order whole
 * (its customer, other orders, timeline and eSIM) without its activation code, which only an
 * audited reveal gives.
 */
import Stripe from 'stripe';
import { describe, expect, test } from 'vitest';
import adminOrder from '../../netlify/functions/admin-order.mts';
import adminOrderReveal from '../../netlify/functions/admin-order-reveal.mts';
import webhook from '../../netlify/functions/stripe-webhook.mts';
import type {
  AdminOrderAnswer,
  RevealedActivation,
} from '../../src/features/admin/orders/order-view.ts';
import { ProviderError, type EsimProvider } from '../../src/features/esim-provider/provider.ts';
import { queueMail } from '../../src/features/mail/mail-queue.server.ts';
import { findOrder, orderIdFor } from '../../src/features/orders/orders.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { auditPage } from '../../src/features/staff/audit-log.server.ts';
import { call } from '../support/call.ts';
import { paidCheckout } from '../support/checkout-calls.ts';
import { setEnv } from '../support/env.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'owner@roamly.example';
const WEBHOOK_SECRET = 'whsec_order_view_secret';
// Errors: the provisioning trigger has no server here, and the failing provider is logged.
useLocalBlobs({
  env: { ADMIN_EMAILS: OWNER, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET },
  mute: ['error'],
});
const { owner, traveller } = useCustomers({
  owner: OWNER,
  traveller: 'traveller@example.com',
});

const noWaits = { sleep: async () => {} };

/** Stripe's webhook telling the shop the intent was paid, signed as Stripe signs it. */
async function webhookPaid(paymentIntentId: string) {
  const payload = JSON.stringify({
    id: `evt_${paymentIntentId}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    data: { object: { id: paymentIntentId, object: 'payment_intent' } },
  });
  const signature = new Stripe('sk_test_unused').webhooks.generateTestHeaderString({
    payload,
    secret: WEBHOOK_SECRET,
  });
  const answer = await call(webhook, '/api/stripe/webhook', {
    body: payload,
    headers: { 'stripe-signature': signature },
  });
  expect(answer.status).toBe(200);
}

/** A plan bought through checkout, paid, announced by the webhook, provisioned and delivered. */
async function deliveredOrder() {
  const quote = await paidCheckout(traveller, 'us-5gb-7d');
  await webhookPaid(quote.paymentIntentId);
  const orderId = orderIdFor(quote.paymentIntentId);
  const done = await provisionOrder(orderId, {
    provider: createSimulatedProvider({ latencyMs: 0, failureRate: 0 }),
    ...noWaits,
  });
  expect(done).toMatchObject({ provisioningStatus: 'completed', deliveredAt: expect.any(String) });
  return done!;
}

function viewOrder(id: string, cookie = owner.cookie) {
  return call(adminOrder, `/api/admin/orders/${id}`, { cookie, params: { id } });
}
async function orderAnswer(id: string): Promise<AdminOrderAnswer> {
  const response = await viewOrder(id);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminOrderAnswer;
}
function reveal(id: string, cookie = owner.cookie, body: unknown = { reason: 'A support call' }) {
  return call(adminOrderReveal, `/api/admin/orders/${id}/reveal`, {
    body,
    cookie,
    params: { id },
  });
}

/** A provider whose purchases fail with these errors, one per attempt. */
function failingProvider(errors: ProviderError[]): EsimProvider {
  const simulated = createSimulatedProvider({ latencyMs: 0, failureRate: 0 });
  let next = 0;
  return {
    ...simulated,
    order: async () => {
      throw errors[Math.min(next++, errors.length - 1)]!;
    },
  };
}

describe('the timeline of an order', () => {
  test('a delivered order: checkout, payment, webhook, attempt, eSIM assigned, mail queued and sent, in order', async () => {
    const order = await deliveredOrder();
    const { timeline } = await orderAnswer(order.id);
    const kinds = timeline.map((entry) => entry.kind);
    expect(kinds).toEqual([
      'checkout-created',
      'paid',
      'webhook-received',
      'attempt-started',
      'esim-assigned',
      'mail-queued',
      'mail-sent',
      'delivered',
    ]);
    const times = timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(timeline[4]!.summary).toBe(`Attempt 1: eSIM assigned, ICCID ${order.iccid}`);
    expect(timeline[5]!.summary).toMatch(/^Mail queued: /);
    expect(timeline[5]!.detail).toBe(`order-ready/${order.id}`);
  });

  test('a delivery mail resent by staff shows beside the first', async () => {
    const order = await deliveredOrder();
    await queueMail(`order-resent/${order.id}:1`, {
      kind: 'order-resent',
      to: 'traveller@example.com',
      subject: 'Your eSIM is ready (sent again)',
      text: 'Again.',
      html: '<p>Again.</p>',
    });
    const { timeline } = await orderAnswer(order.id);
    expect(
      timeline
        .filter((entry) => entry.detail === `order-resent/${order.id}:1`)
        .map((entry) => entry.kind),
    ).toEqual(['mail-queued', 'mail-sent']);
  });

  test("a failed provisioning shows the provider's error of each attempt", async () => {
    const order = await paidOrder(traveller.userId, 'pi_test_view_failed');
    const done = await provisionOrder(order.id, {
      provider: failingProvider([
        new ProviderError('eSIM Go answered 503: try later', { retryable: true }),
        new ProviderError('eSIM Go answered 502: bad gateway', { retryable: true }),
        new ProviderError('eSIM Go answered 400: bundle not found', { retryable: false }),
      ]),
      ...noWaits,
    });
    expect(done?.provisioningStatus).toBe('failed');
    const { timeline } = await orderAnswer(order.id);
    const attempts = timeline.filter((entry) =>
      ['attempt-started', 'provider-error'].includes(entry.kind),
    );
    expect(attempts.map((entry) => [entry.kind, entry.detail ?? null])).toEqual([
      ['attempt-started', null],
      ['provider-error', 'eSIM Go answered 503: try later'],
      ['attempt-started', null],
      ['provider-error', 'eSIM Go answered 502: bad gateway'],
      ['attempt-started', null],
      ['provider-error', 'eSIM Go answered 400: bundle not found'],
    ]);
    expect(attempts[5]!.summary).toBe("Attempt 3: the provider's purchase failed (not retried)");
    expect(timeline.map((entry) => entry.kind).slice(-3)).toEqual([
      'mail-queued',
      'mail-sent',
      'failed',
    ]);
  });
});

describe('GET /api/admin/orders/{id}', () => {
  test('answers the order, its customer, their other orders and the live eSIM, privately', async () => {
    const earlier = await deliveredOrder();
    const order = await deliveredOrder();
    const response = await viewOrder(order.id);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const answer = (await response.json()) as AdminOrderAnswer;
    expect(answer.order).toMatchObject({
      id: order.id,
      state: 'delivered',
      iccid: order.iccid,
      hasActivationCode: true,
    });
    expect(answer.customer).toMatchObject({
      id: traveller.userId,
      email: 'traveller@example.com',
      verified: true,
    });
    expect(answer.otherOrders.map((row) => row.id)).toContain(earlier.id);
    expect(answer.otherOrders.map((row) => row.id)).not.toContain(order.id);
    expect(answer.esim).toMatchObject({ status: 'Not installed yet' });
  });

  test('never carries the activation code or an install link', async () => {
    const order = await deliveredOrder();
    const text = await (await viewOrder(order.id)).text();
    const stored = (await findOrder(order.id))!;
    const matchingId = stored.lpa!.split('$')[2]!;
    expect(text).not.toContain(stored.lpa!);
    expect(text).not.toContain(matchingId);
    expect(text).not.toContain(encodeURIComponent(stored.lpa!));
    expect(text).not.toContain('carddata');
    expect(text).not.toContain('"lpa"');
  });

  test("still answers when the provider cannot be reached: the eSIM's status is unknown", async () => {
    const order = await deliveredOrder();
    const restore = setEnv({
      ESIMGO_API_KEY: 'unreachable-key',
      ESIMGO_ALLOW_WITH_TEST_PAYMENTS: '1',
      ESIMGO_BASE_URL: 'http://127.0.0.1:9/v2.4',
      ESIMGO_TIMEOUT_MS: '500',
    });
    try {
      const answer = await orderAnswer(order.id);
      expect(answer.esim).toEqual({ status: 'unknown', error: expect.any(String) });
      expect(answer.timeline.length).toBeGreaterThan(0);
    } finally {
      restore();
    }
  });

  test('401 signed out, 403 for a customer, 400 for a malformed id, 404 for an unknown one', async () => {
    const order = await paidOrder(traveller.userId, 'pi_test_view_access');
    expect((await viewOrder(order.id, '')).status).toBe(401);
    const customer = await viewOrder(order.id, traveller.cookie);
    expect(customer.status).toBe(403);
    expect(await customer.json()).toEqual({ message: 'Access denied' });
    const malformed = await viewOrder('not-an-order');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ message: expect.any(String) });
    const unknown = await viewOrder('0'.repeat(24));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'Order not found' });
  });
});

describe('POST /api/admin/orders/{id}/reveal', () => {
  test('gives the activation code and install links, and writes one audit entry', async () => {
    const order = await deliveredOrder();
    const before = (await auditPage(null)).entries.length;
    const response = await reveal(order.id, owner.cookie, { reason: 'Customer on the phone' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    const revealed = (await response.json()) as RevealedActivation;
    const stored = (await findOrder(order.id))!;
    expect(revealed).toMatchObject({
      lpa: stored.lpa,
      activationCode: stored.lpa!.split('$')[2],
      iosUrl: expect.stringContaining('carddata='),
    });
    const entries = (await auditPage(null)).entries;
    expect(entries.length).toBe(before + 1);
    expect(entries[0]).toMatchObject({
      action: 'order.reveal-activation-code',
      actor: { id: owner.userId, email: OWNER, role: 'owner' },
      target: { kind: 'order', id: order.id },
      reason: 'Customer on the phone',
    });
    const { timeline } = await orderAnswer(order.id);
    expect(timeline.at(-1)).toMatchObject({
      kind: 'activation-code-revealed',
      summary: `Activation code revealed to ${OWNER} (owner)`,
    });
  });

  test('refuses strangers, customers, cross-site posts and orders without a code, auditing nothing', async () => {
    const failed = await paidOrder(traveller.userId, 'pi_test_reveal_refused');
    const before = (await auditPage(null)).entries.length;
    expect((await reveal(failed.id, '')).status).toBe(401);
    expect((await reveal(failed.id, traveller.cookie)).status).toBe(403);
    const crossSite = await call(adminOrderReveal, `/api/admin/orders/${failed.id}/reveal`, {
      body: {},
      cookie: owner.cookie,
      params: { id: failed.id },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);
    expect((await reveal('nope', owner.cookie)).status).toBe(400);
    expect((await reveal('0'.repeat(24), owner.cookie)).status).toBe(404);
    const noCode = await reveal(failed.id, owner.cookie);
    expect(noCode.status).toBe(409);
    expect(await noCode.json()).toEqual({ message: 'This order has no activation code to reveal' });
    expect((await auditPage(null)).entries.length).toBe(before);
  });
});
