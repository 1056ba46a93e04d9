/**
 * Checks every row of an uploaded plan spreadsheet (columns as plan-sheet.ts declares them) and
 * turns the rows into plan drafts. All or nothing: one bad row and no draft is returned, only the
 * errors.
 */
import type { Failure } from '../../../lib/result.ts';
import type { PlanFactOverrides } from '../../catalogue/fact-overrides.ts';
import { CONVERTED_CURRENCIES } from '../../currency/currency-rules.ts';
import { describeBelowMinimum, pricesBelowMinimum } from '../../currency/minimums.ts';
import type { ExplicitPrices } from '../../currency/price-in.ts';
import { ratesInForce, type Rates } from '../../currency/rates.ts';
import type { DestinationDirectory } from './destination-directory.ts';
import { rowFactOverrides } from './fact-row.ts';
import { planIdPart } from './plan-name.ts';
import { cellText, priceNumberOf, readPlainText, type CellResult } from './plan-cells.ts';
import {
  explicitPriceField,
  PLAN_SHEET,
  sheetCell,
  type PlanSheetField,
  type PlanSheetValue,
  type SheetColumn,
} from './plan-sheet.ts';

export { createDestinationDirectory, type DestinationDirectory } from './destination-directory.ts';

interface RowError {
  row: number;
  column: SheetColumn | null;
  message: string;
}
/** One spreadsheet row; `row` is the 1-based number Excel shows. */
export interface SheetRow {
  row: number;
  cells: readonly unknown[];
}

/** A plan as the spreadsheet describes it, before the catalogue gives it an id. */
export interface PlanDraft {
  /** 'us' for a country (its code lower-cased), 'europe-lite' for a region (its slug). */
  destinationKey: string;
  name: string;
  country: string;
  countryCode: string;
  data: string;
  duration: string;
  idPart: string;
  price: number;
  /** Explicit prices, in each currency's minor units; absent when the row gives none. */
  prices?: ExplicitPrices;
  popular: boolean;
  coveredCountries: string[];
  bundle?: string;
  cost?: number;
  /** The owners' facts from the fact columns; absent when they give none. */
  factOverrides?: PlanFactOverrides;
  row: number;
}

export type PlanRowsResult =
  | { ok: true; plans: PlanDraft[] }
  | (Failure<'invalid-rows'> & { errors: RowError[]; errorCount: number });

export const MAX_REPORTED_ERRORS = 100;

/**
 * Every row checked, its prices in every currency at `rates` (the catalogue's; the shipped ones
 * by default); the drafts when all are valid, else every error (the first 100) by row.
 */
export function validatePlanRows(
  rows: readonly SheetRow[],
  directory: DestinationDirectory,
  rates: Rates = ratesInForce({}).rates,
): PlanRowsResult {
  const planRows = withoutHeader(
    rows.filter((row) => !isBlankRow(row)),
    directory,
  );
  if (planRows.length === 0) {
    return {
      ok: false,
      reason: 'invalid-rows',
      errors: [{ row: 1, column: null, message: 'The file has no plan rows' }],
      errorCount: 1,
    };
  }

  const plans: PlanDraft[] = [];
  const errors: RowError[] = [];
  const firstRowOfPlan = new Map<string, number>();
  for (const row of planRows) {
    const checked = checkRow(row, directory, rates);
    errors.push(...checked.errors);
    if (!checked.planKey) continue;
    const earlier = firstRowOfPlan.get(checked.planKey);
    if (earlier !== undefined)
      errors.push({
        row: row.row,
        column: PLAN_SHEET.planName.column,
        message: `Same plan as row ${earlier}`,
      });
    else firstRowOfPlan.set(checked.planKey, row.row);
    if (checked.draft && earlier === undefined) plans.push(checked.draft);
  }
  if (errors.length === 0) return { ok: true, plans };
  const sorted = errors.sort((a, b) => a.row - b.row);
  return {
    ok: false,
    reason: 'invalid-rows',
    errors: sorted.slice(0, MAX_REPORTED_ERRORS),
    errorCount: sorted.length,
  };
}

interface CheckedRow {
  errors: RowError[];
  /** Destination + data + validity, known whenever columns A and B are valid. */
  planKey?: string;
  draft?: PlanDraft;
}

