/**
 * The owners' fact overrides through the upload, the export and the plans API: what the shop
 * stores, what it exports back, and what a list of plans carries to the checkout and the pages.
 */
import { describe, expect, test } from 'vitest';
import plansExport from '../../netlify/functions/admin-plans-export.mts';
import plans from '../../netlify/functions/plans.mts';
import {
  PLAN_SHEET_HEADER,
  planToRow,
} from '../../src/features/admin/catalogue/plan-workbook.server.ts';
import type { PlanFactOverrides } from '../../src/features/catalogue/fact-overrides.ts';
import { defaultCatalogue, loadCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import type { Plan } from '../../src/features/catalogue/plan.ts';
import type { PricedPlan } from '../../src/features/catalogue/priced-plan.ts';
import { isMultiCountry } from '../../src/features/catalogue/plan-kind.ts';
import { call } from '../support/call.ts';
import { planWorkbook, uploadPlanWorkbook } from '../support/plan-uploads.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

useLocalBlobs({ env: { ADMIN_EMAILS: 'owner@roamly.example' } });
const { admin } = useCustomers({ admin: 'owner@roamly.example' });

const defaults = defaultCatalogue().plans;
const codesOf = (plan: Plan) => (isMultiCountry(plan) ? plan.coveredCountries : [plan.countryCode]);

/** Overrides for every country a plan covers: a Global plan names about a hundred. */
const overridesOf = (plan: Plan): PlanFactOverrides => ({
  hotspot: true,
  validityStarts: 'first-connection',
  networks: codesOf(plan).map((country) => ({
    country,
    operators: [
      { name: 'Orange', generations: ['4G', '5G'] },
      { name: 'Vodafone', generations: ['4G'] },
    ],
  })),
});

const upload = (rows: Plan[]) =>
  uploadPlanWorkbook(planWorkbook([PLAN_SHEET_HEADER, ...rows.map(planToRow)]), {
    cookie: admin.cookie,
  });
const listOf = async (path: string, params?: Record<string, string>) => {
  const response = await call(plans, path, { params });
  const text = await response.text();
  return { bytes: Buffer.byteLength(text), plans: JSON.parse(text) as PricedPlan[] };
};

describe('fact overrides from the spreadsheet', () => {
  test('are stored with the facts they make, and the export uploads again unchanged', async () => {
    expect(
      (await upload(defaults.map((plan) => ({ ...plan, factOverrides: overridesOf(plan) }))))
        .status,
    ).toBe(200);
    const stored = (await loadCatalogue()).plans;
    expect(stored.map((plan) => plan.factOverrides)).toEqual(defaults.map(overridesOf));
    const global = stored.find((plan) => plan.coveredCountries.length > 100)!;
    expect(global.facts).toMatchObject({ hotspot: true, validityStarts: 'first-connection' });
    expect(global.facts?.networks).toHaveLength(global.coveredCountries.length);

    const exported = await call(plansExport, '/api/admin/plans-export', { cookie: admin.cookie });
    const again = await uploadPlanWorkbook(new Uint8Array(await exported.arrayBuffer()), {
      cookie: admin.cookie,
    });
    expect(await again.json()).toMatchObject({ added: 0, changed: 0, removed: 0 });
    expect((await loadCatalogue()).plans.map((plan) => plan.factOverrides)).toEqual(
      stored.map((plan) => plan.factOverrides),
    );
  });

  test('win over the provider’s facts, whose other facts stay', async () => {
    const overrides: PlanFactOverrides = {
      validityStarts: 'installation',
      networks: [{ country: 'FR', operators: [{ name: 'Free', generations: ['5G'] }] }],
    };
    const overridden = defaults.find((plan) => plan.countryCode === 'FR' && plan.bundle)!;
    await upload(
      defaults.map((plan) => (plan === overridden ? { ...plan, factOverrides: overrides } : plan)),
    );
    const stored = (await loadCatalogue()).plans;
    const other = stored.find((plan) => plan.countryCode === 'FR' && plan.id !== overridden.id)!;
    // What the (simulated) provider says of France: its networks, starting at first connection.
    expect(other.facts?.validityStarts).toBe('first-connection');
    expect(other.facts?.networks[0]?.operators.length).toBeGreaterThan(1);
    expect(stored.find((plan) => plan.id === overridden.id)?.facts).toEqual({
      ...other.facts,
      validityStarts: 'installation',
      networks: overrides.networks,
    });
  });

  test('a changed override counts as a changed plan', async () => {
    await upload(defaults);
    const [first, ...rest] = defaults;
    const response = await upload([{ ...first!, factOverrides: { hotspot: false } }, ...rest]);
    expect(await response.json()).toMatchObject({ added: 0, changed: 1, removed: 0 });
  });
});

describe('the plans API carries facts without growing with a region’s countries', () => {
  test('a country’s list carries that country’s networks only, and never the overrides', async () => {
    await upload(defaults);
    const bare = await listOf('/api/plans/FR', { countryCode: 'FR' });
    await upload(defaults.map((plan) => ({ ...plan, factOverrides: overridesOf(plan) })));
    const withFacts = await listOf('/api/plans/FR', { countryCode: 'FR' });

    expect(withFacts.plans.map((plan) => plan.id)).toEqual(bare.plans.map((plan) => plan.id));
    for (const plan of withFacts.plans) {
      expect(plan.facts?.networks.map((entry) => entry.country)).toEqual(['FR']);
      expect(plan).not.toHaveProperty('factOverrides');
    }
    // Each plan grows by the same short record, whether it covers one country or a hundred.
    const perPlan = (withFacts.bytes - bare.bytes) / bare.plans.length;
    expect(perPlan).toBeLessThan(250);
  });

  test('the whole list carries a single-country plan’s own networks and a region’s none', async () => {
    await upload(defaults.map((plan) => ({ ...plan, factOverrides: overridesOf(plan) })));
    const { plans: listed } = await listOf('/api/esimgo/plans');
    for (const plan of listed)
      expect(plan.facts?.networks.map((entry) => entry.country)).toEqual(
        isMultiCountry(plan) ? [] : [plan.countryCode],
      );
  });
});
