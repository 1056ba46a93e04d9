/**
 * A customer's data rights: the download holds every kind of record kept of them and nothing of
 * anyone else; closing asks the password, locks the account at once and is undone by its mailed
 * link within 7 days; after that the sweep forgets the person and keeps the orders.
 */
import { describe, expect, test } from 'vitest';
import accountClose from '../../netlify/functions/account-close.mts';
import accountData from '../../netlify/functions/account-data.mts';
import accountReopen from '../../netlify/functions/account-reopen.mts';
import adminCustomer from '../../netlify/functions/admin-customer.mts';
import adminCustomerAction from '../../netlify/functions/admin-customer-action.mts';
import adminCustomerData from '../../netlify/functions/admin-customer-data.mts';
import adminCustomers from '../../netlify/functions/admin-customers.mts';
import adminOrder from '../../netlify/functions/admin-order.mts';
import contact from '../../netlify/functions/contact.mts';
import register from '../../netlify/functions/auth-register.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import authUser from '../../netlify/functions/auth-user.mts';
import { openStore } from '../../src/lib/blobs.ts';
import { findUserById } from '../../src/features/auth/users.server.ts';
import { CLOSURE_UNDO_MS } from '../../src/features/data-rights/closure-window.ts';
import { documentsOfOrder } from '../../src/features/invoices/billing-documents.server.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import { createOrderOnce, findOrder, newOrder } from '../../src/features/orders/orders.server.ts';
import { openRefund } from '../../src/features/refunds/refund-records.server.ts';
import { recordWithdrawalOnce } from '../../src/features/withdrawal/withdrawal-records.server.ts';
import { runSweeps } from '../../src/features/retention/sweeps.server.ts';
import { getPaymentGateway } from '../../src/features/payments/payments.server.ts';
import { auditPage } from '../../src/features/staff/audit-log.server.ts';
import { signedInCustomer } from '../support/accounts.ts';
import { call } from '../support/call.ts';
import { boughtEsim, postCallback, utilisation } from '../support/esimgo-callbacks.ts';
import { JAPAN_5GB_PLAN } from '../support/japan-plan.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'rights-owner@roamly.example';
const password = 'a test customer passphrase';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['error', 'warn'] });
const { owner } = useCustomers({ owner: OWNER });

const download = (cookie: string) => call(accountData, '/api/account/data', { cookie });
const close = (cookie: string, body: unknown = { password }) =>
  call(accountClose, '/api/account/close', { cookie, body });
const reopen = (token: string) => call(accountReopen, '/api/account/reopen', { body: { token } });
const signIn = (email: string) => call(signin, '/api/auth/signin', { body: { email, password } });
const whoAmI = (cookie: string) => call(authUser, '/api/auth/user', { cookie });
const sweepAt = async (now: number) => runSweeps({ now, gateway: async () => getPaymentGateway() });

async function sendMessage(email: string, text: string) {
  const answer = await call(contact, '/api/contact', {
    body: {
      name: 'Data Subject',
      email,
      subject: 'activation',
      message: text,
      website: '',
      startedAt: Date.now() - 20_000,
    },
  });
  expect(answer.status).toBe(200);
}

/** A customer with an eSIM (with usage reported), a top-up, a refund and a message. */
async function customerWithHistory(email: string, tag: string, lastName = 'Traveller') {
  await call(register, '/api/auth/register', {
    body: { email, password, confirmPassword: password, firstName: 'Frida', lastName },
  });
  const customer = await signedInCustomer(email);
  const esim = await boughtEsim(customer.userId, `pi_${tag}_esim`);
  expect((await postCallback(utilisation(esim.iccid, 0.4))).status).toBe(200);
  const { order: topUp } = await createOrderOnce(
    newOrder({
      paymentIntentId: `pi_${tag}_topup`,
      userId: customer.userId,
      plan: JAPAN_5GB_PLAN,
      amountCents: 900,
      currency: 'usd',
      topUp: { orderId: esim.orderId, iccid: esim.iccid },
      deliveryConsent: { at: new Date().toISOString(), textKey: 'checkout.consent', locale: 'en' },
      paymentCard: { brand: 'visa', last4: '4242' },
    }),
  );
  const { order: refunded } = await createOrderOnce(
    newOrder({
      paymentIntentId: `pi_${tag}_refunded`,
      userId: customer.userId,
      plan: JAPAN_5GB_PLAN,
      amountCents: 900,
      currency: 'usd',
    }),
  );
  await openRefund(refunded.id, Date.now());
  await recordWithdrawalOnce({
    orderId: refunded.id,
    userId: customer.userId,
    name: 'Data Subject',
    email,
    receivedAt: new Date().toISOString(),
    via: 'account',
    locale: 'en',
    timeZone: null,
    outcome: null,
    reason: null,
    decidedAt: null,
  });
  await sendMessage(email, `Message from ${tag}`);
  return { customer, esim, topUp, refunded };
}

