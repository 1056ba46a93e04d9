/**
 * The fourth review's items 5 and 6 on orders, against the real handlers, a local Blobs server
 * and a site whose background function really provisions: only owners act on a staff member's
 * order (support revealing a colleague's code takes over their eSIM), nobody on their own, and
 * staff send or buy no eSIM for a blocked account. Every refusal changes nothing: no reveal, no
 * allowance used, no audit entry, no timeline event, no mail, no refund, no purchase.
 */
import { readdirSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import customerAction from '../../netlify/functions/admin-customer-action.mts';
import orderRefund from '../../netlify/functions/admin-order-refund.mts';
import resendDelivery from '../../netlify/functions/admin-order-resend-delivery.mts';
import retryProvisioning from '../../netlify/functions/admin-order-retry-provisioning.mts';
import orderReveal from '../../netlify/functions/admin-order-reveal.mts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { listOrderEvents } from '../../src/features/orders/order-events.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { findOrder, saveOrder } from '../../src/features/orders/orders.server.ts';
import { findTestRefund } from '../../src/features/payments/test-gateway.server.ts';
import { auditPage } from '../../src/features/staff/audit-log.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { type Customer, invitedStaffMember } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call } from '../support/call.ts';
import { useSiteOrigin } from '../support/faults-site.ts';
import { refundMails, deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'orders-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['error', 'warn'] });
const site = useSiteOrigin();
const { owner, customer } = useCustomers({
  owner: OWNER,
  customer: 'orders-customer@example.com',
});

/** A support member the owner invites, who follows the mailed link, signs in and enrols. */
const supportMember = (email: string) => invitedStaffMember(owner.cookie, email);

type Action = 'reveal' | 'resend-delivery' | 'retry-provisioning' | 'refund';
const handlers = {
  reveal: orderReveal,
  'resend-delivery': resendDelivery,
  'retry-provisioning': retryProvisioning,
  refund: orderRefund,
} as const;
const bodies: Record<Action, object> = {
  reveal: { reason: 'The customer is on the phone, the QR code will not scan' },
  'resend-delivery': {},
  'retry-provisioning': {},
  refund: { reason: 'The network at the destination was down', scope: 'whole' },
};
const actions = Object.keys(handlers) as Action[];

const act = (action: Action, orderId: string, cookie: string) =>
  call(handlers[action], `/api/admin/orders/${orderId}/${action}`, {
    body: bodies[action],
    cookie,
    params: { id: orderId },
  });

/**
 * Two orders of `userId`'s: a delivered one (to reveal, resend, refund) and one whose
 * provisioning failed (to retry).
 */
async function ordersOf(userId: string) {
  const delivered = await deliveredOrder(userId, simulatorAt({ now: Date.now() }));
  const unpaid = await deliveredOrder(userId, simulatorAt({ now: Date.now() }), { deliver: false });
  const failed = await saveOrder({
    ...unpaid,
    provisioningStatus: 'failed',
    attempts: 8,
    lastError: 'The provider answered 500',
  });
  return {
    delivered,
    failed,
    orderFor: (action: Action) => (action === 'retry-provisioning' ? failed : delivered),
  };
}

/** Everything an order action could change or leave behind for `order`. */
async function traceOf(order: OrderRecord, email: string) {
  const mails = await listOutbox({ to: email });
  return {
    order: await findOrder(order.id),
    events: await listOrderEvents(order.id),
    audit: (await auditPage(null)).entries.filter((entry) => entry.target.id === order.id),
    mails: mails.filter((mail) => mail.text.includes(order.id.slice(0, 8))).length,
    refunded: await findTestRefund(order.paymentIntentId),
    triggered: site.triggered().filter((id) => id === order.id),
  };
}

const allowanceOf = (member: Customer) =>
  openStore('staff').get(`reveal-allowance/${member.userId}`, { type: 'json' });

describe('item 5: only owners act on a staff member\u2019s order', () => {
  test('support revealing, resending, retrying or refunding an owner\u2019s or a colleague\u2019s order gets 403 and changes nothing', async () => {
    const actor = await supportMember('orders-actor@roamly.example');
    const colleague = await supportMember('orders-colleague@roamly.example');
    let tries = 0;
    for (const target of [owner, colleague]) {
      const orders = await ordersOf(target.userId);
      for (const action of actions) {
        const order = orders.orderFor(action);
        const before = await traceOf(order, target.email);
        const answer = await act(action, order.id, actor.cookie);
        const text = await answer.text();
        expect(answer.status, `${action} on ${target.email}'s order: ${text}`).toBe(403);
        expect(JSON.parse(text)).toEqual({
          message: "Only an owner can act on a staff member's order",
        });
        if (order.lpa) expect(text).not.toContain(order.lpa);
        await site.idle();
        expect(await traceOf(order, target.email), `${action} on ${target.email}`).toEqual(before);
        tries++;
      }
    }
    expect(await allowanceOf(actor)).toBeNull();
    recordAttack({
      round: 4,
      item: 5,
      attack:
        'support reveals, resends, retries or refunds the order of an owner or of a fellow support member',
      tries,
      outcome: 'refused',
    });
  });

  test('an owner still acts on a support member\u2019s orders', async () => {
    const member = await supportMember('orders-served@roamly.example');
    const { delivered, failed } = await ordersOf(member.userId);
    const revealed = await act('reveal', delivered.id, owner.cookie);
    expect(revealed.status).toBe(200);
    expect(await revealed.json()).toMatchObject({ lpa: delivered.lpa });
    expect((await act('resend-delivery', delivered.id, owner.cookie)).status).toBe(200);
    expect((await act('retry-provisioning', failed.id, owner.cookie)).status).toBe(200);
    await site.idle();
    expect(site.triggered()).toContain(failed.id);
    expect(await findOrder(failed.id)).toMatchObject({ provisioningStatus: 'completed' });
    expect((await act('refund', delivered.id, owner.cookie)).status).toBe(200);
    expect(await findOrder(delivered.id)).toMatchObject({ refundedAt: expect.any(String) });
    expect(await refundMails(member.email, delivered)).toHaveLength(1);
  });

  test('nobody acts on their own order: an owner\u2019s and a support member\u2019s own get 409 and nothing changes', async () => {
    const member = await supportMember('orders-self@roamly.example');
    let tries = 0;
    for (const self of [owner, member]) {
      const orders = await ordersOf(self.userId);
      for (const action of actions) {
        const order = orders.orderFor(action);
        const before = await traceOf(order, self.email);
        const answer = await act(action, order.id, self.cookie);
        const text = await answer.text();
        expect(answer.status, `${self.email} ${action} on their own order: ${text}`).toBe(409);
        expect(JSON.parse(text)).toEqual({ message: 'You cannot do this to your own order' });
        await site.idle();
        expect(await traceOf(order, self.email), `${action} by ${self.email}`).toEqual(before);
        tries++;
      }
    }
    expect(await allowanceOf(member)).toBeNull();
    recordAttack({
      round: 4,
      item: 5,
      attack:
        'a staff member reveals, resends, retries or refunds their own order (past the refund window)',
      tries,
      outcome: 'refused',
    });
  });
});

describe('item 6: staff send and buy no eSIM for a blocked account', () => {
  test('reveal, resend and retry on a blocked customer\u2019s order get 409, no mail queued, nothing bought or revealed; after an unblock they work', async () => {
    const member = await supportMember('orders-helper@roamly.example');
    const { delivered, failed } = await ordersOf(customer.userId);
    const blockCustomer = (action: 'block' | 'unblock') =>
      call(customerAction, `/api/admin/customers/${customer.userId}/${action}`, {
        body: {},
        cookie: owner.cookie,
        params: { id: customer.userId, action },
      });
    expect((await blockCustomer('block')).status).toBe(200);

    const tried = [
      ['reveal', delivered, 'reveal the activation code'],
      ['resend-delivery', delivered, 'send the delivery mail again'],
      ['retry-provisioning', failed, 'retry provisioning'],
    ] as const;
    let tries = 0;
    for (const staff of [member, owner]) {
      for (const [action, order, what] of tried) {
        const before = await traceOf(order, customer.email);
        const answer = await act(action, order.id, staff.cookie);
        const text = await answer.text();
        expect(answer.status, `${action} by ${staff.email}: ${text}`).toBe(409);
        expect(JSON.parse(text)).toEqual({
          message: `This customer's account is blocked: unblock it first to ${what}`,
        });
        await site.idle();
        expect(await traceOf(order, customer.email), `${action} by ${staff.email}`).toEqual(before);
        tries++;
      }
    }
    expect(await findOrder(failed.id)).toMatchObject({ provisioningStatus: 'failed', iccid: null });

    expect((await blockCustomer('unblock')).status).toBe(200);
    expect((await act('reveal', delivered.id, member.cookie)).status).toBe(200);
    expect((await act('resend-delivery', delivered.id, member.cookie)).status).toBe(200);
    expect((await act('retry-provisioning', failed.id, member.cookie)).status).toBe(200);
    await site.idle();
    expect(await findOrder(failed.id)).toMatchObject({ provisioningStatus: 'completed' });
    recordAttack({
      round: 4,
      item: 6,
      attack: 'staff reveal the eSIM, resend it or retry its purchase for a blocked account',
      tries,
      outcome: 'refused',
    });
  });
});

/**
 * Reads of an order, not actions on it: staff-views.attacks.test.ts and staff-guard.attacks.test.ts
 * guard them.
 */
const ORDER_READS = ['admin-order-document.mts'];

test('the table names every order action', () => {
  const files = readdirSync(new URL('../../netlify/functions/', import.meta.url))
    .filter((file) => file.startsWith('admin-order-') && !ORDER_READS.includes(file))
    .map((file) => file.replace(/^admin-order-|\.mts$/g, ''))
    .sort();
  expect([...actions].sort()).toEqual(files);
});
