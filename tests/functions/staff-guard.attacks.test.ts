/**
 * Every /api/admin/* function, called by each kind of caller that must be turned away: signed out
 * (401), a customer (403), a staff password without its second factor (403), and support on the
 * owners' calls (403). And the callers who may: their answer is never 401 or 403. The list of
 * calls must name every admin function, so a new one cannot skip this.
 */
import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import adminStaff from '../../netlify/functions/admin-staff.mts';
import signin from '../../netlify/functions/auth-signin.mts';
import { enrolAndSignIn, signedInCustomer, type Customer } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, cookiesOf, type CallOptions } from '../support/call.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';
import { listOutbox } from '../../src/features/mail/outbox.server.ts';
import resetPassword from '../../netlify/functions/auth-reset-password.mts';

const OWNER = 'access-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });

type Role = 'owner' | 'support';
const ORDER = '0'.repeat(24);
const USER = '00000000-0000-4000-8000-000000000000';

/**
 * At least one call per admin function (one per method when it has several): the role it needs,
 * and a request it understands.
 */
const calls: [file: string, role: Role, path: string, options: CallOptions][] = [
  ['admin-audit', 'owner', '/api/admin/audit', {}],
  ['admin-balance-credits', 'owner', '/api/admin/balance-credits', {}],
  ['admin-catalogue', 'owner', '/api/admin/catalogue', {}],
  ['admin-currency-rates', 'owner', '/api/admin/currency-rates', {}],
  [
    'admin-currency-rates',
    'owner',
    '/api/admin/currency-rates',
    { method: 'PUT', body: { rates: { EUR: 0.9 } } },
  ],
  ['admin-plans-export', 'owner', '/api/admin/plans-export', {}],
  ['admin-restore-previous', 'owner', '/api/admin/restore-previous', { body: {} }],
  ['admin-sales', 'owner', '/api/admin/sales', {}],
  ['admin-tax', 'owner', '/api/admin/tax', {}],
  ['admin-staff', 'owner', '/api/admin/staff', {}],
  [
    'admin-staff-change',
    'owner',
    '/api/admin/staff/remove',
    { body: { email: 'nobody@roamly.example' } },
  ],
  [
    'admin-upload-plans',
    'owner',
    '/api/admin/upload-plans',
    { body: {}, headers: { 'X-Requested-With': 'fetch' } },
  ],
  ['admin-customer', 'support', `/api/admin/customers/${USER}`, { params: { id: USER } }],
  [
    'admin-customer-action',
    'support',
    `/api/admin/customers/${USER}/end-sessions`,
    { body: {}, params: { id: USER, action: 'end-sessions' } },
  ],
  ['admin-customer-data', 'support', `/api/admin/customer-data/${USER}`, { params: { id: USER } }],
  ['admin-customers', 'support', '/api/admin/customers', {}],
  ['admin-withdrawals', 'support', '/api/admin/withdrawals', {}],
  ['admin-messages', 'support', '/api/admin/messages', {}],
  ['admin-order', 'support', `/api/admin/orders/${ORDER}`, { params: { id: ORDER } }],
  [
    'admin-order-refund',
    'support',
    `/api/admin/orders/${ORDER}/refund`,
    { body: { reason: 'An access check', scope: 'whole' }, params: { id: ORDER } },
  ],
  [
    'admin-order-resend-delivery',
    'support',
    `/api/admin/orders/${ORDER}/resend-delivery`,
    { body: {}, params: { id: ORDER } },
  ],
  [
    'admin-order-retry-provisioning',
    'support',
    `/api/admin/orders/${ORDER}/retry-provisioning`,
    { body: {}, params: { id: ORDER } },
  ],
  [
    'admin-order-document',
    'support',
    `/api/admin/orders/${ORDER}/documents/invoice-1`,
    { params: { id: ORDER, name: 'invoice-1' } },
  ],
  [
    'admin-order-reveal',
    'support',
    `/api/admin/orders/${ORDER}/reveal`,
    { body: {}, params: { id: ORDER } },
  ],
  ['admin-orders', 'support', '/api/admin/orders', {}],
  ['admin-provider-balance', 'support', '/api/admin/provider-balance', {}],
  ['admin-redrive', 'support', '/api/admin/redrive', {}],
  ['admin-stats', 'support', '/api/admin/stats', {}],
];

type Handler = Parameters<typeof call>[0];
const handlers = new Map<string, Handler>();
const handlerOf = async (file: string) => {
  if (!handlers.has(file))
    handlers.set(file, (await import(`../../netlify/functions/${file}.mts`)).default as Handler);
  return handlers.get(file)!;
};
const status = async (file: string, path: string, options: CallOptions, cookie?: string) =>
  (await call(await handlerOf(file), path, { ...options, ...(cookie ? { cookie } : {}) })).status;

let callers: Promise<Record<'owner' | 'support' | 'pending' | 'customer', string>> | undefined;
/** The four callers, made once for the file. */
const theCallers = () => (callers ??= makeCallers());

async function makeCallers() {
  const owner: Customer = await signedInCustomer(OWNER);
  const password = 'a support passphrase';
  const supportEmail = 'access-support@roamly.example';
  await call(adminStaff, '/api/admin/staff', {
    body: { email: supportEmail, role: 'support' },
    cookie: owner.cookie,
  });
  const [invitation] = await listOutbox({ to: supportEmail, kind: 'staff-invitation' });
  const token = new URL(invitation!.links[0]!).searchParams.get('token');
  await call(resetPassword, '/api/auth/reset-password', {
    body: { token, password, confirmPassword: password },
  });
  const signIn = async () =>
    cookiesOf(await call(signin, '/api/auth/signin', { body: { email: supportEmail, password } }));
  const support = (await enrolAndSignIn(await signIn(), supportEmail)).cookie;
  const pending = await signIn();
  const customer = (await signedInCustomer('access-customer@roamly.example')).cookie;
  return { owner: owner.cookie, support, pending, customer };
}

describe('every staff call checks who asks', () => {
  test('the list names every admin function', () => {
    const files = readdirSync(new URL('../../netlify/functions/', import.meta.url))
      .filter((file) => file.startsWith('admin-'))
      .map((file) => file.replace(/\.mts$/, ''))
      .sort();
    expect([...new Set(calls.map(([file]) => file))].sort()).toEqual(files);
  });

  test.each(calls)('%s (%s)', async (file, role, path, options) => {
    const who = await theCallers();
    expect(await status(file, path, options), 'signed out').toBe(401);
    expect(await status(file, path, options, who.customer), 'a customer').toBe(403);
    expect(await status(file, path, options, who.pending), 'no second factor').toBe(403);
    const asSupport = await status(file, path, options, who.support);
    if (role === 'owner') expect(asSupport, 'support on an owner call').toBe(403);
    else expect([401, 403], 'support on a support call').not.toContain(asSupport);
    expect([401, 403], 'an owner').not.toContain(await status(file, path, options, who.owner));
  });

  afterAll(() =>
    recordAttack({
      round: 3,
      item: 2,
      attack:
        'call every staff function signed out, as a customer, with a staff password alone, and as support on owner calls',
      tries: calls.length * 4,
      outcome: 'refused',
    }),
  );
});
