/**
 * `npm run bench:scale [small] [large]` (20,000 and 200,000 orders unless given): each request's
 * and scheduled step's Blobs calls and timings at two shop sizes, written into docs/benchmarks.md
 * and carried to larger shops in docs/scale.md, which says how.
 */
import { spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { fileURLToPath } from 'node:url';
import signin from '../../netlify/functions/auth-signin.mts';
import plans from '../../netlify/functions/plans.mts';
import { signedInCustomer } from '../../tests/support/accounts.ts';
import { startLocalBlobs } from '../../tests/support/blobs-server.ts';
import { call, cookiesOf } from '../../tests/support/call.ts';
import { setEnv } from '../../tests/support/env.ts';
import { boughtEsim } from '../../tests/support/esimgo-callbacks.ts';
import { seedShop, type SeededShop } from '../../tests/support/seeded-shop.ts';
import { updateFile } from './report.ts';
import { measureOperation } from './scale-measure.ts';
import {
  customerOperations,
  staffOperations,
  type ScaleFixtures,
  type ScaleOperation,
} from './scale-operations.ts';
import {
  renderExtrapolation,
  renderScaleTable,
  sizeLabel,
  withScaleTable,
  type Measured,
  type OperationRow,
} from './scale-report.ts';
import { catchUpSalesFold, scheduledOperations } from './scale-scheduled.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const OWNER = 'scale-bench-owner@example.com';
const BUYER = 'scale-bench-buyer@example.com';
/** Orders paid but not provisioned, added at each size: more than a re-drive run takes. */
const IN_FLIGHT = 250;
/** Seeding goes in parts, so progress shows and only the first part's records stay in memory. */
const PART = 10_000;
const DAYS = 365;
const TARGETS = [1_000_000, 10_000_000];

const sizes = process.argv
  .slice(2)
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
if (sizes.length === 0) sizes.push(20_000, 200_000);
if (sizes.length !== 2 || sizes[0]! >= sizes[1]!)
  throw new Error('Give two shop sizes, the smaller first: npm run bench:scale -- 2000 20000');
const [small, large] = sizes as [number, number];

const print = console.log;
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`;
// Handlers log a line per request and the provisioning trigger has no server to reach here.
console.log = () => {};
console.error = () => {};
console.warn = () => {};

const blobs = await startLocalBlobs();
const restoreEnv = setEnv({ ADMIN_EMAILS: OWNER });
let seeded = 0;
let seedingMs = 0;
let foldingMs = 0;

/**
 * Seeds up to `orders` in parts, folding each part's sales events before the next as the re-drive
 * keeps up in production (a backlog of the whole history would make each fold's listing huge);
 * answers the first part's shop.
 */
async function growTo(orders: number): Promise<SeededShop | null> {
  let first: SeededShop | null = null;
  while (seeded < orders) {
    const part = Math.min(PART, orders - seeded);
    const begun = performance.now();
    const shop = await seedShop(blobs.directory, {
      orders: part,
      days: DAYS,
      messages: Math.ceil(part / 10),
      inFlight: first ? 0 : Math.min(IN_FLIGHT, part),
    });
    const folding = performance.now();
    const fold = await catchUpSalesFold(blobs.directory);
    seedingMs += folding - begun;
    foldingMs += performance.now() - folding;
    first ??= shop;
    seeded += part;
    const folded = fold ? `, ${fold.folded} sales events folded` : '';
    print(`  seeded ${seeded.toLocaleString('en-US')} orders${folded} (${elapsed()})`);
  }
  return first;
}

async function fixturesOf(shop: SeededShop): Promise<ScaleFixtures> {
  const order = shop.orders.find(
    (made) => made.provisioningStatus === 'completed' && made.iccid && !made.refundedAt,
  )!;
  const owner = shop.customers.find((made) => made.id === order.userId)!;
  const password = 'seeded-shop-password';
  const signedIn = await call(signin, '/api/auth/signin', {
    body: { email: owner.email, password },
  });
  if (signedIn.status !== 200) throw new Error(`The seeded customer could not sign in`);
  const named = shop.customers[1] ?? owner;
  const buyer = await signedInCustomer(BUYER);
  const bought = await boughtEsim(buyer.userId, 'pi_scale_bench_usage');
  return {
    ownerCookie: (await signedInCustomer(OWNER)).cookie,
    customer: { email: owner.email, password, cookie: cookiesOf(signedIn), userId: owner.id },
    buyerCookie: buyer.cookie,
    order: {
      id: order.id,
      paymentIntentId: order.paymentIntentId,
      iccid: order.iccid!,
      planId: order.plan.id,
    },
    name: `${named.firstName} ${named.lastName}`,
    destination: order.plan.countryCode,
    day: new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10),
    callbackIccid: bought.iccid,
  };
}

async function measureAll(operations: readonly ScaleOperation[]): Promise<Measured[]> {
  const measured: Measured[] = [];
  for (const operation of operations) {
    const result = await measureOperation(operation);
    measured.push(result);
    const shown = result.ok ? `${result.calls.total} calls` : `not measured: ${result.reason}`;
    print(`  ${operation.name}: ${shown}`);
  }
  return measured;
}

try {
  print(`# Scale bench: ${sizeLabel(small)} then ${sizeLabel(large)} orders`);
  await call(plans, '/api/plans'); // the live catalogue, as the shop's first visitor leaves it
  const shop = (await growTo(small))!;
  const fixtures = await fixturesOf(shop);
  // The re-drive panel reads each step's record: after the steps, which write them.
  const operations = [
    ...staffOperations(fixtures),
    ...customerOperations(fixtures),
    ...scheduledOperations(),
    ...(await staffRedriveScreen(fixtures)),
  ];
  print(`\n## ${sizeLabel(small)} orders (${elapsed()})`);
  const atSmall = await measureAll(operations);
  await growTo(large);
  print(`\n## ${sizeLabel(large)} orders (${elapsed()})`);
  const atLarge = await measureAll(operations);

  const rows: OperationRow[] = operations.map((operation, i) => ({
    name: operation.name,
    kind: operation.kind,
    at: [atSmall[i]!, atLarge[i]!],
  }));
  const seedMs = seedingMs / large;
  const foldMs = foldingMs / large;
  const minutes = Math.round(((seedMs + foldMs) * 200_000) / 60_000);
  const note =
    `Seeding took ${seedMs.toFixed(1)} ms an order here, and folding their sales events ` +
    `${foldMs.toFixed(1)} ms: 200,000 orders take about ${minutes} minutes before measuring.`;
  const table = renderScaleTable(sizes, rows);
  print(`\n${table}\n\n${note}\nWhole run: ${elapsed()}.`);
  updateFile(`${root}docs/benchmarks.md`, (document) =>
    withScaleTable(document, scaleSection(table, note)),
  );
  updateFile(`${root}docs/scale.md`, (document) =>
    withScaleTable(
      document,
      `${conditions()}\n\n${renderExtrapolation([small, large], rows, TARGETS)}`,
    ),
  );
  print('\nWritten: docs/benchmarks.md (the scale table) and docs/scale.md (the extrapolation).');
} finally {
  restoreEnv();
  await blobs.stop();
}

