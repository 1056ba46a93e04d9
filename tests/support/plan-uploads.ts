/** Plan spreadsheets as an owner uploads them: a workbook of rows, sent to the upload function. */
import * as XLSX from 'xlsx';
import uploadPlans from '../../netlify/functions/admin-upload-plans.mts';
import { ORIGIN } from './call.ts';

/** An .xlsx workbook whose first sheet holds `rows`. */
export function planWorkbook(rows: unknown[][]): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Plans');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' }) as ArrayBuffer);
}

/** POST /api/admin/upload-plans from this site, as the console sends it. */
export function uploadPlanWorkbook(bytes: Uint8Array<ArrayBuffer>, cookie: string) {
  const form = new FormData();
  form.append('file', new File([bytes], 'plans.xlsx'));
  return uploadPlans(
    new Request(`${ORIGIN}/api/admin/upload-plans`, {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'Sec-Fetch-Site': 'same-origin',
        'X-Requested-With': 'fetch',
        Cookie: cookie,
      },
      body: form,
    }),
  );
}
