import { describe, expect, it } from 'vitest';
import countriesJson from '../../../../content/countries.json' with { type: 'json' };
import regionsJson from '../../../../content/regions.json' with { type: 'json' };
import { countrySchema, regionSchema } from '../../catalogue/destination.ts';
import type { Plan } from '../../catalogue/plan.ts';
import { assignPlanIds } from './plan-ids.ts';
import { createDestinationDirectory, validatePlanRows, type SheetRow } from './plan-rows.ts';
import { columnIndex, PLAN_SHEET_HEADER, type SheetColumn } from './plan-sheet.ts';
import { TEMPLATE_PLANS } from './plan-template.ts';
import { writePlanWorkbook } from './plan-workbook.server.ts';
import { readPlanWorkbook } from './workbook.server.ts';

const directory = createDestinationDirectory(
  countrySchema.array().parse(countriesJson),
  regionSchema.array().parse(regionsJson),
  new Map([['US', 'United States of America']]),
);

/** A row of columns A… with the given cells filled in. */
function row(cells: Partial<Record<SheetColumn, unknown>>): unknown[] {
  const filled: unknown[] = [];
  for (const [column, value] of Object.entries(cells))
    filled[columnIndex(column as SheetColumn)] = value;
  return Array.from(filled, (cell) => cell ?? '');
}
const france = { A: 'France', B: '5GB 7 Days', C: 12 };
const franceUnlimited = { A: 'France', B: 'Unlimited 7 Days', C: 30 };
const europe = { A: 'Europe Lite', B: '10GB 14 Days', C: 28, D: 'FR, DE, IT' };

const sheet = (...rows: unknown[][]): SheetRow[] =>
  [PLAN_SHEET_HEADER, ...rows].map((cells, index) => ({ row: index + 1, cells }));

function overridesOf(...rows: unknown[][]) {
  const result = validatePlanRows(sheet(...rows), directory);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.plans.map((plan) => plan.factOverrides);
}

function errorsOf(...rows: unknown[][]) {
  const result = validatePlanRows(sheet(...rows), directory);
  if (result.ok) throw new Error('expected the file to be refused');
  return result.errors;
}

describe('the fact columns Q to U: the owners’ overrides', () => {
  it('read hotspot, validity start, networks and fair use into the plan’s overrides', () => {
    expect(
      overridesOf(
        row({
          ...franceUnlimited,
          Q: 'no',
          R: 'installation',
          S: 'Orange 5G, SFR 4G/5G, Free',
          T: '1 Mbps',
          U: '2 GB',
        }),
      ),
    ).toEqual([
      {
        hotspot: false,
        validityStarts: 'installation',
        networks: [
          {
            country: 'FR',
            operators: [
              { name: 'Orange', generations: ['5G'] },
              { name: 'SFR', generations: ['4G', '5G'] },
              { name: 'Free', generations: [] },
            ],
          },
        ],
        fairUse: { speedKbps: 1000, thresholdMb: 2048 },
      },
    ]);
  });

  it('give no overrides when the cells are empty, and read each spelling', () => {
    expect(
      overridesOf(
        row(france),
        row({ ...france, B: '3GB 7 Days', Q: 'Yes', R: 'First connection' }),
        row({ ...franceUnlimited, T: '512 kbps' }),
      ),
    ).toEqual([
      undefined,
      { hotspot: true, validityStarts: 'first-connection' },
      { fairUse: { speedKbps: 512, thresholdMb: null } },
    ]);
  });

  it('read a multi-country plan’s networks per country code', () => {
    expect(overridesOf(row({ ...europe, S: 'FR: Orange 5G, SFR 4G; de: Telekom 4G/5G' }))).toEqual([
      {
        networks: [
          {
            country: 'FR',
            operators: [
              { name: 'Orange', generations: ['5G'] },
              { name: 'SFR', generations: ['4G'] },
            ],
          },
          { country: 'DE', operators: [{ name: 'Telekom', generations: ['4G', '5G'] }] },
        ],
      },
    ]);
  });

  it.each([
    ['Q', { ...france, Q: 'maybe' }, 'Hotspot must be yes or no'],
    [
      'R',
      { ...france, R: 'on purchase' },
      'Validity starts must be "first connection" or "installation"',
    ],
    ['S', { ...france, S: 'XX: Orange 5G' }, 'Networks: unknown country code "XX"'],
    ['S', { ...france, S: 'DE: Telekom 4G' }, 'Networks name DE, which this plan does not cover'],
    ['S', { ...france, S: 'FR: Orange; FR: SFR' }, 'Networks name FR twice'],
    ['S', { ...france, S: ', ,' }, 'Networks: name at least one operator per country'],
    [
      'S',
      { ...europe, S: 'Orange 5G' },
      'Networks of a multi-country plan need a country code before each list, like "FR: Orange 5G; DE: Telekom 4G"',
    ],
    [
      'T',
      { ...franceUnlimited, T: 'fast' },
      'Speed after fair use must be a speed like "1 Mbps" or "512 kbps"',
    ],
    ['T', { ...france, T: '1 Mbps' }, 'Speed after fair use is for unlimited plans only'],
    [
      'U',
      { ...franceUnlimited, T: '1 Mbps', U: 'lots' },
      'Fair use per day must be an amount like "2 GB" or "500 MB"',
    ],
    ['U', { ...franceUnlimited, U: '2 GB' }, 'Fair use per day needs a Speed after fair use'],
  ] as const)(
    'refuse a bad override in %s with its row, column and message',
    (column, cells, message) => {
      expect(
        errorsOf(row(france), row({ ...cells, B: cells.B.replace('7 Days', '30 Days') })),
      ).toEqual([{ row: 3, column, message }]);
    },
  );
});

describe('the export and the upload keep the overrides', () => {
  const overridden: Plan[] = [
    {
      ...TEMPLATE_PLANS[0]!,
      factOverrides: {
        hotspot: true,
        networks: [{ country: 'JP', operators: [{ name: 'SoftBank', generations: ['4G', '5G'] }] }],
      },
    },
    {
      ...TEMPLATE_PLANS[1]!,
      name: 'Unlimited 30 Days',
      data: 'Unlimited',
      factOverrides: {
        validityStarts: 'installation',
        fairUse: { speedKbps: 1500, thresholdMb: 1536 },
      },
    },
    {
      ...TEMPLATE_PLANS[2]!,
      // The provider's facts are not overrides: the export leaves them out of Q to U.
      facts: { networks: [], hotspot: false, validityStarts: null, fairUse: null },
      factOverrides: {
        networks: [
          { country: 'FR', operators: [{ name: 'Orange', generations: ['5G'] }] },
          { country: 'IT', operators: [{ name: 'TIM', generations: [] }] },
        ],
        fairUse: undefined,
      },
    },
  ];

  it('an exported catalogue, uploaded unchanged, gives back every plan’s overrides', async () => {
    const read = await readPlanWorkbook('plans.xlsx', await writePlanWorkbook(overridden));
    if (!read.ok) throw new Error(read.message);
    const result = validatePlanRows(read.rows, directory);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const uploaded = assignPlanIds(result.plans, overridden);
    expect(uploaded.map((plan) => plan.factOverrides)).toEqual([
      overridden[0]!.factOverrides,
      overridden[1]!.factOverrides,
      { networks: overridden[2]!.factOverrides!.networks },
    ]);
    expect(read.rows[3]!.cells.slice(columnIndex('Q'))).toEqual([
      '',
      '',
      'FR: Orange 5G; IT: TIM',
      '',
      '',
    ]);
  });
});
