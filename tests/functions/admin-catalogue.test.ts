import { describe, expect, test } from 'vitest';
import catalogueStatus from '../../netlify/functions/admin-catalogue.mts';
import plansExport from '../../netlify/functions/admin-plans-export.mts';
import restorePrevious from '../../netlify/functions/admin-restore-previous.mts';
import stats from '../../netlify/functions/admin-stats.mts';
import uploadPlans from '../../netlify/functions/admin-upload-plans.mts';
import createIntent from '../../netlify/functions/create-payment-intent.mts';
import plans from '../../netlify/functions/plans.mts';
import {
  PLAN_SHEET_HEADER,
  planToRow,
} from '../../src/features/admin/catalogue/plan-workbook.server.ts';
import { defaultCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { call, ORIGIN } from '../support/call.ts';
import { paidOrder } from '../support/paid-orders.ts';
import { useHttpServer } from '../support/local-http.ts';
import { planWorkbook, uploadPlanWorkbook } from '../support/plan-uploads.ts';
import { useCustomers, useEnv, useLocalBlobs } from '../support/use-local-blobs.ts';
import { CHECKOUT_ANSWERS } from '../support/checkout-answers.ts';

const hookCalls: string[] = [];

useLocalBlobs({ env: { ADMIN_EMAILS: 'owner@roamly.example' } });
const { admin, customer } = useCustomers({
  admin: 'owner@roamly.example',
  customer: 'traveller@example.com',
});
// A stand-in for Netlify's build hook endpoint, recording each call.
const hook = useHttpServer((req, res) => {
  hookCalls.push(req.url ?? '');
  res.writeHead(200).end('{}');
});
useEnv(() => ({ NETLIFY_BUILD_HOOK_URL: `${hook.origin}/build_hooks/abc` }));

type Cells = (string | number | boolean | null)[];
const defaults = defaultCatalogue().plans;
const catalogueRows = (): Cells[] => [PLAN_SHEET_HEADER, ...defaults.map(planToRow)];

const workbook = (rows: Cells[], bookType: 'xlsx' | 'biff8' = 'xlsx') =>
  planWorkbook(rows, bookType);
const upload = (
  bytes: Uint8Array,
  fileName = 'plans.xlsx',
  { cookie = admin.cookie, headers = {} as Record<string, string> } = {},
) => uploadPlanWorkbook(bytes, { cookie, fileName, headers });

/** The stored catalogue document, byte for byte. */
const storedCatalogue = async () =>
  JSON.stringify(await openStore('catalogue').get('current', { type: 'json' }));
const livePlans = async () =>
  (await (await call(plans, '/api/plans')).json()) as {
    id: string;
    name: string;
    data: string;
    duration: string;
    price: number;
  }[];

describe('admin access, checked on the server', () => {
  test.each([
    ['stats', stats, '/api/admin/stats'],
    ['catalogue status', catalogueStatus, '/api/admin/catalogue'],
    ['export', plansExport, '/api/admin/plans-export'],
  ])('%s: 401 signed out, 403 for a customer', async (_name, handler, path) => {
    expect((await call(handler, path)).status).toBe(401);
    const denied = await call(handler, path, { cookie: customer.cookie });
    expect(denied.status).toBe(403);
    expect(await denied.json()).toEqual({ message: 'Access denied' });
  });

  test('upload and restore refuse a customer before reading anything', async () => {
    expect((await upload(workbook(catalogueRows()), 'plans.xlsx', { cookie: '' })).status).toBe(
      401,
    );
    expect(
      (await upload(workbook(catalogueRows()), 'plans.xlsx', { cookie: customer.cookie })).status,
    ).toBe(403);
    expect(
      (
        await call(restorePrevious, '/api/admin/restore-previous', {
          body: {},
          cookie: customer.cookie,
        })
      ).status,
    ).toBe(403);
  });
});

describe('GET /api/admin/stats', () => {
  test("counts plans, countries with plans, and orders from the shop's totals", async () => {
    await Promise.all(['a', 'b', 'c'].map((n) => paidOrder(customer.userId, `pi_stats_${n}`)));
    await paidOrder(customer.userId, 'pi_stats_a'); // the same payment again is the same order
    const response = await call(stats, '/api/admin/stats', { cookie: admin.cookie });
    expect(response.status).toBe(200);
    const body = (await response.json()) as {
      totalPlans: number;
      totalCountries: number;
      totalOrders: number;
    };
    expect(body.totalPlans).toBe(defaults.length);
    expect(body.totalCountries).toBeGreaterThan(190);
    expect(body.totalOrders).toBe(3);
  });
});

describe('POST /api/admin/upload-plans refuses a bad file and changes nothing', () => {
  const withRow = (row: Cells) => [...catalogueRows(), row];
  const refusals: [string, () => Uint8Array, string, RegExp][] = [
    [
      'text in the price column',
      () => workbook(withRow(['Japan', '50GB 30 Days', 'fifteen'])),
      'plans.xlsx',
      /problem/,
    ],
    [
      'an unknown country',
      () => workbook(withRow(['Atlantis', '5GB 7 Days', 9])),
      'plans.xlsx',
      /problem/,
    ],
    [
      'a plan listed twice',
      () => workbook(withRow(['United States of America', '5GB 7 Days', 14])),
      'plans.xlsx',
      /problem/,
    ],
    [
      'columns in the wrong order',
      () => workbook([['5GB 7 Days', 15, 'Japan']]),
      'plans.xlsx',
      /problem/,
    ],
    ['an empty sheet', () => workbook([]), 'plans.xlsx', /no plan rows|problem/],
    ['a header row only', () => workbook([PLAN_SHEET_HEADER]), 'plans.xlsx', /problem/],
    [
      '20,001 rows',
      () =>
        workbook(
          Array.from({ length: 20_001 }, (_, i) => [
            'Japan',
            `${(i % 900) + 1}GB ${(i % 300) + 1} Days`,
            10,
          ]),
        ),
      'plans.xlsx',
      /20,000/,
    ],
    [
      'a text file renamed .xlsx',
      () => new TextEncoder().encode('Japan,5GB 7 Days,15\n'),
      'plans.xlsx',
      /not an Excel workbook/,
    ],
    [
      'a csv file',
      () => new TextEncoder().encode('Japan,5GB 7 Days,15\n'),
      'plans.csv',
      /\.xlsx or \.xls/,
    ],
    [
      'an .xls name on .xlsx bytes',
      () => workbook(catalogueRows()),
      'plans.xls',
      /not an Excel workbook/,
    ],
    [
      'cells named __proto__',
      () => workbook(withRow(['__proto__', 'constructor', '__proto__'])),
      'plans.xlsx',
      /problem/,
    ],
  ];

  test.each(refusals)('%s', async (_name, makeFile, fileName, message) => {
    const before = await storedCatalogue();
    const response = await upload(makeFile(), fileName);
    expect(response.status).toBe(400);
    expect((await response.json()) as { message: string }).toMatchObject({
      message: expect.stringMatching(message),
    });
    expect(await storedCatalogue()).toBe(before);
  });

  test('lists what is wrong row by row, with the column', async () => {
    const response = await upload(workbook(withRow(['Japan', '50GB 30 Days', 'fifteen'])));
    const body = (await response.json()) as {
      errors: { row: number; column: string; message: string }[];
      errorCount: number;
    };
    expect(body.errorCount).toBe(1);
    expect(body.errors[0]).toMatchObject({ row: defaults.length + 2, column: 'C' });
  });

  test('a price below the card minimum is refused, the row error naming the minimum', async () => {
    const before = await storedCatalogue();
    const response = await upload(workbook(withRow(['Japan', '50GB 30 Days', 0.01])));
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      errors: { row: number; column: string; message: string }[];
    };
    expect(body.errors).toEqual([
      {
        row: defaults.length + 2,
        column: 'C',
        message: 'Price must be at least $0.50, the smallest amount a card payment can take',
      },
    ]);
    expect(await storedCatalogue()).toBe(before);
  });

  test('an upload without X-Requested-With, from another site, or too large is refused', async () => {
    const bytes = workbook(catalogueRows());
    const noHeader = new Request(`${ORIGIN}/api/admin/upload-plans`, {
      method: 'POST',
      headers: { Origin: ORIGIN, Cookie: admin.cookie },
      body: new FormData(),
    });
    expect((await uploadPlans(noHeader)).status).toBe(403);
    expect(
      (
        await upload(bytes, 'plans.xlsx', {
          headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        })
      ).status,
    ).toBe(403);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    const tooLarge = await upload(big);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: 'The file is larger than 5 MB' });
  });
});

