/**
 * The console's order actions against the real handlers and a local Blobs server: two staff (or a
 * double click) make one refund, one resent mail, one purchase, races forced at every write; a
 * staff refund after the customer's window; each action audited once.
 */
import { describe, expect, test } from 'vitest';
import orderRefund from '../../netlify/functions/order-refund.mts';
import adminOrderRefund from '../../netlify/functions/admin-order-refund.mts';
import resendDelivery from '../../netlify/functions/admin-order-resend-delivery.mts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { findOrder, saveOrder } from '../../src/features/orders/orders.server.ts';
import { findTestRefund } from '../../src/features/payments/test-gateway.server.ts';
import { resendDeliveryMail } from '../../src/features/provisioning/delivery-resend.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { retryProvisioning } from '../../src/features/provisioning/staff-retry.server.ts';
import { refundRefusals } from '../../src/features/refunds/refund-rules.ts';
import { refundAsStaff } from '../../src/features/refunds/staff-refunds.server.ts';
import { auditPage } from '../../src/features/staff/audit-log.server.ts';
import { recordAttack } from '../support/attack-log.ts';
import { signedInCustomer, type Customer } from '../support/accounts.ts';
import { call } from '../support/call.ts';
import { forEachInterleaving } from '../support/faults-blobs.ts';
import { countingProvider, paidOrder } from '../support/paid-orders.ts';
import {
  countingRefunds,
  countingRevokes,
  deliveredOrder,
  refundMails,
  simulatorAt,
} from '../support/refund-orders.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const SUPPORT = 'console-support@roamly.example';
const CUSTOMER = 'console-customer@example.com';
useLocalBlobs({ env: { ADMIN_EMAILS: SUPPORT }, mute: ['error', 'warn'] });

let staff: Customer;
let customer: Customer;
const people = async () => {
  staff ??= await signedInCustomer(SUPPORT);
  customer ??= await signedInCustomer(CUSTOMER);
  return { staff, customer };
};
const noSleep = { sleep: async () => {} };
const DAY = 24 * 60 * 60_000;

describe('two staff refunding one order at once', () => {
  test('one revoke, one payment refund, one refund mail, at every point between the writes', async () => {
    const { customer } = await people();
    const interleavings = await forEachInterleaving({
      setup: async () => {
        const simulator = simulatorAt({ now: Date.now() });
        const order = await deliveredOrder(customer.userId, simulator);
        const { provider, revokes } = countingRevokes(simulator);
        const { gateway, refunds } = countingRefunds();
        return { order, revokes, refunds, deps: { provider, gateway } };
      },
      matches: ({ order }, key) => key.includes(order.id),
      runA: ({ order, deps }) => refundAsStaff(order.id, 'whole', deps),
      runB: ({ order, deps }) => refundAsStaff(order.id, 'whole', deps),
      check: async ({ fixture: { order, revokes, refunds }, a, b, step }) => {
        const context = `staff B refunded after staff A's write ${step}`;
        expect(
          [a, b].filter((outcome) => outcome.ok),
          context,
        ).toHaveLength(1);
        expect(revokes, context).toHaveLength(1);
        expect(refunds, context).toEqual([`refund:${order.id}`]);
        expect(await refundMails(CUSTOMER, order), context).toHaveLength(1);
      },
    });
    expect(interleavings).toBeGreaterThanOrEqual(3);
    recordAttack({
      round: 3,
      item: 4,
      attack: 'two staff refund one order at once, forced at every write',
      tries: interleavings,
      outcome: 'no effect',
    });
  });
});