/** The console's re-drive panel, when this tree has its function. */
async function staffRedriveScreen(f: ScaleFixtures): Promise<ScaleOperation[]> {
  const module = (await import('../../netlify/functions/admin-redrive.mts').catch(() => null)) as {
    default: Parameters<typeof call>[0];
  } | null;
  if (!module) return [];
  return [
    {
      name: 'console: re-drive panel',
      kind: 'staff',
      next: async () => async () => {
        const answer = await call(module.default, '/api/admin/redrive', { cookie: f.ownerCookie });
        if (answer.status !== 200) throw new Error(`/api/admin/redrive: ${answer.status}`);
        await answer.arrayBuffer();
      },
    },
  ];
}

function conditions(): string {
  const commit =
    spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: root,
      encoding: 'utf8',
    }).stdout.trim() || 'unknown';
  const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;
  return `Measured ${date}, commit ${commit}, ${machine}, load ${(loadavg()[0] ?? 0).toFixed(1)}; ${sizeLabel(small)} and ${sizeLabel(large)} orders over ${DAYS} days.`;
}

function scaleSection(table: string, note: string): string {
  return [
    '### Scale: Blobs calls and timings by shop size',
    '',
    'Written by `npm run bench:scale` (`scripts/bench/scale.ts`), which `npm run bench` does not ' +
      'run and leaves in place: each request and scheduled step, called in-process on a local ' +
      'Blobs server seeded with the first size of orders and then the second. The calls must not ' +
      'grow; what they mean at a million orders and more is in `docs/scale.md`.',
    '',
    conditions(),
    '',
    table,
    '',
    note,
  ].join('\n');
}
