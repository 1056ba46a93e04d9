/**
 * What a function's answer headers give away (through the local server). The emulator passed on
 * Netlify's x-nf-fetch-timing header, whose storage calls told whether an e-mail has an account.
 * Every answer has nosniff, JSON a CSP that loads nothing and forbids framing, all but the
 * catalogue no-store.
 */
import { readdirSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { recordAttack } from '../support/attack-log.ts';
import { useShopLocally } from '../support/local-shop.ts';
import { codeAt } from '../../src/features/staff/totp.server.ts';

const API_CSP = "default-src 'none'; frame-ancestors 'none'";
const UNKNOWN_ID = 'pi_0000000000000000000000000';

const localShop = useShopLocally();
let shop: ReturnType<typeof localShop>;
let adminCookie: string;

beforeAll(async () => {
  shop = localShop();
  const signedIn = await shop.send('POST', '/api/auth/signin', {
    email: shop.admin.email,
    password: shop.admin.password,
  });
  expect(signedIn.status).toBe(200);
  const cookiesOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0])
      .join('; ');
  // Staff give their second factor before any staff call answers them.
  const secondFactor = await shop.send(
    'POST',
    '/api/auth/second-factor',
    { code: await codeAt(shop.admin.totpSecret!) },
    { Cookie: cookiesOf(signedIn) },
  );
  expect(secondFactor.status).toBe(200);
  adminCookie = cookiesOf(secondFactor);
});

interface FunctionCall {
  method: string;
  path: string;
  body?: unknown;
  signedIn?: boolean;
}