const undoLinkOf = async (email: string) => {
  const [mail] = await listOutbox({ to: email, kind: 'account-closed' });
  const link = mail?.links?.[0];
  if (!link) throw new Error(`no undo link mailed to ${email}`);
  return new URL(link).searchParams.get('token') ?? '';
};

describe('download my data', () => {
  test('one attachment holding every kind the shop keeps of the customer, nothing of another', async () => {
    const alice = await customerWithHistory('alice-rights@example.com', 'alice');
    const bob = await customerWithHistory('bob-rights@example.com', 'bob');
    const answer = await download(alice.customer.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.json"$/);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const text = await answer.text();
    const data = JSON.parse(text);
    expect(data.profile).toMatchObject({ id: alice.customer.userId, email: alice.customer.email });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.orders.map((o: { id: string }) => o.id).sort()).toEqual(
      [alice.esim.orderId, alice.refunded.id].sort(),
    );
    expect(data.topUps).toEqual([
      expect.objectContaining({
        id: alice.topUp.id,
        paymentCard: { brand: 'visa', last4: '4242' },
      }),
    ]);
    expect(data.esims).toEqual([
      expect.objectContaining({
        iccid: alice.esim.iccid,
        lastUsageReported: expect.objectContaining({ remainingBytes: 3_000_000_000 }),
      }),
    ]);
    expect(data.refunds).toEqual([expect.objectContaining({ orderId: alice.refunded.id })]);
    expect(data.withdrawals).toEqual([expect.objectContaining({ orderId: alice.refunded.id })]);
    expect(data.consents.delivery).toEqual([
      expect.objectContaining({ orderId: alice.topUp.id, textKey: 'checkout.consent' }),
    ]);
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ email: alice.customer.email, message: 'Message from alice' }),
    ]);
    expect(data.signIns.sessions.length).toBeGreaterThan(0);
    for (const foreign of [bob.customer.userId, bob.customer.email, bob.esim.iccid, 'from bob'])
      expect(text).not.toContain(foreign);
  });

  test('needs a session; staff download it for the customer, audited', async () => {
    expect((await download('')).status).toBe(401);
    const carol = await signedInCustomer('carol-rights@example.com');
    const path = `/api/admin/customer-data/${carol.userId}`;
    const params = { id: carol.userId };
    expect((await call(adminCustomerData, path, { cookie: carol.cookie, params })).status).toBe(
      403,
    );
    const answer = await call(adminCustomerData, path, { cookie: owner.cookie, params });
    expect(answer.status).toBe(200);
    expect((await answer.json()).profile.email).toBe(carol.email);
    const { entries } = await auditPage(null);
    expect(entries[0]).toMatchObject({
      action: 'customer.data-download',
      target: { id: carol.userId },
    });
  });
});