describe('a good upload replaces the catalogue, and the previous one can be restored', () => {
  test('adds a plan, keeps every other id, requests a rebuild, and checkout follows the live catalogue', async () => {
    const rows = catalogueRows().filter((row) => row[0] !== 'Iceland' || row[1] !== '20GB 30 Days');
    rows.push(['Iceland', '50 GB - 30 days', 39.5, '', 'yes', '']);
    hookCalls.length = 0;
    const response = await upload(workbook(rows));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      count: defaults.length,
      added: 1,
      changed: 0,
      removed: 1,
    });

    const live = await livePlans();
    expect(live.find((plan) => plan.id === 'is-50gb-30d')).toMatchObject({
      name: '50 GB - 30 days',
      data: '50GB',
      duration: '30 Days',
      price: 39.5,
    });
    expect(live.filter((plan) => plan.id !== 'is-50gb-30d').map((plan) => plan.id)).toEqual(
      defaults.filter((plan) => plan.id !== 'is-20gb-30d').map((plan) => plan.id),
    );
    expect(hookCalls).toHaveLength(1);
    expect(hookCalls[0]).toContain('trigger_title=');

    const removed = await call(createIntent, '/api/create-payment-intent', {
      body: { ...CHECKOUT_ANSWERS, planId: 'is-20gb-30d' },
      cookie: customer.cookie,
    });
    expect(removed.status).toBe(404);
    expect(await removed.json()).toEqual({ message: 'Plan not found' });

    const status = (await (
      await call(catalogueStatus, '/api/admin/catalogue', { cookie: admin.cookie })
    ).json()) as {
      canRestore: boolean;
      rebuild: { outcome: string };
    };
    expect(status).toMatchObject({ canRestore: true, rebuild: { outcome: 'requested' } });
  });

  test('restore brings the previous plans back with their ids, and a second restore undoes the restore', async () => {
    const uploaded = await livePlans();
    const restored = await call(restorePrevious, '/api/admin/restore-previous', {
      body: {},
      cookie: admin.cookie,
    });
    expect(restored.status).toBe(200);
    expect(await restored.json()).toMatchObject({ count: defaults.length, added: 1, removed: 1 });
    expect((await livePlans()).map((plan) => plan.id)).toEqual(defaults.map((plan) => plan.id));

    await call(restorePrevious, '/api/admin/restore-previous', { body: {}, cookie: admin.cookie });
    expect((await livePlans()).map((plan) => plan.id)).toEqual(uploaded.map((plan) => plan.id));
  });

  test('an .xls workbook is read like an .xlsx one', async () => {
    // SheetJS's own .xls writer cuts text at 255 characters, so the long Global lists are left
    // empty: a region row without covered codes covers what the region's default plans cover.
    const rows = catalogueRows().map((row) =>
      row[0] === 'Global' ? [...row.slice(0, 3), '', ...row.slice(4)] : row,
    );
    await upload(workbook(catalogueRows()));
    const response = await upload(workbook(rows, 'biff8'), 'plans.xls');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      count: defaults.length,
      added: 0,
      changed: 0,
      removed: 0,
    });
    expect((await livePlans()).map((plan) => plan.id)).toEqual(defaults.map((plan) => plan.id));
  });

  test('the export is a workbook that uploads again without changes', async () => {
    const exported = await call(plansExport, '/api/admin/plans-export', { cookie: admin.cookie });
    expect(exported.headers.get('content-type')).toContain('spreadsheetml');
    const response = await upload(new Uint8Array(await exported.arrayBuffer()));
    expect(await response.json()).toMatchObject({ added: 0, changed: 0, removed: 0 });
  });
});

describe('restore with nothing to restore', () => {
  test('answers 409 with a message when only the seeded catalogue ever existed', async () => {
    await openStore('catalogue').delete('current');
    const response = await call(restorePrevious, '/api/admin/restore-previous', {
      body: {},
      cookie: admin.cookie,
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: 'There is no earlier catalogue to restore.' });
  });
});