/** One call to each function in netlify/functions/ (the first test checks none is missing). */
const calls: Record<string, FunctionCall[]> = {
  'admin-balance-credits': [{ method: 'GET', path: '/api/admin/balance-credits', signedIn: true }],
  'admin-catalogue': [{ method: 'GET', path: '/api/admin/catalogue', signedIn: true }],
  'admin-currency-rates': [
    { method: 'GET', path: '/api/admin/currency-rates', signedIn: true },
    { method: 'PUT', path: '/api/admin/currency-rates', body: {}, signedIn: true },
  ],
  'admin-customers': [{ method: 'GET', path: '/api/admin/customers', signedIn: true }],
  'admin-customer': [
    {
      method: 'GET',
      path: '/api/admin/customers/00000000-0000-4000-8000-000000000000',
      signedIn: true,
    },
  ],
  'admin-customer-data': [
    {
      method: 'GET',
      path: '/api/admin/customer-data/00000000-0000-4000-8000-000000000000',
      signedIn: true,
    },
  ],
  'admin-customer-action': [
    {
      method: 'POST',
      path: '/api/admin/customers/00000000-0000-4000-8000-000000000000/end-sessions',
      body: {},
      signedIn: true,
    },
  ],
  'admin-messages': [
    { method: 'GET', path: '/api/admin/messages', signedIn: true },
    {
      method: 'POST',
      path: '/api/admin/messages/status',
      body: { messageId: '2026-11-24T10:00:00.000Z-0a1b2c3d', status: 'answered' },
      signedIn: true,
    },
  ],
  'admin-order-refund': [
    {
      method: 'POST',
      path: `/api/admin/orders/${'0'.repeat(24)}/refund`,
      body: { reason: 'A header check', scope: 'whole' },
      signedIn: true,
    },
  ],
  'admin-order-resend-delivery': [
    {
      method: 'POST',
      path: `/api/admin/orders/${'0'.repeat(24)}/resend-delivery`,
      body: {},
      signedIn: true,
    },
  ],
  'admin-order-retry-provisioning': [
    {
      method: 'POST',
      path: `/api/admin/orders/${'0'.repeat(24)}/retry-provisioning`,
      body: {},
      signedIn: true,
    },
  ],
  'admin-order': [{ method: 'GET', path: `/api/admin/orders/${'0'.repeat(24)}`, signedIn: true }],
  'admin-order-document': [
    {
      method: 'GET',
      path: `/api/admin/orders/${'0'.repeat(24)}/documents/invoice-1`,
      signedIn: true,
    },
  ],
  'admin-order-reveal': [
    { method: 'POST', path: `/api/admin/orders/${'0'.repeat(24)}/reveal`, body: {} },
  ],
  'admin-orders': [{ method: 'GET', path: '/api/admin/orders', signedIn: true }],
  'admin-plans-export': [{ method: 'GET', path: '/api/admin/plans-export', signedIn: true }],
  'admin-provider-balance': [
    { method: 'GET', path: '/api/admin/provider-balance', signedIn: true },
  ],
  'admin-redrive': [{ method: 'GET', path: '/api/admin/redrive', signedIn: true }],
  'admin-restore-previous': [{ method: 'POST', path: '/api/admin/restore-previous', body: {} }],
  'admin-sales': [{ method: 'GET', path: '/api/admin/sales', signedIn: true }],
  'admin-stats': [{ method: 'GET', path: '/api/admin/stats', signedIn: true }],
  'admin-tax': [{ method: 'GET', path: '/api/admin/tax', signedIn: true }],
  'admin-upload-plans': [{ method: 'POST', path: '/api/admin/upload-plans', body: {} }],
  'auth-forgot-password': [
    { method: 'POST', path: '/api/auth/forgot-password', body: { email: 'nobody@example.com' } },
  ],
  'auth-register': [{ method: 'POST', path: '/api/auth/register', body: { email: 'x' } }],
  'withdrawal-link': [
    { method: 'POST', path: '/api/withdrawal/link', body: { orderNumber: 'x', email: 'x' } },
  ],
  'withdrawal-contract': [{ method: 'POST', path: '/api/withdrawal/contract', body: {} }],
  'withdrawal-confirm': [{ method: 'POST', path: '/api/withdrawal/confirm', body: {} }],
  'reminders-unsubscribe': [
    { method: 'GET', path: '/api/reminders/unsubscribe?token=x' },
    { method: 'POST', path: '/api/reminders/unsubscribe?token=x', body: {} },
  ],
  'auth-resend-verification': [
    {
      method: 'POST',
      path: '/api/auth/resend-verification',
      body: { email: 'nobody@example.com' },
    },
  ],
  'auth-reset-password': [
    {
      method: 'POST',
      path: '/api/auth/reset-password',
      body: { token: 'not-a-token', password: 'a new long password 1' },
    },
  ],
  'admin-audit': [{ method: 'GET', path: '/api/admin/audit' }],
  'admin-withdrawals': [{ method: 'GET', path: '/api/admin/withdrawals' }],
  'admin-staff': [
    { method: 'GET', path: '/api/admin/staff' },
    { method: 'POST', path: '/api/admin/staff', body: { email: 'a@b.example', role: 'owner' } },
  ],
  'admin-staff-change': [
    {
      method: 'POST',
      path: '/api/admin/staff/role',
      body: { email: 'a@b.example', role: 'owner' },
    },
    { method: 'POST', path: '/api/admin/staff/remove', body: { email: 'a@b.example' } },
  ],
  'auth-second-factor': [
    { method: 'GET', path: '/api/auth/second-factor' },
    { method: 'POST', path: '/api/auth/second-factor', body: { code: '123456' } },
  ],
  'auth-signin': [
    {
      method: 'POST',
      path: '/api/auth/signin',
      body: { email: 'nobody@example.com', password: 'a wrong password 1' },
    },
  ],
  'auth-signout': [{ method: 'POST', path: '/api/auth/signout', body: {} }],
  'account-close': [{ method: 'POST', path: '/api/account/close', body: {}, signedIn: true }],
  'account-data': [{ method: 'GET', path: '/api/account/data', signedIn: true }],
  'account-reopen': [
    { method: 'POST', path: '/api/account/reopen', body: { token: 'not-a-token' } },
  ],
  'auth-user': [
    { method: 'GET', path: '/api/auth/user' },
    { method: 'GET', path: '/api/auth/user', signedIn: true },
  ],
  'complete-order': [
    { method: 'POST', path: '/api/complete-order', body: { paymentIntentId: UNKNOWN_ID } },
  ],
  contact: [{ method: 'POST', path: '/api/contact', body: {} }],
  'create-payment-intent': [
    { method: 'POST', path: '/api/create-payment-intent', body: { planId: 'no-such-plan' } },
  ],
  'esim-status': [{ method: 'GET', path: `/api/esims/${UNKNOWN_ID}/status`, signedIn: true }],
  'esim-top-up-plans': [
    { method: 'GET', path: `/api/esims/${UNKNOWN_ID}/top-up-plans`, signedIn: true },
  ],
  'esimgo-callback': [{ method: 'POST', path: '/api/esimgo/callback', body: {} }],
  login: [{ method: 'GET', path: '/api/login' }],
  'order-company': [
    { method: 'POST', path: `/api/orders/${UNKNOWN_ID}/company`, body: {}, signedIn: true },
  ],
  'order-documents': [
    { method: 'GET', path: `/api/orders/${UNKNOWN_ID}/invoice`, signedIn: true },
    { method: 'GET', path: `/api/orders/${UNKNOWN_ID}/credit-note`, signedIn: true },
  ],
  'order-qr': [{ method: 'GET', path: `/api/orders/${UNKNOWN_ID}/qr`, signedIn: true }],
  'order-refund': [
    { method: 'POST', path: `/api/orders/${UNKNOWN_ID}/refund`, body: {}, signedIn: true },
  ],
  orders: [{ method: 'GET', path: '/api/orders', signedIn: true }],
  plans: [
    { method: 'GET', path: '/api/plans' },
    { method: 'GET', path: '/api/plans/US' },
    { method: 'GET', path: '/api/esimgo/plans' },
    { method: 'GET', path: '/api/plans/not-a-code' },
  ],
  'provision-order-background': [
    { method: 'POST', path: '/.netlify/functions/provision-order-background', body: {} },
  ],
  'redrive-orders': [{ method: 'POST', path: '/.netlify/functions/redrive-orders', body: {} }],
  'stripe-webhook': [{ method: 'POST', path: '/api/stripe/webhook', body: {} }],
  'sweep-expired': [{ method: 'POST', path: '/.netlify/functions/sweep-expired', body: {} }],
  'test-payments-confirm': [{ method: 'POST', path: '/api/test-payments/confirm', body: {} }],
  'too-many-requests': [{ method: 'GET', path: '/api/too-many-requests' }],
  'verify-email': [{ method: 'GET', path: '/api/verify-email?token=not-a-token' }],
};

