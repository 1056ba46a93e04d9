/**
 * Staff search figures, in-process on a local Blobs server: GET /api/admin/orders by e-mail, by
 * ICCID and unsearched, then one order whole, over a demo shop it seeds (or, `seed: false`, the
 * store's own orders). Alone: `node --experimental-strip-types scripts/bench/staff-search.ts
 * [orders]`.
 */
import { fileURLToPath } from 'node:url';
import adminOrder from '../../netlify/functions/admin-order.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import { findUserByEmail } from '../../src/features/auth/users.server.ts';
import { signedInCustomer } from '../../tests/support/accounts.ts';
import { startLocalBlobs } from '../../tests/support/blobs-server.ts';
import { call } from '../../tests/support/call.ts';
import { setEnv } from '../../tests/support/env.ts';
import { seedDemoShop } from '../seed-demo/seed-demo-shop.ts';
import { timeCalls } from './stats.ts';

const STAFF = 'search-bench-owner@example.com';

export interface StaffSearchBench {
  /** Orders to make first; 0 with `seed: false`. */
  orders: number;
  seed?: boolean;
  /** What to search for in a store the bench did not seed, and how many orders the e-mail has. */
  email?: string;
  iccid?: string;
  ordersOfEmail?: number;
}

/**
 * A demo shop of `count` orders (scripts/seed-demo/, what `npm run seed:demo` writes, four orders a
 * customer): the busiest customer's e-mail and an ICCID with a top-up or usage, to search for.
 */
async function seedOrders(
  count: number,
): Promise<{ email: string; iccid: string; orders: number }> {
  const shop = await seedDemoShop({ seed: 1, orders: count, customers: Math.ceil(count / 4) });
  const email = shop.sampleEmails[0]!;
  const userId = (await findUserByEmail(email))!.id;
  const orders = shop.orders.filter((order) => order.userId === userId).length;
  return { email, iccid: shop.sampleIccids[0]!, orders };
}

export async function benchStaffSearch(bench: StaffSearchBench): Promise<string> {
  const restoreEnv = setEnv({ ADMIN_EMAILS: STAFF });
  try {
    const seeded = bench.seed === false ? null : await seedOrders(bench.orders);
    const email = bench.email ?? seeded?.email;
    const iccid = bench.iccid ?? seeded?.iccid;
    const { cookie } = await signedInCustomer(STAFF);
    const time = (query: string) =>
      timeCalls(100, async () => {
        const answer = await call(adminOrders, `/api/admin/orders${query}`, { cookie });
        if (answer.status !== 200) throw new Error(`${query}: ${answer.status}`);
        await answer.arrayBuffer();
      });
    const rows: [string, string][] = [
      [
        `by e-mail (a customer with ${bench.ordersOfEmail ?? seeded?.orders} orders)`,
        `?q=${email}`,
      ],
      ['by ICCID', `?q=${iccid}`],
      ['first page of 25, no search', ''],
    ];
    const lines = [
      '| GET /api/admin/orders, ' + `${bench.orders} orders | p50 | p95 |`,
      '|---|---|---|',
    ];
    for (const [label, query] of rows) {
      const { p50, p95 } = await time(query);
      lines.push(`| ${label} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |`);
    }
    const found = await call(adminOrders, `/api/admin/orders?q=${iccid}`, { cookie });
    const id = ((await found.json()) as { orders: { id: string }[] }).orders[0]!.id;
    const { p50, p95 } = await timeCalls(100, async () => {
      const answer = await call(adminOrder, `/api/admin/orders/${id}`, { cookie, params: { id } });
      if (answer.status !== 200) throw new Error(`order ${id}: ${answer.status}`);
      await answer.arrayBuffer();
    });
    lines.push(
      `| one order whole, GET /api/admin/orders/{id} | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |`,
    );
    return lines.join('\n');
  } finally {
    restoreEnv();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const blobs = await startLocalBlobs();
  const print = console.log;
  console.log = () => {}; // each handler logs its request line
  try {
    print(await benchStaffSearch({ orders: Number(process.argv[2] ?? 2000) }));
  } finally {
    console.log = print;
    await blobs.stop();
  }
}
