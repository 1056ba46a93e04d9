/**
 * Support never reads the owners' figures: what a sale cost the shop, its margin, the exchange
 * rates the owners set. The records behind the console carry all of them (a plan snapshot with
 * its cost, an order quoted at the owners' euro rate, a contact message from that customer); a
 * support member calls every function open to support, and no answer holds one of them, by key
 * or by value. The list of calls must name every function that lets support in.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import adminOrder from '../../netlify/functions/admin-order.mts';
import completeOrder from '../../netlify/functions/complete-order.mts';
import contact from '../../netlify/functions/contact.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import type { AdminOrderAnswer } from '../../src/features/admin/orders/order-view.ts';
import { replaceCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import type { CreatedIntent } from '../../src/features/checkout/checkout.ts';
import { ratesInForce } from '../../src/features/currency/rates.ts';
import { ProviderError, type EsimProvider } from '../../src/features/esim-provider/provider.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { findOrder, orderIdFor } from '../../src/features/orders/orders.server.ts';
import { createSimulatedProvider } from '../../src/features/provisioning/providers/simulated.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { signedInCustomer, invitedStaffMember } from '../support/accounts.ts';
import { recordAttack } from '../support/attack-log.ts';
import { call, type CallOptions } from '../support/call.ts';
import { payWithTestCard } from '../support/checkout-calls.ts';
import { pdfText } from '../support/pdf-text.ts';
import { useLocalBlobs } from '../support/use-local-blobs.ts';
import { CHECKOUT_ANSWERS } from '../support/checkout-answers.ts';

const OWNER = 'views-owner@roamly.example';
const SUPPORT = 'views-support@roamly.example';
const TRAVELLER = 'views-traveller@example.com';
// Errors: complete-order's and the retry's provisioning trigger have no server here.
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['error', 'warn'] });

/** What a sale of the plan cost the shop (USD), and the owners' euro rate: neither is support's. */
const COST = 3.17;
const EUR_RATE = 0.91;
const PLAN_ID = 'al-3gb-7d';

/** Keys only the owners' views may hold, at any depth of an answer. */
const OWNER_ONLY_KEYS = [
  'cost',
  'margin',
  'costedOrders',
  'costedRevenue',
  'exchangeRate',
  'rates',
  'ratesSetAt',
  'ownerFigures',
];
/** The figures themselves, as JSON writes them, wherever they might be copied into a text. */
const OWNER_ONLY_VALUES = [COST, EUR_RATE].map(
  (value) => new RegExp(`(?<![\\d.])${String(value).replace('.', '\\.')}(?!\\d)`),
);

