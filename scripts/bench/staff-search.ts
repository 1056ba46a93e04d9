/**
 * Staff search figures, in-process against a local Blobs server: GET /api/admin/orders by e-mail,
 * by ICCID, and its first page without a search, over a store of many orders; then one order
 * seen whole (GET /api/admin/orders/{id}: its customer, other orders and timeline). The bench seeds its
 * own (made directly, not bought: cheap); `benchStaffSearch({ seed: false, … })` measures a store
 * that already holds orders (the demo data) instead. Alone: `node --experimental-strip-types
 * scripts/bench/staff-search.ts [orders]`.
 */
import { fileURLToPath } from 'node:url';
import adminOrder from '../../netlify/functions/admin-order.mts';
import adminOrders from '../../netlify/functions/admin-orders.mts';
import { createUser, findUserByEmail } from '../../src/features/auth/users.server.ts';
import { createOrderOnce, newOrder } from '../../src/features/orders/orders.server.ts';
import { signedInCustomer } from '../../tests/support/accounts.ts';
import { startLocalBlobs } from '../../tests/support/blobs-server.ts';
import { call } from '../../tests/support/call.ts';
import { setEnv } from '../../tests/support/env.ts';
import { JAPAN_5GB_PLAN } from '../../tests/support/japan-plan.ts';
import { timeCalls } from './stats.ts';

const STAFF = 'search-bench-owner@example.com';
const CUSTOMERS = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface StaffSearchBench {
  /** Orders to make first; 0 with `seed: false`. */
  orders: number;
  seed?: boolean;
  /** What to search for in a store the bench did not seed. */
  email?: string;
  iccid?: string;
}

/** `count` delivered orders over the last year, spread over CUSTOMERS accounts; one ICCID each. */
async function seedOrders(count: number): Promise<{ email: string; iccid: string }> {
  const userIds: string[] = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    const email = `search-bench-${i}@example.com`;
    // Accounts that never sign in: no password to hash.
    const user = await createUser({ email, firstName: null, lastName: null, passwordHash: '-' });
    userIds.push(user?.id ?? (await findUserByEmail(email))!.id);
  }
  const now = Date.now();
  const iccidOf = (i: number) => `8988${String(i).padStart(15, '0')}`;
  for (let start = 0; start < count; start += 16) {
    await Promise.all(
      Array.from({ length: Math.min(16, count - start) }, (_, k) => {
        const i = start + k;
        const createdAt = new Date(now - (i / count) * 365 * DAY_MS).toISOString();
        const made = newOrder({
          paymentIntentId: `pi_search_bench_${i}`,
          userId: userIds[i % CUSTOMERS]!,
          plan: JAPAN_5GB_PLAN,
          amountCents: 1850,
          currency: 'usd',
        });
        return createOrderOnce({
          ...made,
          provisioningStatus: 'completed',
          iccid: iccidOf(i),
          deliveredAt: createdAt,
          createdAt,
        });
      }),
    );
  }
  return { email: 'search-bench-7@example.com', iccid: iccidOf(Math.floor(count / 2)) };
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
      [`by e-mail (a customer with ${Math.round(bench.orders / CUSTOMERS)} orders)`, `?q=${email}`],
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