describe('close my account', () => {
  test('a wrong password changes nothing', async () => {
    const dan = await signedInCustomer('dan-rights@example.com');
    const refused = await close(dan.cookie, { password: 'not the password' });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: expect.any(String) });
    expect((await whoAmI(dan.cookie)).status).toBe(200);
    expect((await findUserById(dan.userId))?.closure ?? null).toBeNull();
    expect(await listOutbox({ to: dan.email, kind: 'account-closed' })).toEqual([]);
  });

  test('locks the account out at once; its mailed link reopens it within 7 days', async () => {
    const erin = await signedInCustomer('erin-rights@example.com');
    expect((await close(erin.cookie)).status).toBe(200);
    expect((await whoAmI(erin.cookie)).status).toBe(401);
    expect((await signIn(erin.email)).status).toBe(401);
    expect((await download(erin.cookie)).status).toBe(401);

    const token = await undoLinkOf(erin.email);
    expect((await reopen(token)).status).toBe(200);
    expect((await signIn(erin.email)).status).toBe(200);
    expect((await reopen(token)).status).toBe(400); // single use
  });

  test('after the window the link is refused and the sweep forgets the person, keeping the orders', async () => {
    const frank = await customerWithHistory('frank-rights@example.com', 'f1', 'Erasmus');
    const { customer } = frank;
    const searchNamed = async () =>
      (
        await (
          await call(adminCustomers, '/api/admin/customers?q=erasmus', { cookie: owner.cookie })
        ).json()
      ).customers;
    expect(await searchNamed()).toHaveLength(1);
    const invoices = await documentsOfOrder(frank.esim.orderId);
    expect(invoices.map((document) => document.kind)).toContain('invoice');
    expect((await close(customer.cookie)).status).toBe(200);
    const token = await undoLinkOf(customer.email);
    const later = Date.now() + CLOSURE_UNDO_MS + 2 * 3_600_000;
    await sweepAt(later);

    expect((await reopen(token)).status).toBe(400);
    const erased = await findUserById(customer.userId);
    expect(erased).toMatchObject({ email: '', firstName: null, lastName: null, passwordHash: '' });
    expect(JSON.stringify(erased)).not.toContain(customer.email);

    // The address is free: it signs up anew, as a new account.
    const fresh = await signedInCustomer(customer.email);
    expect(fresh.userId).not.toBe(customer.userId);
    const freshData = await (await download(fresh.cookie)).json();
    expect(freshData.orders).toEqual([]);
    expect(freshData.contactMessages).toEqual([]);

    // Staff: the customer page shows the closed account with its orders; search finds no name.
    const params = { id: customer.userId };
    const page = await (
      await call(adminCustomer, `/api/admin/customers/${customer.userId}`, {
        cookie: owner.cookie,
        params,
      })
    ).json();
    expect(page.customer).toMatchObject({ email: '', name: null });
    expect(page.customer.closure).toMatchObject({ erasedAt: expect.any(String) });
    expect(page.orders).toHaveLength(3);
    expect(await searchNamed()).toEqual([]);
    const nameEntries = (await openStore('users').list({ prefix: 'by-name/' })).blobs;
    expect(nameEntries.filter(({ key }) => key.endsWith(customer.userId))).toEqual([]);
    const staffFile = await call(adminCustomerData, `/api/admin/customer-data/${customer.userId}`, {
      cookie: owner.cookie,
      params,
    });
    // A withdrawal statement is kept as given, with the order it undid (the law's record).
    const { withdrawals, ...rest } = await staffFile.json();
    expect(withdrawals).toEqual([expect.objectContaining({ orderId: frank.refunded.id })]);
    for (const personal of [customer.email, 'Erasmus', 'Data Subject', 'Message from'])
      expect(JSON.stringify(rest)).not.toContain(personal);

    // The invoice stands as issued (the law's record), the orders as recorded; the eSIM still
    // works and staff still read its usage.
    expect(await documentsOfOrder(frank.esim.orderId)).toEqual(invoices);
    expect(await findOrder(frank.esim.orderId)).toMatchObject({
      iccid: frank.esim.iccid,
      userId: customer.userId,
    });
    const order = await (
      await call(adminOrder, `/api/admin/orders/${frank.esim.orderId}`, {
        cookie: owner.cookie,
        params: { id: frank.esim.orderId },
      })
    ).json();
    expect(order.esim).not.toMatchObject({ status: 'unknown' });
    expect(order.esim).toBeTruthy();
  });

  test('registering the address of a closed account within the window makes no second account', async () => {
    const gina = await signedInCustomer('gina-rights@example.com');
    expect((await close(gina.cookie)).status).toBe(200);
    await call(register, '/api/auth/register', {
      body: { email: gina.email, password, confirmPassword: password },
    });
    expect((await signIn(gina.email)).status).toBe(401);
  });
});

describe('staff close an account at the customer request', () => {
  test('owners only, audited; the customer gets the undo link', async () => {
    const hana = await signedInCustomer('hana-rights@example.com');
    const act = (cookie: string) =>
      call(adminCustomerAction, `/api/admin/customers/${hana.userId}/close`, {
        body: {},
        cookie,
        params: { id: hana.userId, action: 'close' },
      });
    expect((await act(hana.cookie)).status).toBe(403);
    const closed = await act(owner.cookie);
    expect(closed.status).toBe(200);
    expect((await closed.json()).customer.closure).toMatchObject({
      requestedAt: expect.any(String),
    });
    expect((await whoAmI(hana.cookie)).status).toBe(401);
    expect(await undoLinkOf(hana.email)).not.toBe('');
    const { entries } = await auditPage(null);
    expect(entries[0]).toMatchObject({ action: 'customer.close', target: { id: hana.userId } });
    expect((await act(owner.cookie)).status).toBe(409);
  });
});
