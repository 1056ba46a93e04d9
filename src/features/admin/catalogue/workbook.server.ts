/**
 * From the bytes of an uploaded .xlsx or .xls file to the rows of its first sheet, refusing
 * anything that is not plainly a small Excel workbook before SheetJS reads it
 * (docs/decisions/0022-catalogue-upload.md). SheetJS (about 35 ms to load) is imported only then,
 * so a refused upload never loads it.
 */
import type { WorkSheet } from 'xlsx';
import type { Failure } from '../../../lib/result.ts';
import { cellText, priceNumberOf } from './plan-cells.ts';
import type { SheetRow } from './plan-rows.ts';
import { PLAN_SHEET_COLUMNS, sheetCell } from './plan-sheet.ts';
import { isPlausibleWorkbookZip } from './xlsx-zip.server.ts';

export interface UploadLimits {
  maxBytes: number;
  maxRows: number;
}

export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxRows: 20_000,
} as const satisfies UploadLimits;

export type WorkbookResult =
  { ok: true; rows: SheetRow[] } | (Failure<'unreadable-file'> & { message: string });

/** Unpacked, an honest workbook of 20,000 rows is a few MB; far more means a zip bomb. */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** The layout's columns (A to U); anything further right is not read. */
const LAST_COLUMN = PLAN_SHEET_COLUMNS.length - 1;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

const NOT_A_WORKBOOK = 'The file content is not an Excel workbook';

/** The rows of the first sheet with their Excel row numbers, or why the file is refused. */
export async function readPlanWorkbook(
  fileName: string,
  bytes: Uint8Array,
  limits: UploadLimits = UPLOAD_LIMITS,
): Promise<WorkbookResult> {
  const extension = /\.(xlsx|xls)$/i.exec(fileName.trim())?.[1]?.toLowerCase();
  if (!extension) return refuse('Please upload an Excel file (.xlsx or .xls)');
  if (bytes.length === 0) return refuse('The file is empty');
  if (bytes.length > limits.maxBytes)
    return refuse(`The file is larger than ${formatMegabytes(limits.maxBytes)}`);
  // The extension and the content must agree, so a renamed file never reaches a parser it
  // was not meant for; a ZIP is looked into before anything unpacks it.
  const looksRight =
    extension === 'xlsx'
      ? startsWith(bytes, ZIP_MAGIC) && isPlausibleWorkbookZip(bytes, MAX_UNPACKED_BYTES)
      : startsWith(bytes, OLE2_MAGIC);
  if (!looksRight) return refuse(NOT_A_WORKBOOK);

  const XLSX = await import('xlsx');
  let sheet: WorkSheet | undefined;
  let rows: SheetRow[];
  // Reading the cells can fail too: SheetJS reads a cell of a type no writer uses, then throws on
  // it when the rows are taken out.
  try {
    const workbook = XLSX.read(bytes, {
      type: 'array',
      dense: true,
      // The header, the allowed rows, and one more to notice a file that is too long.
      sheetRows: limits.maxRows + 2,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
    });
    const firstName = workbook.SheetNames[0];
    sheet = firstName === undefined ? undefined : workbook.Sheets[firstName];
    rows = sheet ? readRows(XLSX.utils, sheet) : [];
  } catch {
    return refuse(NOT_A_WORKBOOK);
  }
  if (isTooLong(sheet, rows, limits.maxRows)) {
    return refuse(`The file has more than ${limits.maxRows.toLocaleString('en-US')} rows`);
  }
  return { ok: true, rows };
}

/** Rows as arrays of the layout's cells (A–F), numbered as Excel shows them; strings trimmed. */
function readRows(utils: typeof import('xlsx').utils, sheet: WorkSheet): SheetRow[] {
  // Count rows from the cells SheetJS read (`!data`, dense mode), not from the range the file
  // declares: a writer can leave that stale, and a range too short would silently drop rows.
  const ref = sheet['!ref'];
  const rowCount = sheet['!data']?.length ?? (ref ? utils.decode_range(ref).e.r + 1 : 0);
  if (rowCount === 0) return [];
  // From A1, so the array index is the Excel row number less one and cells[0] is column A.
  const range = { s: { r: 0, c: 0 }, e: { r: rowCount - 1, c: LAST_COLUMN } };
  const arrays = utils.sheet_to_json<unknown[]>(sheet, {
    header: 1,
    raw: true,
    blankrows: true,
    defval: null,
    range,
  });
  return arrays.map((cells, index) => ({
    row: index + 1,
    cells: Array.from({ length: LAST_COLUMN + 1 }, (_, column) => plainCell(cells[column])),
  }));
}

/**
 * Strings (trimmed), finite numbers and booleans; anything else (dates, errors, empties) is null.
 */
function plainCell(value: unknown): string | number | boolean | null {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return typeof value === 'boolean' ? value : null;
}

/**
 * More than `maxRows` plan rows. SheetJS stops at row `maxRows + 2`: a sheet reaching it, or
 * whose declared range was cut there (`!fullref`), has unread rows and is refused rather than
 * imported in part. Else the non-blank rows are counted, less a header row.
 */
function isTooLong(
  sheet: WorkSheet | undefined,
  rows: readonly SheetRow[],
  maxRows: number,
): boolean {
  if (sheet?.['!fullref'] !== undefined || rows.length >= maxRows + 2) return true;
  const filled = rows.filter((row) => row.cells.some((cell) => cellText(cell) !== ''));
  const [first] = filled;
  const hasHeader =
    first !== undefined && priceNumberOf(sheetCell(first.cells, 'price')) === undefined;
  return filled.length - (hasHeader ? 1 : 0) > maxRows;
}

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((byte, index) => bytes[index] === byte);
}

function formatMegabytes(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}

function refuse(message: string): WorkbookResult {
  return { ok: false, reason: 'unreadable-file', message };
}
