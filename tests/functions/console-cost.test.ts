/**
 * Every staff screen costs the same Blobs calls whatever the shop's history: each operation is
 * measured with 1,000 orders (100 messages), then again after 9,000 more orders (900 more
 * messages), the shop shaped so each first page is full at both sizes (support/console-shop.ts).
 */
import { beforeAll, describe, expect, test } from 'vitest';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import adminCustomer from '../../netlify/functions/admin-customer.mts';
import adminCustomers from '../../netlify/functions/admin-customers.mts';
import adminMessages from '../../netlify/functions/admin-messages.mts';
import adminOrder from '../../netlify/functions/admin-order.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import adminSales from '../../netlify/functions/admin-sales.mts';
import adminStats from '../../netlify/functions/admin-stats.mts';
import { draftRefundCreditNote, issueInvoice } from '../../src/features/invoices/issue.server.ts';
import { sellerDetails } from '../../src/features/legal/seller.ts';
import { foldSalesEvents } from '../../src/features/orders/sales/sales-fold.server.ts';
import { countBlobsCalls, type BlobsCalls } from '../support/blobs-calls.ts';
import { call } from '../support/call.ts';
import { plantConsoleShop, plantMoreInFlight } from '../support/console-shop.ts';
import { withDirectBlobs } from '../support/direct-blobs.ts';
import { afterAnswersSettled } from '../support/netlify-context.ts';
import { seedShop } from '../support/seeded-shop.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'cost-owner@example.com';
const blobs = useLocalBlobs({ env: { ADMIN_EMAILS: OWNER }, mute: ['warn'] });
const { owner } = useCustomers({ owner: OWNER });

type Handler = (req: Request, context: never) => Promise<Response>;
interface Operation {
  handler: Handler;
  path: string;
  params?: Record<string, string>;
}

const DAY_MS = 86_400_000;
const dayAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

const operations = new Map<string, Operation>();
const small = new Map<string, BlobsCalls>();
const large = new Map<string, BlobsCalls>();

async function answer({ handler, path, params }: Operation): Promise<Response> {
  const response = await call(handler as never, path, { cookie: owner.cookie, params });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  return response;
}

/** What the re-drive does between two checkouts: the sales events folded into the counters. */
async function foldSales(): Promise<void> {
  for (let round = 0; round < 100; round++) {
    const folded = await withDirectBlobs(blobs.directory, () =>
      foldSalesEvents({ now: Date.now(), outOfTime: () => false }),
    );
    if (folded.left === 0 && !folded.more) return;
  }
  throw new Error('The sales events would not fold');
}

/** Each operation once to fill the caches it keeps (a summary, an eSIM status), then counted. */
async function measure(into: Map<string, BlobsCalls>): Promise<void> {
  await foldSales();
  for (const [name, operation] of operations) {
    await (await answer(operation)).arrayBuffer();
    await afterAnswersSettled();
    const { calls } = await countBlobsCalls(async () => {
      await (await answer(operation)).arrayBuffer();
      await afterAnswersSettled();
    });
    into.set(name, calls);
  }
}

const ordersAt = (query: string): Operation => ({
  handler: adminOrders as Handler,
  path: `/api/admin/orders${query}`,
});

