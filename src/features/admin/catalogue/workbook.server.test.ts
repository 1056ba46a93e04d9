import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { storedZip } from '../../../../tests/support/zip-fixture.ts';
import { readPlanWorkbook, UPLOAD_LIMITS, type UploadLimits } from './workbook.server.ts';

const NOT_A_WORKBOOK = 'The file content is not an Excel workbook';

/** A real workbook made by SheetJS: one sheet from an array of rows, written as .xlsx or .xls. */
function workbookBytes(
  rows: unknown[][],
  bookType: XLSX.BookType = 'xlsx',
  sheetName = 'Plans',
): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), sheetName);
  return XLSX.write(workbook, { type: 'buffer', bookType }) as Uint8Array;
}

/** The same .xlsx with its sheet's XML edited, as another writer, or a damaged file, may have it. */
function withSheetXml(xlsx: Uint8Array, edit: (xml: string) => string): Uint8Array {
  const zip = XLSX.CFB.read(xlsx, { type: 'buffer' });
  const sheetPart =
    zip.FileIndex[
      zip.FullPaths.findIndex((path: string) => path.endsWith('xl/worksheets/sheet1.xml'))
    ];
  if (!sheetPart?.content) throw new Error('no sheet1.xml in the workbook');
  sheetPart.content = Buffer.from(edit(new TextDecoder().decode(sheetPart.content as Uint8Array)));
  return XLSX.CFB.write(zip, { fileType: 'zip', type: 'buffer' }) as Uint8Array;
}

/** The same .xlsx with the sheet's declared range (`<dimension>`) replaced. */
const withDeclaredRange = (xlsx: Uint8Array, dimension: string) =>
  withSheetXml(xlsx, (xml) => xml.replace(/<dimension[^>]*\/>/, dimension));

async function rowsOf(fileName: string, bytes: Uint8Array, limits: UploadLimits = UPLOAD_LIMITS) {
  const result = await readPlanWorkbook(fileName, bytes, limits);
  if (!result.ok) throw new Error(`expected rows, got "${result.message}"`);
  return result.rows;
}

const messageOf = async (
  fileName: string,
  bytes: Uint8Array,
  limits: UploadLimits = UPLOAD_LIMITS,
) => {
  const result = await readPlanWorkbook(fileName, bytes, limits);
  return result.ok ? 'accepted' : result.message;
};

const planSheet = [
  ['Country', 'Plan', 'Price'],
  ['Spain', ' 5GB 7 Days ', 15],
  [],
  ['France', '3GB 7 Days', '9.50', 'FR', true, 'esim_3GB'],
];
/** A row as read: the layout's 21 columns, A to U, empty cells null. */
const cellsAtoU = (...cells: unknown[]) => [...cells, ...Array<null>(21 - cells.length).fill(null)];
const expectedRows = [
  { row: 1, cells: cellsAtoU('Country', 'Plan', 'Price') },
  { row: 2, cells: cellsAtoU('Spain', '5GB 7 Days', 15) },
  { row: 3, cells: cellsAtoU() },
  { row: 4, cells: cellsAtoU('France', '3GB 7 Days', '9.50', 'FR', true, 'esim_3GB') },
];

describe('readPlanWorkbook: good files', () => {
  it.each([
    ['plans.xlsx', 'xlsx'],
    ['PLANS.XLS', 'biff8'],
  ] as const)(
    'reads %s (%s) as rows A–U with Excel row numbers, a blank row kept in place',
    async (fileName, bookType) => {
      expect(await rowsOf(fileName, workbookBytes(planSheet, bookType))).toEqual(expectedRows);
    },
  );

  it('numbers rows from where the sheet starts and keeps column A first', async () => {
    const workbook = XLSX.utils.book_new();
    const sheet: XLSX.WorkSheet = {
      '!ref': 'B3:C3',
      B3: { t: 's', v: '5GB 7 Days' },
      C3: { t: 'n', v: 15 },
    };
    XLSX.utils.book_append_sheet(workbook, sheet, 'Plans');
    const bytes = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
    const rows = await rowsOf('plans.xlsx', bytes);
    expect(rows.map((row) => row.row)).toEqual([1, 2, 3]);
    expect(rows[2]).toEqual({ row: 3, cells: cellsAtoU(null, '5GB 7 Days', 15) });
  });

  it('reads only the first sheet and only columns A to U', async () => {
    const row = ['Spain', '5GB 7 Days', 15, null, null, null, 9, 13.99, ...Array(7).fill(null), 78];
    row.push(...Array(4).fill(null), '2 GB');
    const workbook = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet([[...row, 'ignored']]), 'Plans');
    XLSX.utils.book_append_sheet(
      workbook,
      XLSX.utils.aoa_to_sheet([['France', '3GB 7 Days', 9]]),
      'Notes',
    );
    const bytes = XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
    expect(await rowsOf('plans.xlsx', bytes)).toEqual([{ row: 1, cells: row }]);
  });

  it('reads every row even when the file declares a range that is too short', async () => {
    const stale = withDeclaredRange(workbookBytes(planSheet), '<dimension ref="A1:C2"/>');
    expect(await rowsOf('plans.xlsx', stale)).toEqual(expectedRows);
  });

  it('gives no rows for an empty sheet, and the header alone for a header-only sheet', async () => {
    expect(await rowsOf('plans.xlsx', workbookBytes([]))).toEqual([]);
    expect(await rowsOf('plans.xlsx', workbookBytes([['Country', 'Plan', 'Price']]))).toEqual([
      expectedRows[0],
    ]);
  });

  it('reads cells and sheets named __proto__ as plain text, touching no object', async () => {
    const prototypeKeys = Object.getOwnPropertyNames(Object.prototype);
    const bytes = workbookBytes(
      [
        ['__proto__', 'constructor', 'toString'],
        ['__proto__', 'prototype', 15],
      ],
      'xlsx',
      '__proto__',
    );
    expect((await rowsOf('plans.xlsx', bytes)).map((row) => row.cells.slice(0, 3))).toEqual([
      ['__proto__', 'constructor', 'toString'],
      ['__proto__', 'prototype', 15],
    ]);
    expect(Object.getOwnPropertyNames(Object.prototype)).toEqual(prototypeKeys);
    expect(Object.getPrototypeOf({})).toBe(Object.prototype);
  });
});