/**
 * Answers Netlify itself gives, not the function: a background function's empty 202, and a
 * scheduled function's URL.
 */
const PLATFORM_ANSWERS = new Set(['provision-order-background', 'redrive-orders', 'sweep-expired']);

const answersOf = async (name: string) => {
  const answers: { call: FunctionCall; answer: Response }[] = [];
  for (const call of calls[name] ?? []) {
    const answer = await shop.send(
      call.method,
      call.path,
      call.body,
      call.signedIn ? { Cookie: adminCookie } : {},
    );
    await answer.arrayBuffer();
    answers.push({ call, answer });
  }
  return answers;
};

const platformHeaders = (answer: Response) =>
  [...answer.headers.keys()].filter((name) => name.startsWith('x-nf-'));

test('the calls below reach every function in netlify/functions/', () => {
  const functions = readdirSync(new URL('../../netlify/functions/', import.meta.url))
    .filter((file) => /\.m?[jt]s$/.test(file))
    .map((file) => file.replace(/\.m?[jt]s$/, ''))
    .sort();
  expect(Object.keys(calls).sort()).toEqual(functions);
});

describe('no oracle in the headers', () => {
  test('an answer tells nothing of the storage calls behind it (whether an e-mail has an account, whether an order exists)', async () => {
    const probes = [
      ['POST', '/api/auth/signin', { email: shop.admin.email, password: 'not the password 1' }],
      [
        'POST',
        '/api/auth/signin',
        { email: 'no-account@example.com', password: 'not the password 1' },
      ],
      [
        'POST',
        '/api/auth/register',
        {
          email: shop.admin.email,
          password: 'a long enough password 1',
          confirmPassword: 'a long enough password 1',
          firstName: 'Ann',
          lastName: 'Lee',
        },
      ],
      ['POST', '/api/auth/forgot-password', { email: shop.admin.email }],
    ] as const;
    const seen: string[][] = [];
    for (const [method, path, body] of probes) {
      const answer = await shop.send(method, path, body);
      seen.push([`${method} ${path} ${answer.status}`, ...platformHeaders(answer)]);
    }
    for (const path of [`/api/orders/${UNKNOWN_ID}/qr`, `/api/esims/${UNKNOWN_ID}/status`]) {
      const answer = await shop.send('GET', path, undefined, { Cookie: adminCookie });
      seen.push([`GET ${path} ${answer.status}`, ...platformHeaders(answer)]);
    }
    expect(seen.filter((headers) => headers.length > 1)).toEqual([]);
    recordAttack({
      round: 2,
      item: 5,
      attack:
        'read the storage calls behind an answer (x-nf-fetch-timing) to learn which e-mails have accounts and which order ids exist',
      tries: seen.length,
      outcome: 'no effect',
    });
  });

  test('no answer of any function carries a header of Netlify’s function runtime', async () => {
    const carrying: string[] = [];
    for (const name of Object.keys(calls)) {
      for (const { call, answer } of await answersOf(name)) {
        const headers = platformHeaders(answer);
        if (headers.length > 0)
          carrying.push(`${name} ${call.method} ${call.path}: ${headers.join(', ')}`);
      }
    }
    expect(carrying).toEqual([]);
    // The first test to call every function: the emulator bundles each one on its first call.
  }, 180_000);
});

