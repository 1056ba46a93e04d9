/**
 * Sales figures, in-process on a local Blobs server: GET /api/admin/sales over 30 and 90 days, and
 * what counting adds to each paid and delivered order, on orders made through the repository.
 * Alone: `node --experimental-strip-types scripts/bench/sales.ts [orders per day]`.
 */
import { getStore } from '@netlify/blobs';
import { fileURLToPath } from 'node:url';
import adminSales from '../../netlify/functions/admin-sales.mts';
import { createOrderOnce, newOrder } from '../../src/features/orders/orders.server.ts';
import { countOrderChange } from '../../src/features/orders/sales/sales-counters.server.ts';
import { runSalesFold } from '../../src/features/orders/sales/sales-fold-step.server.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import { signedInCustomer } from '../../tests/support/accounts.ts';
import { startLocalBlobs } from '../../tests/support/blobs-server.ts';
import { call } from '../../tests/support/call.ts';
import { setEnv } from '../../tests/support/env.ts';
import { JAPAN_5GB_PLAN } from '../../tests/support/japan-plan.ts';
import { percentile, timeCalls } from './stats.ts';

const STAFF = 'sales-bench-owner@example.com';
const DAY_MS = 24 * 60 * 60 * 1000;
const DESTINATIONS = ['Japan', 'France', 'Spain', 'Italy', 'Thailand', 'Mexico', 'Turkey', 'Peru'];

/** A delivered order of plan `i` (of 24, over 8 destinations), paid at `createdAt`. */
function deliveredOrder(i: number, createdAt: string): OrderRecord {
  const country = DESTINATIONS[i % DESTINATIONS.length]!;
  const plan = { ...JAPAN_5GB_PLAN, id: `bench-plan-${i % 24}`, country, cost: 9 };
  const made = newOrder({
    paymentIntentId: `pi_sales_bench_${i}_${createdAt}`,
    userId: 'sales-bench-customer',
    plan,
    amountCents: 1850,
    currency: 'usd',
  });
  return { ...made, provisioningStatus: 'completed', deliveredAt: createdAt, createdAt };
}

/** Writes to the `sales` store while `work` runs. */
async function salesWritesDuring(work: () => Promise<unknown>): Promise<number> {
  const prototype = Object.getPrototypeOf(getStore({ name: 'dev-sales' })) as {
    setJSON: (this: { name: string }, ...args: unknown[]) => Promise<unknown>;
  };
  const original = prototype.setJSON;
  let writes = 0;
  prototype.setJSON = function (this: { name: string }, ...args: unknown[]) {
    if (this.name.endsWith('-sales')) writes += 1;
    return original.apply(this, args);
  };
  try {
    await work();
  } finally {
    prototype.setJSON = original;
  }
  return writes;
}

export async function benchSales(ordersPerDay: number): Promise<string> {
  const restoreEnv = setEnv({ ADMIN_EMAILS: STAFF });
  try {
    const today = Date.now();
    // What counting costs one order: paid, then delivered, timed and its writes counted.
    const paidMs: number[] = [];
    let writesPerOrder = 0;
    for (let i = 0; i < 30; i++) {
      const order = deliveredOrder(i, new Date(today - (i % 5) * DAY_MS).toISOString());
      const paid = { ...order, provisioningStatus: 'pending' as const, deliveredAt: null };
      const start = performance.now();
      writesPerOrder = await salesWritesDuring(async () => {
        await countOrderChange(null, paid);
        await countOrderChange(paid, order);
      });
      paidMs.push(performance.now() - start);
    }
    for (let day = 0; day < 90; day++) {
      const at = (k: number) => new Date(today - day * DAY_MS - k * 60_000).toISOString();
      await Promise.all(
        Array.from({ length: ordersPerDay }, (_, k) =>
          createOrderOnce(deliveredOrder(day * ordersPerDay + k, at(k))),
        ),
      );
    }
    // As the shop runs: the re-drive folds the day's events into day records every 5 minutes, so
    // the report reads folded days plus at most a few minutes of events.
    for (let run = 0; run < 1000; run++) {
      const { more, left } = await runSalesFold({
        now: Date.now(),
        outOfTime: () => false,
        memo: null,
      });
      if (!more && left === 0) break;
    }
    const { cookie } = await signedInCustomer(STAFF);
    const lines = [
      `| GET /api/admin/sales, ${ordersPerDay} orders a day | p50 | p95 |`,
      '|---|---|---|',
    ];
    for (const days of [30, 90]) {
      const from = new Date(today - (days - 1) * DAY_MS).toISOString().slice(0, 10);
      const to = new Date(today).toISOString().slice(0, 10);
      const { p50, p95 } = await timeCalls(100, async () => {
        const answer = await call(adminSales, `/api/admin/sales?from=${from}&to=${to}`, { cookie });
        if (answer.status !== 200) throw new Error(`${days} days: ${answer.status}`);
        await answer.arrayBuffer();
      });
      lines.push(`| ${days} days | ${p50.toFixed(1)} ms | ${p95.toFixed(1)} ms |`);
    }
    lines.push(
      `| counting one order, paid then delivered (${writesPerOrder} writes to the sales store) | ${percentile(paidMs, 50).toFixed(1)} ms | ${percentile(paidMs, 95).toFixed(1)} ms |`,
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
    print(await benchSales(Number(process.argv[2] ?? 20)));
  } finally {
    console.log = print;
    await blobs.stop();
  }
}