describe('readPlanWorkbook: row cap', () => {
  const planRows = (count: number) =>
    Array.from({ length: count }, (_, index) => ['Spain', `${index + 1}GB 7 Days`, 15]);
  const header = ['Country', 'Plan', 'Price'];

  it('accepts 20,000 plan rows under a header', async () => {
    expect(await rowsOf('plans.xlsx', workbookBytes([header, ...planRows(20_000)]))).toHaveLength(
      20_001,
    );
  });

  it('refuses 20,001 plan rows, with or without a header', async () => {
    expect(await messageOf('plans.xlsx', workbookBytes([header, ...planRows(20_001)]))).toBe(
      'The file has more than 20,000 rows',
    );
    expect(await messageOf('plans.xlsx', workbookBytes(planRows(20_001)))).toBe(
      'The file has more than 20,000 rows',
    );
  });

  it('refuses a sheet longer than it reads rather than importing part of it', async () => {
    const limits = { ...UPLOAD_LIMITS, maxRows: 3 };
    expect(await rowsOf('plans.xlsx', workbookBytes(planRows(3)), limits)).toHaveLength(3);
    expect(
      await messageOf(
        'plans.xlsx',
        workbookBytes([...planRows(3), [], [], ['Spain', '9GB 7 Days', 15]]),
        limits,
      ),
    ).toBe('The file has more than 3 rows');
    const gappy = [
      ['Spain', '1GB 7 Days', 15],
      [],
      [],
      ['Spain', '4GB 7 Days', 15],
      ['Spain', '5GB 7 Days', 15],
      ['Spain', '6GB 7 Days', 15],
    ];
    const undeclared = withDeclaredRange(workbookBytes(gappy), '');
    expect(await messageOf('plans.xlsx', undeclared, limits)).toBe('The file has more than 3 rows');
  });
});

describe('readPlanWorkbook: refused files', () => {
  const xlsx = workbookBytes(planSheet);
  const xls = workbookBytes(planSheet, 'biff8');

  it.each(['plans.csv', 'plans.txt', 'plans.xlsx.exe', 'plans', 'plans.xlsm'])(
    'refuses the name %j',
    async (fileName) => {
      expect(await messageOf(fileName, xlsx)).toBe('Please upload an Excel file (.xlsx or .xls)');
    },
  );

  it('refuses an empty file', async () => {
    expect(await messageOf('plans.xlsx', new Uint8Array())).toBe('The file is empty');
  });

  it('refuses a file larger than 5 MB before looking inside', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(xlsx.subarray(0, 4));
    expect(await messageOf('plans.xlsx', big)).toBe('The file is larger than 5 MB');
    expect(await messageOf('plans.xlsx', big.subarray(0, 5 * 1024 * 1024))).toBe(NOT_A_WORKBOOK);
  });

  it.each([
    [
      'a text file renamed .xlsx',
      'plans.xlsx',
      new TextEncoder().encode('Country,Plan,Price\nSpain,5GB 7 Days,15\n'),
    ],
    ['zip bytes named .xls', 'plans.xls', xlsx],
    ['.xls bytes named .xlsx', 'plans.xlsx', xls],
    [
      'a zip that is not a workbook',
      'plans.xlsx',
      storedZip([{ name: 'notes/readme.txt', content: 'hello' }]),
    ],
    ['an OpenDocument sheet named .xlsx', 'plans.xlsx', workbookBytes(planSheet, 'ods')],
    ['a binary .xlsb workbook named .xlsx', 'plans.xlsx', workbookBytes(planSheet, 'xlsb')],
    ['a workbook zip cut short', 'plans.xlsx', xlsx.subarray(0, Math.floor(xlsx.length / 2))],
    [
      'a workbook part SheetJS cannot read',
      'plans.xlsx',
      storedZip([{ name: 'xl/workbook.xml', content: 'not xml at all <<<' }]),
    ],
    [
      'OLE2 bytes that are no workbook',
      'plans.xls',
      Uint8Array.from([...xls.subarray(0, 8), ...new Uint8Array(600)]),
    ],
    [
      // Found by the hostile-input suite: SheetJS reads such a sheet, then fails on its rows.
      'a sheet whose cell has a type no writer uses',
      'plans.xlsx',
      withSheetXml(workbookBytes(planSheet), (xml) => xml.replace(/ t="str"/, ' t="\u0000str"')),
    ],
  ])('refuses %s', async (_, fileName, bytes) => {
    expect(await messageOf(fileName, bytes)).toBe(NOT_A_WORKBOOK);
  });
});
