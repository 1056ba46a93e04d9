/** Plan spreadsheets as an owner uploads them: a workbook of rows, sent to the upload function. */
import * as XLSX from 'xlsx';
import uploadPlans from '../../netlify/functions/admin-upload-plans.mts';
import { ORIGIN } from './call.ts';

/** A workbook (.xlsx, or .xls for 'biff8') whose first sheet holds `rows`. */
export function planWorkbook(
  rows: unknown[][],
  bookType: 'xlsx' | 'biff8' = 'xlsx',
): Uint8Array<ArrayBuffer> {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Plans');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
}

interface UploadOptions {
  cookie: string;
  fileName?: string;
  /** Headers over the console's own (this site's Origin, X-Requested-With). */
  headers?: Record<string, string>;
}

/** POST /api/admin/upload-plans as the console sends it, unless `headers` say otherwise. */
export function uploadPlanWorkbook(
  bytes: Uint8Array,
  { cookie, fileName = 'plans.xlsx', headers = {} }: UploadOptions,
) {
  const form = new FormData();
  form.append('file', new File([bytes as Uint8Array<ArrayBuffer>], fileName));
  return uploadPlans(
    new Request(`${ORIGIN}/api/admin/upload-plans`, {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        'Sec-Fetch-Site': 'same-origin',
        'X-Requested-With': 'fetch',
        Cookie: cookie,
        ...headers,
      },
      body: form,
    }),
  );
}
