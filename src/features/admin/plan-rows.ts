/**
 * Checks every row of an uploaded plan spreadsheet (spec §5: A destination, B plan name,
 * C price; optional D covered codes, E popular, F bundle) and turns the rows into plan drafts.
 * All or nothing: one bad row and no draft is returned, only the errors.
 */
import type { Failure } from '../../lib/result.ts';
import type { Destination, DestinationDirectory } from './destination-directory.ts';
import { planIdPart } from './plan-name.ts';
import { cellText, clip, priceNumberOf, readBundle, readCoverage, readPlainText, readPlanName, readPopular, readPrice, type CellResult } from './plan-cells.ts';

export { createDestinationDirectory, type DestinationDirectory } from './destination-directory.ts';

type SheetColumn = 'A' | 'B' | 'C' | 'D' | 'E' | 'F';
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
  popular: boolean;
  coveredCountries: string[];
  bundle?: string;
  row: number;
}

export type PlanRowsResult = { ok: true; plans: PlanDraft[] } | (Failure<'invalid-rows'> & { errors: RowError[]; errorCount: number });

export const MAX_REPORTED_ERRORS = 100;

const COLUMNS: readonly SheetColumn[] = ['A', 'B', 'C', 'D', 'E', 'F'];
/** How messages name each column. */
const COLUMN_LABELS: Record<SheetColumn, string> = {
  A: 'Country or region',
  B: 'Plan name',
  C: 'Price',
  D: 'Covered countries',
  E: 'Popular',
  F: 'Bundle name',
};

/** Every row checked; the drafts when all are valid, else every error (the first 100) by row. */
export function validatePlanRows(rows: readonly SheetRow[], directory: DestinationDirectory): PlanRowsResult {
  const planRows = withoutHeader(
    rows.filter((row) => !isBlankRow(row)),
    directory,
  );
  if (planRows.length === 0) {
    return { ok: false, reason: 'invalid-rows', errors: [{ row: 1, column: null, message: 'The file has no plan rows' }], errorCount: 1 };
  }

  const plans: PlanDraft[] = [];
  const errors: RowError[] = [];
  const firstRowOfPlan = new Map<string, number>();
  for (const row of planRows) {
    const checked = checkRow(row, directory);
    errors.push(...checked.errors);
    if (!checked.planKey) continue;
    const earlier = firstRowOfPlan.get(checked.planKey);
    if (earlier !== undefined) errors.push({ row: row.row, column: 'B', message: `Same plan as row ${earlier}` });
    else firstRowOfPlan.set(checked.planKey, row.row);
    if (checked.draft && earlier === undefined) plans.push(checked.draft);
  }
  if (errors.length === 0) return { ok: true, plans };
  const sorted = errors.sort((a, b) => a.row - b.row);
  return { ok: false, reason: 'invalid-rows', errors: sorted.slice(0, MAX_REPORTED_ERRORS), errorCount: sorted.length };
}

interface CheckedRow {
  errors: RowError[];
  /** Destination + data + validity, known whenever columns A and B are valid. */
  planKey?: string;
  draft?: PlanDraft;
}

function checkRow(row: SheetRow, directory: DestinationDirectory): CheckedRow {
  const errors: RowError[] = [];
  const cell = (column: SheetColumn) => row.cells[COLUMNS.indexOf(column)];
  const take = <T>(column: SheetColumn, result: CellResult<T>): T | undefined => {
    if (result.ok) return result.value;
    errors.push({ row: row.row, column, message: result.message });
    return undefined;
  };

  // Every cell must be plain text before its column reads it; one that is not gets only that message.
  const read = <T>(column: SheetColumn, reader: (value: unknown) => CellResult<T>): T | undefined => {
    const plain = readPlainText(cell(column), COLUMN_LABELS[column]);
    return take(column, plain.ok ? reader(plain.value) : plain);
  };

  const destination = read('A', (value) => readDestination(value, directory));
  const plan = read('B', readPlanName);
  const price = read('C', readPrice);
  const coverage = read('D', (value) => readCoverage(value, directory.knowsCode));
  const popular = read('E', readPopular);
  const bundle = read('F', readBundle);
  if (!destination || !plan) return { errors };

  const destinationKey = destination.kind === 'country' ? destination.code.toLowerCase() : destination.slug;
  // By megabytes and days, so '1GB 7 Days' and '1024MB 1 week' are the same plan.
  const planKey = [destinationKey, plan.parsed.dataMb ?? 'unlimited', plan.parsed.days].join('|');
  // Every failed cell left an error, so without errors `coverage` undefined means "not given".
  if (errors.length > 0 || price === undefined || popular === undefined) return { errors, planKey };

  const coveredCountries = coverage ?? (destination.kind === 'region' ? destination.defaultCoverage : []);
  const draft: PlanDraft = {
    destinationKey,
    name: plan.name,
    country: destination.name,
    countryCode: destination.kind === 'country' ? destination.code : coveredCountries.join(','),
    data: plan.parsed.data,
    duration: plan.parsed.duration,
    idPart: planIdPart(plan.parsed),
    price,
    popular,
    coveredCountries: [...coveredCountries],
    ...(bundle === undefined ? {} : { bundle }),
    row: row.row,
  };
  return { errors, planKey, draft };
}

/** Column A: the country or region it names. */
function readDestination(cell: unknown, directory: DestinationDirectory): CellResult<Destination> {
  const text = cellText(cell);
  if (!text) return { ok: false, reason: 'invalid-cell', message: 'Country or region is required' };
  const destination = directory.find(text);
  return destination ? { ok: true, value: destination } : { ok: false, reason: 'invalid-cell', message: `Unknown country or region "${clip(text, 60)}"` };
}

function isBlankRow(row: SheetRow): boolean {
  return row.cells.every((cell) => cellText(cell) === '');
}

/** The first row is a header ('Country | Plan | Price') when it names no destination and has no price. */
function withoutHeader(rows: readonly SheetRow[], directory: DestinationDirectory): readonly SheetRow[] {
  const [first] = rows;
  if (!first) return rows;
  const isHeader = !directory.find(cellText(first.cells[0])) && priceNumberOf(first.cells[2]) === undefined;
  return isHeader ? rows.slice(1) : rows;
}