describe('resending the delivery mail', () => {
  test('two clicks at once, at every point between the writes: one mail in the outbox', async () => {
    const { customer } = await people();
    const interleavings = await forEachInterleaving({
      setup: async () => ({
        order: await deliveredOrder(customer.userId, simulatorAt({ now: Date.now() })),
      }),
      matches: ({ order }, key) => key.includes(order.id),
      holdAfterReads: true,
      runA: ({ order }) => resendDeliveryMail(order.id),
      runB: ({ order }) => resendDeliveryMail(order.id),
      check: async ({ fixture: { order }, a, b, step }) => {
        const context = `the second click ran after the first one's step ${step}`;
        expect(
          [a, b].filter((outcome) => outcome.ok),
          context,
        ).toHaveLength(1);
        const resent = (await listOutbox({ to: CUSTOMER, kind: 'order-ready' })).filter((mail) =>
          mail.text.includes(order.id.slice(0, 8)),
        );
        // The first delivery, and one resend.
        expect(resent, context).toHaveLength(2);
      },
    });
    expect(interleavings).toBeGreaterThanOrEqual(2);
    recordAttack({
      round: 3,
      item: 4,
      attack: 'resend the delivery mail twice at once, forced at every step',
      tries: interleavings,
      outcome: 'no effect',
    });
  });

  test('goes to the customer only, answers 200 with the address, and writes one audit entry', async () => {
    const { staff, customer } = await people();
    const order = await deliveredOrder(customer.userId, simulatorAt({ now: Date.now() }));
    const answer = await call(resendDelivery, `/api/admin/orders/${order.id}/resend-delivery`, {
      body: {},
      cookie: staff.cookie,
      params: { id: order.id },
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ message: expect.stringContaining(CUSTOMER) });
    const again = await call(resendDelivery, `/api/admin/orders/${order.id}/resend-delivery`, {
      body: {},
      cookie: staff.cookie,
      params: { id: order.id },
    });
    expect(again.status).toBe(409);
    const entries = (await auditPage(null)).entries.filter((entry) => entry.target.id === order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'order.resend-delivery',
      actor: { email: SUPPORT, role: 'owner' },
    });
  });
});

describe('retrying provisioning', () => {
  test('a stuck order retried twice at once, at every point between the writes: one purchase', async () => {
    const { customer } = await people();
    let sequence = 0;
    const interleavings = await forEachInterleaving({
      setup: async () => {
        const order = await paidOrder(
          customer.userId,
          `pi_console_stuck_${Date.now()}_${++sequence}`,
        );
        await saveOrder({ ...order, updatedAt: new Date(Date.now() - 10 * 60_000).toISOString() });
        return { order, ...countingProvider() };
      },
      matches: ({ order }, key) => key.includes(order.id),
      runA: ({ order, provider }) =>
        retryProvisioning(
          order.id,
          (id) => provisionOrder(id, { provider, ...noSleep }),
          Date.now() + 10 * 60_000,
        ),
      runB: ({ order, provider }) =>
        retryProvisioning(
          order.id,
          (id) => provisionOrder(id, { provider, ...noSleep }),
          Date.now() + 10 * 60_000,
        ),
      check: async ({ fixture: { order, purchases }, step }) => {
        expect(purchases, `after step ${step}`).toEqual([order.id]);
        expect(await findOrder(order.id), `after step ${step}`).toMatchObject({
          provisioningStatus: 'completed',
        });
      },
    });
    expect(interleavings).toBeGreaterThanOrEqual(2);
    recordAttack({
      round: 3,
      item: 4,
      attack: 'two staff retry a stuck order at once, forced at every write',
      tries: interleavings,
      outcome: 'no effect',
    });
  });

  test('a failed order is re-opened once and delivered; a refund after that retry is refused while it runs', async () => {
    const { customer } = await people();
    const made = await paidOrder(customer.userId, `pi_console_failed_${Date.now()}`);
    const failed = await saveOrder({
      ...made,
      provisioningStatus: 'failed',
      attempts: 8,
      lastError: 'x',
    });
    const { provider, purchases } = countingProvider();
    const { gateway } = countingRefunds();
    const started: string[] = [];
    const retried = await retryProvisioning(failed.id, async (id) => void started.push(id));
    expect(retried).toMatchObject({ ok: true, reopened: true });
    expect(await retryProvisioning(failed.id, async (id) => void started.push(id))).toMatchObject({
      ok: false,
    });
    const refund = await refundAsStaff(failed.id, 'whole', { provider, gateway });
    expect(refund).toMatchObject({ ok: false, reason: 'not-settled' });
    expect(started).toEqual([failed.id]);
    expect(await provisionOrder(failed.id, { provider, ...noSleep })).toMatchObject({
      provisioningStatus: 'completed',
      deliveredAt: expect.any(String),
    });
    expect(purchases).toEqual([failed.id]);
  });
});

