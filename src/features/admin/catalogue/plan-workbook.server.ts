/**
 * Plans written as the spreadsheet the upload reads (the layout of plan-sheet.ts), so the admin
 * can download the live catalogue, edit it in Excel and upload it again unchanged in shape.
 * SheetJS is loaded when a workbook is written, so the export function's refusals never load it.
 */
import type { Plan } from '../../catalogue/plan.ts';
import { PLAN_SHEET_COLUMNS, PLAN_SHEET_HEADER, planToRow } from './plan-sheet.ts';

export { PLAN_SHEET_HEADER, planToRow } from './plan-sheet.ts';

/** An .xlsx workbook (one sheet named Plans, header row first) of the given plans. */
export async function writePlanWorkbook(plans: readonly Plan[]): Promise<Uint8Array<ArrayBuffer>> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([PLAN_SHEET_HEADER, ...plans.map(planToRow)]);
  sheet['!cols'] = PLAN_SHEET_COLUMNS.map((spec) => ({ wch: spec.width }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Plans');
  return new Uint8Array(
    XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer,
  );
}

export const XLSX_CONTENT_TYPE =
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
