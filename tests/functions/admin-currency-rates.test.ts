/**
 * The owner's currency rates: read, set as a new catalogue version that an upload keeps and a
 * restore undoes, announced like an upload, audited; and the explicit price columns through the
 * export and the upload.
 */
import { describe, expect, test } from 'vitest';
import adminAudit from '../../netlify/functions/admin-audit.mts';
import currencyRates from '../../netlify/functions/admin-currency-rates.mts';
import plansExport from '../../netlify/functions/admin-plans-export.mts';
import restorePrevious from '../../netlify/functions/admin-restore-previous.mts';
import type { CurrencyRatesAnswer } from '../../src/features/admin/catalogue/currency-rates.ts';
import {
  PLAN_SHEET_HEADER,
  planToRow,
} from '../../src/features/admin/catalogue/plan-workbook.server.ts';
import { defaultCatalogue, loadCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import shippedRates from '../../content/currency-rates.json' with { type: 'json' };
import { call } from '../support/call.ts';
import { useHttpServer } from '../support/local-http.ts';
import { planWorkbook, uploadPlanWorkbook } from '../support/plan-uploads.ts';
import { useCustomers, useEnv, useLocalBlobs } from '../support/use-local-blobs.ts';

const OWNER = 'rates-owner@roamly.example';
useLocalBlobs({ env: { ADMIN_EMAILS: OWNER } });
const { owner } = useCustomers({ owner: OWNER });
const hookCalls: string[] = [];
const hook = useHttpServer((req, res) => {
  hookCalls.push(new URL(req.url ?? '/', 'http://hook').searchParams.get('trigger_title') ?? '');
  res.writeHead(200).end('{}');
});
useEnv(() => ({ NETLIFY_BUILD_HOOK_URL: `${hook.origin}/build_hooks/rates` }));

const OWN_RATES = {
  EUR: 0.92,
  GBP: 0.79,
  CAD: 1.37,
  AUD: 1.52,
  NZD: 1.68,
  JPY: 149.5,
  CHF: 0.88,
  SGD: 1.34,
  HKD: 7.8,
};
const defaults = defaultCatalogue().plans;

const readRates = async () => {
  const response = await call(currencyRates, '/api/admin/currency-rates', { cookie: owner.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as CurrencyRatesAnswer;
};
const putRates = (rates: unknown) =>
  call(currencyRates, '/api/admin/currency-rates', {
    method: 'PUT',
    body: { rates },
    cookie: owner.cookie,
  });
const restore = () =>
  call(restorePrevious, '/api/admin/restore-previous', { body: {}, cookie: owner.cookie });

describe('GET and PUT /api/admin/currency-rates', () => {
  test('before any are set, the shipped rates are in force, with their date', async () => {
    expect(await readRates()).toMatchObject({
      rates: shippedRates.rates,
      isDefault: true,
      date: shippedRates.date,
    });
  });

  test('setting all nine makes a new catalogue version with the same plans, rebuilds the pages and is audited', async () => {
    const before = await loadCatalogue();
    hookCalls.length = 0;
    const response = await putRates(OWN_RATES);
    expect(response.status).toBe(200);
    const saved = (await response.json()) as CurrencyRatesAnswer & { message: string };
    expect(saved).toMatchObject({ rates: OWN_RATES, isDefault: false });
    expect(saved.message).toMatch(/saved/);

    const after = await loadCatalogue();
    expect(after).toMatchObject({ version: saved.version, previousVersion: before.version });
    expect(after.plans).toEqual(before.plans);
    expect(await readRates()).toEqual({
      rates: OWN_RATES,
      isDefault: false,
      date: after.ratesSetAt,
      version: after.version,
    });
    expect(hookCalls).toEqual([`Currency rates changed (catalogue ${after.version})`]);

    const audit = (await (
      await call(adminAudit, '/api/admin/audit', { cookie: owner.cookie })
    ).json()) as {
      entries: { action: string; target: unknown; before: unknown; after: unknown }[];
    };
    expect(audit.entries[0]).toMatchObject({
      action: 'catalogue.set-currency-rates',
      target: { kind: 'catalogue', id: after.version },
      before: shippedRates.rates,
      after: OWN_RATES,
    });
  });

  test("restore previous brings the shipped rates back, and restoring again the owner's", async () => {
    expect((await restore()).status).toBe(200);
    expect(await readRates()).toMatchObject({ rates: shippedRates.rates, isDefault: true });
    expect((await restore()).status).toBe(200);
    expect(await readRates()).toMatchObject({ rates: OWN_RATES, isDefault: false });
  });

  test('an upload keeps the rates, and checks its prices at them', async () => {
    const upload = await uploadPlanWorkbook(
      planWorkbook([PLAN_SHEET_HEADER, ...defaults.map(planToRow)]),
      { cookie: owner.cookie },
    );
    expect(upload.status).toBe(200);
    expect((await readRates()).rates).toEqual(OWN_RATES);

    // At an owner's rate of 0.9 HKD to the dollar, USD 4.20 is HK$3.78: too little for a card.
    expect((await putRates({ ...OWN_RATES, HKD: 0.9 })).status).toBe(200);
    const refused = await uploadPlanWorkbook(
      planWorkbook([PLAN_SHEET_HEADER, ...defaults.map(planToRow), ['Japan', '1GB 1 Day', 4.2]]),
      { cookie: owner.cookie },
    );
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      errors: [
        {
          row: defaults.length + 2,
          column: 'C',
          message:
            'Price converts to HK$3.78 at 0.9 HKD to the US dollar, below the card minimum of HK$4.00: raise the price or set a Price HKD',
        },
      ],
    });
  });

  test('restore previous brings the earlier rates back, and restoring again brings these back', async () => {
    expect((await readRates()).rates.HKD).toBe(0.9);
    expect((await restore()).status).toBe(200);
    expect((await readRates()).rates).toEqual(OWN_RATES);
    expect((await restore()).status).toBe(200);
    expect((await readRates()).rates.HKD).toBe(0.9);
  });
});

describe('explicit prices through the export and the upload', () => {
  test('an uploaded Price EUR and Price JPY are stored in minor units, exported back, and re-upload unchanged', async () => {
    const rows = [PLAN_SHEET_HEADER, ...defaults.map(planToRow)];
    const japan = rows.findIndex((row) => row[0] === 'Japan' && row[1] === '5GB 7 Days');
    rows[japan] = [...rows[japan]!.slice(0, 7), 13.99, '', '', '', '', 1490];
    expect((await uploadPlanWorkbook(planWorkbook(rows), { cookie: owner.cookie })).status).toBe(
      200,
    );
    const stored = (await loadCatalogue()).plans.find((plan) => plan.id === 'jp-5gb-7d');
    expect(stored?.prices).toEqual({ EUR: 1399, JPY: 1490 });

    const exported = await call(plansExport, '/api/admin/plans-export', { cookie: owner.cookie });
    const again = await uploadPlanWorkbook(new Uint8Array(await exported.arrayBuffer()), {
      cookie: owner.cookie,
    });
    expect(await again.json()).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect((await loadCatalogue()).plans.find((plan) => plan.id === 'jp-5gb-7d')?.prices).toEqual({
      EUR: 1399,
      JPY: 1490,
    });
  });

  test('a changed explicit price counts as a changed plan', async () => {
    const catalogue = await loadCatalogue();
    const rows = [
      PLAN_SHEET_HEADER,
      ...catalogue.plans.map((plan) =>
        planToRow(plan.id === 'jp-5gb-7d' ? { ...plan, prices: { EUR: 1299, JPY: 1490 } } : plan),
      ),
    ];
    const response = await uploadPlanWorkbook(planWorkbook(rows), { cookie: owner.cookie });
    expect(await response.json()).toMatchObject({ added: 0, changed: 1, removed: 0 });
  });
});