/** Paths of owner-only keys in `value`, e.g. `order.plan.cost`. */
function ownerOnlyKeysIn(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return value.flatMap((item, i) => ownerOnlyKeysIn(item, `${path}[${i}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const here = path ? `${path}.${key}` : key;
    return [...(OWNER_ONLY_KEYS.includes(key) ? [here] : []), ...ownerOnlyKeysIn(inner, here)];
  });
}

/** A provider whose purchases fail for good, so the order needs staff. */
function failingProvider(): EsimProvider {
  return {
    ...createSimulatedProvider({ latencyMs: 0, failureRate: 0 }),
    order: async () => {
      throw new ProviderError('eSIM Go answered 400: bundle not found', { retryable: false });
    },
  };
}

interface World {
  owner: string;
  support: string;
  traveller: { cookie: string; userId: string };
  delivered: OrderRecord;
  failed: OrderRecord;
  messageId: string;
}

let world: Promise<World> | undefined;
/** The records and callers, made once for the file. */
const theWorld = () => (world ??= makeWorld());

async function makeWorld(): Promise<World> {
  await replaceCatalogue((current) => ({
    plans: current.plans.map((plan) => ({ ...plan, cost: COST })),
    rates: { ...ratesInForce(current).rates, EUR: EUR_RATE },
    ratesSetAt: new Date().toISOString(),
  }));
  const owner = (await signedInCustomer(OWNER)).cookie;
  const support = await supportMember(owner);
  const traveller = await signedInCustomer(TRAVELLER);
  const delivered = await orderPaidInEuros(
    traveller.cookie,
    createSimulatedProvider({ latencyMs: 0, failureRate: 0 }),
  );
  const failed = await orderPaidInEuros(traveller.cookie, failingProvider());
  const sent = await call(contact, '/api/contact', {
    body: {
      name: 'Views Traveller',
      email: TRAVELLER,
      subject: 'refund',
      message: 'My eSIM never arrived for one of my orders.',
      website: '',
      startedAt: Date.now() - 20_000,
    },
    ip: '198.51.100.77',
  });
  expect(sent.status).toBe(200);
  const messages = (await (
    await call(adminMessages, '/api/admin/messages', { cookie: owner })
  ).json()) as { messages: { id: string; email: string }[] };
  const messageId = messages.messages.find((message) => message.email === TRAVELLER)!.id;
  return { owner, support, traveller, delivered, failed, messageId };
}

/** A support member, invited by the owner, signed in with the second factor. */
const supportMember = async (owner: string) => (await invitedStaffMember(owner, SUPPORT)).cookie;

/** The plan bought through checkout in euros, then provisioned by `provider`. */
async function orderPaidInEuros(cookie: string, provider: EsimProvider): Promise<OrderRecord> {
  const quote = await call(createIntent, '/api/create-payment-intent', {
    body: { ...CHECKOUT_ANSWERS, planId: PLAN_ID, currency: 'EUR' },
    cookie,
  });
  const intent = (await quote.json()) as CreatedIntent;
  expect(await (await payWithTestCard(intent.clientSecret)).json()).toEqual({
    status: 'succeeded',
  });
  const completed = await call(completeOrder, '/api/complete-order', {
    body: { paymentIntentId: intent.paymentIntentId },
    cookie,
  });
  expect(completed.status).toBe(201);
  const orderId = orderIdFor(intent.paymentIntentId);
  await provisionOrder(orderId, { provider, sleep: async () => {} });
  const order = (await findOrder(orderId))!;
  // The records carry every owner-only figure this test looks for.
  expect(order).toMatchObject({ plan: { cost: COST }, exchangeRate: EUR_RATE, currency: 'eur' });
  return order;
}

/**
 * Every call support may make, in an order that keeps each one meaningful (reads, then the
 * actions; the refund and the sign-out last), each with a request that succeeds.
 */
const calls: [file: string, what: string, request: (w: World) => [string, CallOptions]][] = [
  ['admin-orders', 'the order list', () => ['/api/admin/orders', {}]],
  ['admin-orders', 'a search by e-mail', () => [`/api/admin/orders?q=${TRAVELLER}`, {}]],
  [
    'admin-order',
    'a delivered order',
    ({ delivered: { id } }) => [`/api/admin/orders/${id}`, { params: { id } }],
  ],
  [
    'admin-order',
    'a failed order',
    ({ failed: { id } }) => [`/api/admin/orders/${id}`, { params: { id } }],
  ],
  [
    'admin-order-document',
    "a delivered order's invoice",
    ({ delivered: { id } }) => [
      `/api/admin/orders/${id}/documents/invoice-1`,
      { params: { id, name: 'invoice-1' } },
    ],
  ],
  ['admin-customers', 'the customer list', () => ['/api/admin/customers', {}]],
  [
    'admin-customer',
    'the customer',
    ({ traveller: { userId: id } }) => [`/api/admin/customers/${id}`, { params: { id } }],
  ],
  [
    'admin-customer-data',
    "the customer's data file",
    ({ traveller: { userId: id } }) => [`/api/admin/customer-data/${id}`, { params: { id } }],
  ],
  ['admin-messages', 'the inbox', () => ['/api/admin/messages', {}]],
  [
    'admin-messages',
    'a reply',
    ({ messageId }) => [
      '/api/admin/messages/reply',
      {
        body: {
          messageId,
          replyId: '5a0e7f3c-2b1d-4c8e-9f6a-7b3c2d1e0f4a',
          text: 'Your order is refunded.',
        },
      },
    ],
  ],
  [
    'admin-messages',
    'a status change',
    ({ messageId }) => ['/api/admin/messages/status', { body: { messageId, status: 'open' } }],
  ],
  ['admin-provider-balance', 'the provider balance', () => ['/api/admin/provider-balance', {}]],
  ['admin-redrive', 'the re-drive', () => ['/api/admin/redrive', {}]],
  ['admin-stats', 'the stats', () => ['/api/admin/stats', {}]],
  ['admin-withdrawals', 'the withdrawals', () => ['/api/admin/withdrawals', {}]],
  [
    'admin-withdrawals',
    "an order's withdrawal",
    ({ delivered: { id } }) => [`/api/admin/withdrawals?order=${id}`, {}],
  ],
  [
    'admin-order-reveal',
    'a reveal',
    ({ delivered: { id } }) => [
      `/api/admin/orders/${id}/reveal`,
      { body: { reason: 'The customer is on the phone' }, params: { id } },
    ],
  ],
  [
    'admin-order-resend-delivery',
    'a resent delivery mail',
    ({ delivered: { id } }) => [
      `/api/admin/orders/${id}/resend-delivery`,
      { body: {}, params: { id } },
    ],
  ],
  [
    'admin-order-retry-provisioning',
    'a retry',
    ({ failed: { id } }) => [
      `/api/admin/orders/${id}/retry-provisioning`,
      { body: {}, params: { id } },
    ],
  ],
  [
    'admin-order-refund',
    'a refund',
    ({ delivered: { id } }) => [
      `/api/admin/orders/${id}/refund`,
      { body: { reason: 'Never arrived', scope: 'whole' }, params: { id } },
    ],
  ],
  [
    'admin-order',
    'the refunded order',
    ({ delivered: { id } }) => [`/api/admin/orders/${id}`, { params: { id } }],
  ],
  [
    'admin-customer-action',
    'a sign-out everywhere',
    ({ traveller: { userId: id } }) => [
      `/api/admin/customers/${id}/end-sessions`,
      { body: {}, params: { id, action: 'end-sessions' } },
    ],
  ],
];

type Handler = Parameters<typeof call>[0];
const handlerOf = async (file: string) =>
  (await import(`../../netlify/functions/${file}.mts`)).default as Handler;

describe("support reads none of the owners' figures", () => {
  test('the list names every function that lets support in', () => {
    const directory = new URL('../../netlify/functions/', import.meta.url);
    const supportFiles = readdirSync(directory)
      .filter((file) => file.endsWith('.mts'))
      .filter((file) =>
        readFileSync(new URL(file, directory), 'utf8').includes("requireStaff(req, 'support')"),
      )
      .map((file) => file.replace(/\.mts$/, ''))
      .sort();
    expect([...new Set(calls.map(([file]) => file))].sort()).toEqual(supportFiles);
  });

  test.each(calls)('%s: %s', async (file, _what, request) => {
    const w = await theWorld();
    const [path, options] = request(w);
    const response = await call(await handlerOf(file), path, { ...options, cookie: w.support });
    const isPdf = response.headers.get('Content-Type') === 'application/pdf';
    // A document is read as its reader shows it; every other answer is JSON.
    const text = isPdf
      ? await pdfText(new Uint8Array(await response.arrayBuffer()))
      : await response.text();
    expect(response.status, text).toBe(200);
    if (!isPdf) expect(ownerOnlyKeysIn(JSON.parse(text))).toEqual([]);
    for (const value of OWNER_ONLY_VALUES) expect(text).not.toMatch(value);
  });

  test('the owners still read what an order cost them, on the same order page', async () => {
    const { owner, failed } = await theWorld();
    const response = await call(adminOrder, `/api/admin/orders/${failed.id}`, {
      cookie: owner,
      params: { id: failed.id },
    });
    const answer = (await response.json()) as AdminOrderAnswer;
    expect(answer.order.ownerFigures).toEqual({
      costUsdCents: Math.round(COST * 100),
      exchangeRate: EUR_RATE,
    });
    recordAttack({
      round: 4,
      item: 2,
      attack:
        "as support, call every function open to support and look for the owners' cost, margin and exchange rates in the answers",
      tries: calls.length,
      outcome: 'no effect',
    });
  });
});