function checkRow(row: SheetRow, directory: DestinationDirectory, rates: Rates): CheckedRow {
  const errors: RowError[] = [];
  const take = <T>(column: SheetColumn, result: CellResult<T>): T | undefined => {
    if (result.ok) return result.value;
    errors.push({ row: row.row, column, message: result.message });
    return undefined;
  };

  // Every cell must be plain text before its column reads it; one that is not gets only that
  // message.
  const read = <F extends PlanSheetField>(field: F): PlanSheetValue<F> | undefined => {
    const { column, label, read: readCell } = PLAN_SHEET[field];
    const plain = readPlainText(sheetCell(row.cells, field), label);
    return take(
      column,
      (plain.ok ? readCell(plain.value, directory) : plain) as CellResult<PlanSheetValue<F>>,
    );
  };

  const destination = read('destination');
  const plan = read('planName');
  const price = read('price');
  const coverage = read('coverage');
  const popular = read('popular');
  const bundle = read('bundle');
  const cost = read('cost');
  const prices: ExplicitPrices = {};
  for (const currency of CONVERTED_CURRENCIES) {
    const amount = read(explicitPriceField(currency));
    if (amount !== undefined) prices[currency] = amount;
  }
  const factCells = {
    hotspot: read('hotspot'),
    validityStarts: read('validityStarts'),
    networks: read('networks'),
    fairUseSpeed: read('fairUseSpeed'),
    fairUseThreshold: read('fairUseThreshold'),
  };
  if (!destination || !plan) return { errors };

  const destinationKey =
    destination.kind === 'country' ? destination.code.toLowerCase() : destination.slug;
  // By megabytes and days, so '1GB 7 Days' and '1024MB 1 week' are the same plan.
  const planKey = [destinationKey, plan.parsed.dataMb ?? 'unlimited', plan.parsed.days].join('|');
  // Every failed cell left an error, so without errors `coverage` undefined means "not given".
  if (errors.length > 0 || price === undefined || popular === undefined) return { errors, planKey };

  const coveredCountries =
    coverage ?? (destination.kind === 'region' ? destination.defaultCoverage : []);
  const facts = rowFactOverrides(factCells, {
    countryCode: destination.kind === 'country' ? destination.code : null,
    coveredCountries,
    unlimited: plan.parsed.dataMb === null,
  });
  if (!facts.ok)
    return { errors: facts.errors.map((error) => ({ row: row.row, ...error })), planKey };
  const draft: PlanDraft = {
    destinationKey,
    name: plan.name,
    country: destination.name,
    countryCode: destination.kind === 'country' ? destination.code : coveredCountries.join(','),
    data: plan.parsed.data,
    duration: plan.parsed.duration,
    idPart: planIdPart(plan.parsed),
    price,
    ...(Object.keys(prices).length === 0 ? {} : { prices }),
    popular,
    coveredCountries: [...coveredCountries],
    ...(bundle === undefined ? {} : { bundle }),
    ...(cost === undefined ? {} : { cost }),
    ...(facts.overrides ? { factOverrides: facts.overrides } : {}),
    row: row.row,
  };
  // The price and explicit prices were checked against the minimum charge as cells; what is
  // left is a price converted at the catalogue's rates.
  for (const below of pricesBelowMinimum(draft, rates))
    errors.push({
      row: row.row,
      column: PLAN_SHEET.price.column,
      message: `Price converts to ${describeBelowMinimum(below)}: raise the price or set a Price ${below.currency}`,
    });
  return errors.length > 0 ? { errors, planKey } : { errors, planKey, draft };
}

function isBlankRow(row: SheetRow): boolean {
  return row.cells.every((cell) => cellText(cell) === '');
}

/**
 * The first row is a header ('Country | Plan | Price') when it names no destination and has no
 * price.
 */
function withoutHeader(
  rows: readonly SheetRow[],
  directory: DestinationDirectory,
): readonly SheetRow[] {
  const [first] = rows;
  if (!first) return rows;
  const isHeader =
    !directory.find(cellText(sheetCell(first.cells, 'destination'))) &&
    priceNumberOf(sheetCell(first.cells, 'price')) === undefined;
  return isHeader ? rows.slice(1) : rows;
}