describe('API answers carry their own headers', () => {
  test('every function answer: nosniff, the API CSP on JSON, and no-store unless it is the public catalogue', async () => {
    const problems: string[] = [];
    let tries = 0;
    for (const name of Object.keys(calls).filter((each) => !PLATFORM_ANSWERS.has(each))) {
      for (const { call, answer } of await answersOf(name)) {
        tries += 1;
        const where = `${name} ${call.method} ${call.path} (${answer.status})`;
        if (answer.headers.get('x-content-type-options') !== 'nosniff')
          problems.push(`${where}: no nosniff`);
        const json = answer.headers.get('content-type')?.startsWith('application/json');
        if (json && answer.headers.get('content-security-policy') !== API_CSP)
          problems.push(`${where}: CSP ${answer.headers.get('content-security-policy')}`);
        const publicCatalogue = name === 'plans' && answer.status < 400;
        const cacheControl = answer.headers.get('cache-control') ?? '';
        if (publicCatalogue && !cacheControl.startsWith('public'))
          problems.push(`${where}: the catalogue lost its caching (${cacheControl})`);
        if (!publicCatalogue && !/\bno-store\b/.test(cacheControl))
          problems.push(`${where}: Cache-Control ${cacheControl || 'missing'}`);
        if (!publicCatalogue && answer.headers.has('netlify-cdn-cache-control'))
          problems.push(`${where}: cached on the CDN`);
      }
    }
    expect(problems).toEqual([]);
    recordAttack({
      round: 2,
      item: 6,
      attack:
        'read a private or refused API answer for headers that let a browser sniff, frame or cache it',
      tries,
      outcome: 'refused',
    });
  }, 180_000);
});
