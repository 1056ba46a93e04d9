import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import countriesJson from '../../../../content/countries.json' with { type: 'json' };
import plansJson from '../../../../content/plans.json' with { type: 'json' };
import regionsJson from '../../../../content/regions.json' with { type: 'json' };
import { countrySchema, regionSchema } from '../../catalogue/destination.ts';
import { planListSchema, type Plan } from '../../catalogue/plan.ts';
import { createDestinationDirectory, validatePlanRows } from './plan-rows.ts';
import { PLAN_SHEET_COLUMNS, PLAN_SHEET_HEADER, columnIndex } from './plan-sheet.ts';
import { TEMPLATE_PLANS } from './plan-template.ts';
import { writePlanWorkbook } from './plan-workbook.server.ts';
import UploadFormatHelp from './UploadFormatHelp.tsx';
import { readPlanWorkbook } from './workbook.server.ts';

const catalogue = planListSchema.parse(plansJson);
// Like site-data.ts: a code's own plans carry its main name (US → 'United States of America').
const preferredNames = new Map(
  catalogue
    .filter((plan) => /^[A-Z]{2}$/.test(plan.countryCode))
    .map((plan) => [plan.countryCode, plan.country]),
);
const directory = createDestinationDirectory(
  countrySchema.array().parse(countriesJson),
  regionSchema.array().parse(regionsJson),
  preferredNames,
);

/** The plans an uploaded workbook of `plans` gives back, without the ids the catalogue assigns. */
async function uploadedPlans(plans: readonly Plan[]) {
  const read = await readPlanWorkbook('plans.xlsx', await writePlanWorkbook(plans));
  if (!read.ok) throw new Error(read.message);
  const result = validatePlanRows(read.rows, directory);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.plans.map(({ destinationKey, idPart, row, ...plan }) => plan);
}

/** A plan as the sheet holds it: no id, and none of eSIM Go's facts (only the owners' overrides). */
const withoutId = ({ id, facts, ...plan }: Plan) => ({
  ...plan,
  coveredCountries: [...plan.coveredCountries],
});

describe('the plan spreadsheet layout, declared once', () => {
  it('declares the columns A, B, C, … in the order the export writes them', () => {
    expect(PLAN_SHEET_COLUMNS.map(({ column }) => columnIndex(column))).toEqual(
      PLAN_SHEET_COLUMNS.map((_, index) => index),
    );
  });

  it('the template, uploaded unchanged, gives back exactly its plans', async () => {
    expect(await uploadedPlans(TEMPLATE_PLANS)).toEqual(TEMPLATE_PLANS.map(withoutId));
  });

  it('a cost is exported in column G and read back; a plan without one leaves G empty', async () => {
    const costed = TEMPLATE_PLANS.map((plan, i) => (i === 0 ? { ...plan, cost: 9.45 } : plan));
    expect(await uploadedPlans(costed)).toEqual(costed.map(withoutId));
    const book = XLSX.read(await writePlanWorkbook(costed), { type: 'array' });
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, {
      header: 1,
      defval: '',
    });
    expect(rows.map((row) => row[columnIndex('G')])).toEqual(['Cost (USD)', 9.45, '', '']);
  });

  it('explicit prices are exported in H to P in their currency and read back; other cells stay empty', async () => {
    const priced = TEMPLATE_PLANS.map((plan, i) =>
      i === 0 ? { ...plan, prices: { EUR: 1399, JPY: 1490, HKD: 7800 } } : plan,
    );
    expect(await uploadedPlans(priced)).toEqual(priced.map(withoutId));
    const book = XLSX.read(await writePlanWorkbook(priced), { type: 'array' });
    const [header, first, second] = XLSX.utils.sheet_to_json<unknown[]>(
      book.Sheets[book.SheetNames[0]!]!,
      { header: 1, defval: '' },
    );
    const explicitColumns = ['H', 'I', 'J', 'K', 'L', 'M', 'N', 'O', 'P'] as const;
    const cellsOf = (row: unknown[] | undefined) =>
      explicitColumns.map((letter) => row?.[columnIndex(letter)]);
    expect(cellsOf(header)).toEqual(
      ['EUR', 'GBP', 'CAD', 'AUD', 'NZD', 'JPY', 'CHF', 'SGD', 'HKD'].map(
        (code) => `Price ${code}`,
      ),
    );
    expect(cellsOf(first)).toEqual([13.99, '', '', '', '', 1490, '', '', 78]);
    expect(cellsOf(second)).toEqual(explicitColumns.map(() => ''));
  });

  it('an older sheet of columns A to G only still uploads, with no explicit prices', async () => {
    const rows = [
      { row: 1, cells: PLAN_SHEET_HEADER.slice(0, 7) },
      { row: 2, cells: ['Japan', '5GB 7 Days', 15, '', 'yes', '', 9.45] },
    ];
    const result = validatePlanRows(rows, directory);
    expect(result.ok && result.plans.map((plan) => 'prices' in plan)).toEqual([false]);
  });

  it('the exported catalogue, uploaded unchanged, gives back exactly its plans', async () => {
    expect(await uploadedPlans(catalogue)).toEqual(catalogue.map(withoutId));
  });

  it('the template and the export write the declared headers and widths', async () => {
    const book = XLSX.read(await writePlanWorkbook(TEMPLATE_PLANS), {
      type: 'array',
      cellStyles: true,
    });
    const sheet = book.Sheets[book.SheetNames[0]!]!;
    const [header] = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1 });
    expect(header).toEqual(PLAN_SHEET_HEADER);
    expect(PLAN_SHEET_HEADER).toEqual(PLAN_SHEET_COLUMNS.map(({ header: name }) => name));
    expect(sheet['!cols']?.map((width) => width.wch)).toEqual(
      PLAN_SHEET_COLUMNS.map(({ width }) => width),
    );
  });

  it('the upload names each column as declared in its messages', () => {
    const rows = [
      { row: 1, cells: PLAN_SHEET_HEADER },
      { row: 2, cells: PLAN_SHEET_COLUMNS.map(() => '<b>') },
    ];
    const result = validatePlanRows(rows, directory);
    expect(result.ok ? [] : result.errors).toEqual(
      PLAN_SHEET_COLUMNS.map(({ column, label }) => ({
        row: 2,
        column,
        message: `${label} may not contain < or >`,
      })),
    );
  });

  it('the format help lists every column as declared, marking the optional ones', () => {
    const html = renderToStaticMarkup(createElement(UploadFormatHelp));
    const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map(([, item]) =>
      item!.replace(/<[^>]*>/g, ''),
    );
    expect(items).toEqual(
      PLAN_SHEET_COLUMNS.map(
        ({ column, optional, help }) => `${column} ${optional ? 'optional: ' : ''}${help}`,
      ),
    );
    expect(items[0]).toBe(
      'A country or region: a name, a two-letter code or a region (“Japan”, “USA”, “Europe Lite”)',
    );
    expect(items[3]).toBe(
      'D optional: covered country codes (“FR, DE, IT”); regions default to their own list',
    );
  });

  it("the product notes' table names the declared columns", () => {
    const notes = readFileSync(new URL('../../../../docs/product.md', import.meta.url), 'utf8');
    const table = notes.slice(
      notes.indexOf('<a id="validation-upload">'),
      notes.indexOf('<a id="validation-checkout">'),
    );
    const rows = [...table.matchAll(/^\| ([A-Z]) \| '([^']+)' \|/gm)].map(([, column, label]) => ({
      column,
      label,
    }));
    expect(rows).toEqual(PLAN_SHEET_COLUMNS.map(({ column, label }) => ({ column, label })));
  });
});
