/**
 * The console's account actions and the guard of every new console call, against the real
 * handlers and a local Blobs server: a blocked customer is out at once and signs in like a wrong
 * password; nobody blocks an owner or themselves; each call refuses the signed out, customers,
 * staff without their second factor and cross-site requests.
 */
import { describe, expect, test } from 'vitest';
import customerAction from '../../netlify/functions/admin-customer-action.mts';
import adminCustomer from '../../netlify/functions/admin-customer.mts';
import adminOrderRefund from '../../netlify/functions/admin-order-refund.mts';
import resendDelivery from '../../netlify/functions/admin-order-resend-delivery.mts';
import retryProvisioning from '../../netlify/functions/admin-order-retry-provisioning.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import { findUserById } from '../../src/features/auth/users.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { findOrder } from '../../src/features/orders/orders.server.ts';
import { auditPage } from '../../src/features/staff/audit-log.server.ts';
import { signedInCustomer, type Customer } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, cookiesOf } from '../support/call.ts';
import { deliveredOrder, simulatorAt } from '../support/refund-orders.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'accounts-owner@roamly.example';
const PENDING_OWNER = 'accounts-pending@roamly.example';
const password = 'a test customer passphrase';
useLocalBlobs({ env: { ADMIN_EMAILS: `${OWNER},${PENDING_OWNER}` }, mute: ['error', 'warn'] });

let owner: Customer;
const ownerOnce = async () => (owner ??= await signedInCustomer(OWNER));
const act = (id: string, action: string, cookie: string, extra = {}) =>
  call(customerAction, `/api/admin/customers/${id}/${action}`, {
    body: {},
    cookie,
    params: { id, action },
    ...extra,
  });
const signIn = (email: string) => call(signin, '/api/auth/signin', { body: { email, password } });

describe('blocking a customer', () => {
  test('their session stops at once, sign-in answers like a wrong password, unblock restores it', async () => {
    const staff = await ownerOnce();
    const customer = await signedInCustomer('blocked-customer@example.com');
    const blocked = await act(customer.userId, 'block', staff.cookie);
    expect(blocked.status).toBe(200);
    expect((await call(authUser, '/api/auth/user', { cookie: customer.cookie })).status).toBe(401);

    const refused = await signIn(customer.email);
    const wrong = await call(signin, '/api/auth/signin', {
      body: { email: customer.email, password: 'not the password at all' },
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual(await wrong.json());
    const [mail] = await listOutbox({ to: customer.email, kind: 'account-blocked' });
    expect(mail?.subject).toBe('Your Roamly account was suspended');

    expect((await act(customer.userId, 'block', staff.cookie)).status).toBe(409);
    expect((await act(customer.userId, 'unblock', staff.cookie)).status).toBe(200);
    const again = await signIn(customer.email);
    expect(again.status).toBe(200);
    expect((await call(authUser, '/api/auth/user', { cookie: cookiesOf(again) })).status).toBe(200);

    const entries = (await auditPage(null)).entries.filter(
      (entry) => entry.target.id === customer.userId,
    );
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'customer.block',
      'customer.unblock',
    ]);
    recordAttack({
      round: 3,
      item: 5,
      attack: 'a blocked customer keeps using their session and signs in again',
      tries: 3,
      outcome: 'refused',
    });
  });

  test('nobody blocks an owner or themselves (409), and nothing changes', async () => {
    const staff = await ownerOnce();
    const self = await act(staff.userId, 'block', staff.cookie);
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({ message: 'You cannot do this to your own account' });
    const other = await signedInCustomer(PENDING_OWNER);
    expect((await act(other.userId, 'block', staff.cookie)).status).toBe(409);
    expect((await findUserById(other.userId))?.blockedAt ?? null).toBeNull();
  });

  test('GET shows the customer with their orders; end-sessions signs them out', async () => {
    const staff = await ownerOnce();
    const customer = await signedInCustomer('seen-customer@example.com');
    const order = await deliveredOrder(customer.userId, simulatorAt({ now: Date.now() }));
    const seen = await call(adminCustomer, `/api/admin/customers/${customer.userId}`, {
      cookie: staff.cookie,
      params: { id: customer.userId },
    });
    expect(await seen.json()).toMatchObject({
      customer: { email: customer.email, blockedAt: null, verified: true },
      orders: [{ id: order.id, state: 'delivered' }],
    });
    expect((await act(customer.userId, 'end-sessions', staff.cookie)).status).toBe(200);
    expect((await call(authUser, '/api/auth/user', { cookie: customer.cookie })).status).toBe(401);
  });
});

describe('every new console call', () => {
  test('401 signed out, 403 for a customer, a staff password without its code, and cross-site', async () => {
    const staff = await ownerOnce();
    const customer = await signedInCustomer('guard-customer@example.com');
    await signedInCustomer(PENDING_OWNER).catch(() => undefined);
    const pending = cookiesOf(await signIn(PENDING_OWNER));
    const order = await deliveredOrder(customer.userId, simulatorAt({ now: Date.now() }));
    const refund = { reason: 'A guard test', scope: 'whole' };
    const calls = [
      [resendDelivery, `/api/admin/orders/${order.id}/resend-delivery`, { id: order.id }, {}],
      [retryProvisioning, `/api/admin/orders/${order.id}/retry-provisioning`, { id: order.id }, {}],
      [adminOrderRefund, `/api/admin/orders/${order.id}/refund`, { id: order.id }, refund],
      [
        adminCustomer,
        `/api/admin/customers/${customer.userId}`,
        { id: customer.userId },
        undefined,
      ],
      ...['block', 'unblock', 'end-sessions', 'resend-verification'].map(
        (action) =>
          [
            customerAction,
            `/api/admin/customers/${customer.userId}/${action}`,
            { id: customer.userId, action },
            {},
          ] as const,
      ),
    ] as const;
    let tries = 0;
    for (const [handler, path, params, body] of calls) {
      const ask = (cookie?: string, extra = {}) =>
        call(handler, path, { body, cookie, params, ...extra });
      expect((await ask()).status, path).toBe(401);
      expect((await ask(customer.cookie)).status, path).toBe(403);
      expect((await ask(pending)).status, path).toBe(403);
      if (body !== undefined) {
        const crossSite = await ask(staff.cookie, {
          headers: { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://evil.example' },
        });
        expect(crossSite.status, path).toBe(403);
        expect(await crossSite.json()).toEqual({ message: 'Cross-site requests are not allowed' });
      }
      tries += 4;
    }
    expect(await findOrder(order.id)).toMatchObject({ refundedAt: null });
    expect((await findUserById(customer.userId))?.blockedAt ?? null).toBeNull();
    expect((await auditPage(null)).entries.filter((e) => e.target.id === order.id)).toEqual([]);
    recordAttack({
      round: 3,
      item: 6,
      attack:
        'order and account actions signed out, as a customer, without the second factor, cross-site',
      tries,
      outcome: 'refused',
    });
  });
});