describe('a staff refund', () => {
  test('works outside the 14-day window, while the customer\u2019s own call is still refused', async () => {
    const { staff, customer } = await people();
    const order = await deliveredOrder(customer.userId, simulatorAt({ now: Date.now() }), {
      createdAt: new Date(Date.now() - 30 * DAY).toISOString(),
    });
    const own = await call(orderRefund, `/api/orders/${order.id}/refund`, {
      body: {},
      cookie: customer.cookie,
      params: { id: order.id },
    });
    expect(own.status).toBe(403);
    expect(await own.json()).toEqual({ message: refundRefusals['too-late'] });

    const answer = await call(adminOrderRefund, `/api/admin/orders/${order.id}/refund`, {
      body: { reason: 'Network outage at the destination', scope: 'provider-refundable' },
      cookie: staff.cookie,
      params: { id: order.id },
    });
    expect(answer.status).toBe(200);
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: expect.any(String) });
    expect(await findTestRefund(order.paymentIntentId)).not.toBeNull();
    expect(await refundMails(CUSTOMER, order)).toHaveLength(1);
    const again = await call(adminOrderRefund, `/api/admin/orders/${order.id}/refund`, {
      body: { reason: 'Clicked again', scope: 'whole' },
      cookie: staff.cookie,
      params: { id: order.id },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      message: expect.stringMatching(/^This order was refunded on /),
    });
    const entries = (await auditPage(null)).entries.filter((entry) => entry.target.id === order.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'order.refund',
      reason: 'Network outage at the destination',
      before: { refundedAt: null, state: 'delivered' },
      after: { state: 'refunded', scope: 'provider-refundable' },
    });
  });

  test('refunds the whole order when the eSIM is installed between the provider\u2019s check and the revoke', async () => {
    const { customer } = await people();
    const clock = { now: Date.now() };
    const simulator = simulatorAt(clock);
    const order = await deliveredOrder(customer.userId, simulator);
    const { provider: counting, revokes } = countingRevokes(simulator);
    // The traveller's phone installs the eSIM right after the provider's dry run said yes.
    const provider = {
      ...counting,
      refundBundle: async (input: Parameters<typeof counting.refundBundle>[0]) => {
        const answer = await counting.refundBundle(input);
        if (input.dryRun) clock.now += 2 * 60 * 60_000;
        return answer;
      },
    };
    const { gateway, refunds } = countingRefunds();
    expect(await refundAsStaff(order.id, 'whole', { provider, gateway })).toMatchObject({
      ok: true,
      finished: true,
    });
    expect(revokes).toEqual([order.iccid]);
    expect(refunds).toEqual([`refund:${order.id}`]);
    expect(await refundMails(CUSTOMER, order)).toHaveLength(1);
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: expect.any(String) });
  });

  test('refunds a failed order whole, with the mail that says it was never delivered', async () => {
    const { customer } = await people();
    // A real payment to refund: paid on the test gateway, never delivered.
    const order = await deliveredOrder(customer.userId, simulatorAt({ now: Date.now() }), {
      deliver: false,
    });
    await saveOrder({ ...order, provisioningStatus: 'failed', attempts: 8 });
    const { gateway, refunds } = countingRefunds();
    const deps = { provider: countingProvider().provider, gateway };
    expect(await refundAsStaff(order.id, 'provider-refundable', deps)).toMatchObject({
      ok: false,
      reason: 'nothing-delivered',
    });
    expect(await refundAsStaff(order.id, 'whole', deps)).toMatchObject({
      ok: true,
      finished: true,
    });
    expect(refunds).toEqual([`refund:${order.id}`]);
    const [mail] = await refundMails(CUSTOMER, order);
    expect(mail?.text).toContain('We could not deliver your');
    expect(await retryProvisioning(order.id, async () => {})).toMatchObject({
      ok: false,
      reason: 'refunded',
    });
  });
});
