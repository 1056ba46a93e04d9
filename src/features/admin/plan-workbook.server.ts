/**
 * Plans written as the spreadsheet the upload reads (spec §5 layout, columns A to F), so the
 * admin can download the live catalogue, edit it in Excel and upload it again unchanged in shape.
 * SheetJS is loaded when a workbook is written, so the export function's refusals never load it.
 */
import type { Plan } from '../catalogue/plan.ts';

export const PLAN_SHEET_HEADER = ['Country or region', 'Plan name', 'Price (USD)', 'Covered countries', 'Popular', 'Bundle'];

export function planToRow(plan: Plan): (string | number)[] {
  return [plan.country, plan.name, plan.price, plan.coveredCountries.join(', '), plan.popular ? 'yes' : 'no', plan.bundle ?? ''];
}

/** An .xlsx workbook (one sheet named Plans, header row first) of the given plans. */
export async function writePlanWorkbook(plans: readonly Plan[]): Promise<Uint8Array<ArrayBuffer>> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([PLAN_SHEET_HEADER, ...plans.map(planToRow)]);
  sheet['!cols'] = [{ wch: 28 }, { wch: 22 }, { wch: 12 }, { wch: 40 }, { wch: 9 }, { wch: 24 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Plans');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx', compression: true }) as ArrayBuffer);
}

export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