beforeAll(async () => {
  const shop = await seedShop(blobs.directory, { orders: 1000, days: 14, messages: 100 });
  const planted = await plantConsoleShop(blobs.directory);
  const order = shop.orders.find((made) => made.iccid !== null && made.refundedAt === null)!;
  // The order page reads the order's invoices and credit notes too: give it one of each.
  await withDirectBlobs(blobs.directory, async () => {
    await issueInvoice(order, sellerDetails());
    await draftRefundCreditNote(order);
  });
  const customer = shop.customers.find((made) => made.id === order.userId)!;
  const named = shop.customers[1]!; // 'Ben Kim 1': the only account with the word '1'
  const firstInbox = (await (
    await answer({ handler: adminMessages as Handler, path: '/api/admin/messages?status=open' })
  ).json()) as { nextCursor: string };

  const entries: [string, Operation][] = [
    ['stats', { handler: adminStats as Handler, path: '/api/admin/stats' }],
    ['orders, first page', ordersAt('')],
    ['orders, paid', ordersAt('?status=paid')],
    ['orders, provisioning', ordersAt('?status=provisioning')],
    ['orders, delivered', ordersAt('?status=delivered')],
    ['orders, failed', ordersAt('?status=failed')],
    ['orders, refunded', ordersAt('?status=refunded')],
    ['orders, one destination', ordersAt('?destination=Atlantis')],
    ['orders, one day', ordersAt(`?from=${dayAgo(7)}&to=${dayAgo(7)}`)],
    ['orders, refunded in one destination', ordersAt('?status=refunded&destination=XA')],
    ['orders, failed in one destination', ordersAt('?status=failed&destination=Atlantis')],
    ['orders, paid in one destination', ordersAt('?status=paid&destination=Atlantis')],
    ['orders, delivered in one destination', ordersAt('?status=delivered&destination=XA')],
    ['search, e-mail', ordersAt(`?q=${encodeURIComponent(customer.email)}`)],
    ['search, name', ordersAt(`?q=${encodeURIComponent(`${named.firstName} 1`)}`)],
    ['search, order id', ordersAt(`?q=${order.id}`)],
    ['search, payment id', ordersAt(`?q=${order.paymentIntentId}`)],
    ['search, ICCID', ordersAt(`?q=${order.iccid}`)],
    [
      'one order',
      {
        handler: adminOrder as Handler,
        path: `/api/admin/orders/${order.id}`,
        params: { id: order.id },
      },
    ],
    ['customers, first page', { handler: adminCustomers as Handler, path: '/api/admin/customers' }],
    [
      'customers, by name',
      { handler: adminCustomers as Handler, path: `/api/admin/customers?q=${named.firstName}%201` },
    ],
    [
      'one customer',
      {
        handler: adminCustomer as Handler,
        path: `/api/admin/customers/${customer.id}`,
        params: { id: customer.id },
      },
    ],
    ['inbox, open', { handler: adminMessages as Handler, path: '/api/admin/messages?status=open' }],
    [
      'inbox, answered',
      { handler: adminMessages as Handler, path: '/api/admin/messages?status=answered' },
    ],
    ['inbox, all', { handler: adminMessages as Handler, path: '/api/admin/messages' }],
    [
      'inbox, open, next page',
      {
        handler: adminMessages as Handler,
        path: `/api/admin/messages?status=open&cursor=${encodeURIComponent(firstInbox.nextCursor)}`,
      },
    ],
    [
      'sales, 30 days',
      {
        handler: adminSales as Handler,
        path: `/api/admin/sales?from=${dayAgo(29)}&to=${dayAgo(0)}`,
      },
    ],
    ['audit log', { handler: adminAudit as Handler, path: '/api/admin/audit' }],
  ];
  for (const [name, operation] of entries) operations.set(name, operation);
  await measure(small);

  await seedShop(blobs.directory, { orders: 9000, days: 14, messages: 900 });
  await plantMoreInFlight(blobs.directory, planted);
  await measure(large);
  console.info(
    [...operations.keys()]
      .map(
        (name) =>
          `${name}: ${JSON.stringify(small.get(name))} -> ${JSON.stringify(large.get(name))}`,
      )
      .join('\n'),
  );
}, 600_000);

describe('a staff screen costs the same with 1,000 and with 10,000 orders', () => {
  test.each([
    'stats',
    'orders, first page',
    'orders, paid',
    'orders, provisioning',
    'orders, delivered',
    'orders, failed',
    'orders, refunded',
    'orders, one destination',
    'orders, one day',
    'orders, refunded in one destination',
    'orders, failed in one destination',
    'orders, paid in one destination',
    'orders, delivered in one destination',
    'search, e-mail',
    'search, name',
    'search, order id',
    'search, payment id',
    'search, ICCID',
    'one order',
    'customers, first page',
    'customers, by name',
    'one customer',
    'inbox, open',
    'inbox, answered',
    'inbox, all',
    'inbox, open, next page',
    'sales, 30 days',
    'audit log',
  ])('%s', (name) => {
    expect(large.get(name)).toEqual(small.get(name));
  });
});
