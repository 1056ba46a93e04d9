import { describe, expect, test } from 'vitest';
import catalogueStatus from '../../netlify/functions/admin-catalogue.mts';
import {
  PLAN_SHEET_HEADER,
  planToRow,
} from '../../src/features/admin/catalogue/plan-workbook.server.ts';
import { defaultCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import type { Plan } from '../../src/features/catalogue/plan.ts';
import { openStore } from '../../src/lib/blobs.ts';
import { call } from '../support/call.ts';
import { setEnv } from '../support/env.ts';
import { answer, useHttpServer } from '../support/local-http.ts';
import { planWorkbook, uploadPlanWorkbook } from '../support/plan-uploads.ts';
import { useCustomers, useLocalBlobs } from '../support/use-local-blobs.ts';

/**
 * The plan facts an upload stores: fetched from the eSIM provider once per upload, kept from the
 * live catalogue when the provider cannot be reached, and asked for in calls that do not grow with
 * the number of plans (docs/decisions/0050-plan-facts-from-the-provider.md).
 */
useLocalBlobs({
  env: { ADMIN_EMAILS: 'owner@roamly.example', SIMULATED_PROVIDER_LATENCY_MS: '0' },
});
const { admin } = useCustomers({ admin: 'owner@roamly.example' });

type Cells = (string | number | boolean | null)[];
const defaults = defaultCatalogue().plans;
const rowsOf = (plans: Plan[]): Cells[] => [
  PLAN_SHEET_HEADER,
  ...plans.map((plan) => planToRow({ ...plan, facts: undefined })),
];
const upload = async (rows: Cells[]) => {
  const response = await uploadPlanWorkbook(planWorkbook(rows), { cookie: admin.cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as { providerFacts: Record<string, unknown> };
};
const stored = async () =>
  (await openStore('catalogue').get('current', { type: 'json' })) as {
    plans: Plan[];
    providerFacts: Record<string, { fetchedAt: string }>;
  };
/** The eSIM Go settings of a provider at `baseUrl`; returns the undo. */
const useEsimGoAt = (baseUrl: string) =>
  setEnv({
    ESIMGO_API_KEY: 'facts-test-key',
    ESIMGO_BASE_URL: baseUrl,
    ESIMGO_TIMEOUT_MS: '2000',
    ESIMGO_ALLOW_WITH_TEST_PAYMENTS: '1',
  });

describe('the provider down', () => {
  test('the upload publishes, keeps the facts fetched before for unchanged bundles, and says so', async () => {
    const first = await upload(rowsOf(defaults));
    expect(first.providerFacts).toMatchObject({ source: 'provider', withFacts: defaults.length });
    const before = await stored();
    const france = before.plans.find((plan) => plan.countryCode === 'FR')!;
    expect(france.facts!.networks).toEqual([
      expect.objectContaining({
        country: 'FR',
        operators: expect.arrayContaining([{ name: 'Orange', generations: ['4G', '5G'] }]),
      }),
    ]);
    expect(france.facts!.validityStarts).toBe('first-connection');

    const newPlan = { ...france, id: 'x', name: '33GB 7 Days', bundle: 'esim_33GB_7D_FR_V2' };
    const undo = useEsimGoAt('http://127.0.0.1:9/v2.4'); // nothing listens there
    try {
      const second = await upload(rowsOf([...defaults, newPlan]));
      expect(second.providerFacts).toMatchObject({
        source: 'kept',
        fetchedAt: null,
        withFacts: defaults.length,
        message: expect.stringMatching(/could not be reached.*1 plan has none/),
      });
    } finally {
      undo();
    }
    const after = await stored();
    expect(after.plans).toHaveLength(defaults.length + 1);
    expect(after.plans.find((plan) => plan.id === france.id)!.facts).toEqual(france.facts);
    expect(after.plans.find((plan) => plan.bundle === newPlan.bundle)!.facts).toBeUndefined();
    expect(after.providerFacts[france.bundle!]).toEqual(before.providerFacts[france.bundle!]);
    // The console tells the owners how old the facts are: those of the first upload.
    const status = await call(catalogueStatus, '/api/admin/catalogue', { cookie: admin.cookie });
    expect(await status.json()).toMatchObject({
      factsFetchedAt: (first.providerFacts as { fetchedAt: string }).fetchedAt,
    });
  });
});

describe('the provider calls of an upload', () => {
  const PER_PAGE = 500;
  const countries = [
    ...new Map(
      defaults
        .filter((plan) => /^[A-Z]{2}$/.test(plan.countryCode))
        .map((plan) => [plan.countryCode, plan]),
    ).values(),
  ].slice(0, 200);
  /** `perCountry` plans in each of 200 countries, each with its own bundle. */
  const plansOf = (perCountry: number): Plan[] =>
    countries.flatMap((plan) =>
      Array.from({ length: perCountry }, (_, i) => ({
        ...plan,
        name: `${i + 1}GB 7 Days`,
        data: `${i + 1}GB`,
        duration: '7 Days',
        coveredCountries: [],
        bundle: `esim_${i + 1}GB_7D_${plan.countryCode}_V2`,
      })),
    );
  // eSIM Go's catalogue holds the bundles of the largest upload, whichever is uploaded.
  const bundles = plansOf(10).map((plan) => ({
    name: plan.bundle,
    countries: [{ iso: plan.countryCode }],
    speed: ['4G', '5G'],
    autostart: true,
  }));
  const requests: string[] = [];
  const esimGo = useHttpServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push(`${req.method} ${url.pathname}`);
    if (url.pathname === '/v2.4/catalogue') {
      const page = Number(url.searchParams.get('page'));
      const perPage = Number(url.searchParams.get('perPage'));
      return answer(res, 200, {
        bundles: bundles.slice((page - 1) * perPage, page * perPage),
        pageCount: Math.ceil(bundles.length / perPage),
        rows: bundles.length,
        pageSize: perPage,
      });
    }
    if (url.pathname === '/v2.4/networks')
      return answer(res, 200, {
        countryNetworks: (url.searchParams.get('isos') ?? '')
          .split(',')
          .map((iso) => ({ name: iso, networks: [{ brandName: `Net ${iso}`, speed: ['4G'] }] })),
      });
    answer(res, 404, { message: 'Not found' });
  });

  test('are the catalogue pages and the network lists, the same for 200 plans as for 2,000', async () => {
    const undo = useEsimGoAt(`${esimGo.origin}/v2.4`);
    const callsFor = async (plans: Plan[]) => {
      requests.length = 0;
      const answered = await upload(rowsOf(plans));
      expect(answered.providerFacts).toMatchObject({ source: 'provider', withFacts: plans.length });
      return [...requests];
    };
    try {
      const few = await callsFor(plansOf(1));
      const many = await callsFor(plansOf(10));
      const pages = Math.ceil(bundles.length / PER_PAGE);
      const expected = [
        ...Array<string>(pages).fill('GET /v2.4/catalogue'),
        'GET /v2.4/networks',
        'GET /v2.4/networks',
      ];
      expect(few.sort()).toEqual(expected);
      expect(many.sort()).toEqual(expected);
    } finally {
      undo();
    }
    const { plans } = await stored();
    expect(plans.find((plan) => plan.bundle === 'esim_10GB_7D_FR_V2')!.facts!.networks).toEqual([
      { country: 'FR', operators: [{ name: 'Net FR', generations: ['4G'] }] },
    ]);
  });
});
