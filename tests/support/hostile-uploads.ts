/**
 * Hostile plan uploads: files whose name and content disagree, random bytes behind the ZIP or
 * OLE2 magic, real workbooks with bytes flipped or cut short, workbooks with hostile cells,
 * broken multipart framing, and JSON where a file was expected.
 */
import fc from 'fast-check';
import * as XLSX from 'xlsx';
import {
  PLAN_SHEET_HEADER,
  planToRow,
} from '../../src/features/admin/catalogue/plan-workbook.server.ts';
import { defaultCatalogue } from '../../src/features/catalogue/catalogue.server.ts';
import { hostileJson, hostileString } from './hostile-values.ts';
import { jsonBodies, multipartGarbage, type BodySpec } from './hostile-requests.ts';

type Cell = string | number | boolean | null;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
const OLE2_MAGIC = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** A few real catalogue rows, so a hostile row is refused among good ones. */
const realRows = (): Cell[][] => defaultCatalogue().plans.slice(0, 5).map(planToRow);

function workbook(rows: Cell[][], bookType: 'xlsx' | 'biff8'): Uint8Array {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Plans');
  return new Uint8Array(XLSX.write(book, { type: 'array', bookType }) as ArrayBuffer);
}

const realWorkbooks = {
  xlsx: workbook([PLAN_SHEET_HEADER, ...realRows()], 'xlsx'),
  xls: workbook([PLAN_SHEET_HEADER, ...realRows()], 'biff8'),
};

const hostileCell: fc.Arbitrary<Cell> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom<Cell>(
      'Japan',
      'Global',
      '5GB 7 Days',
      '1024MB 1 week',
      15,
      '$15.00',
      'yes',
      'JP, FR',
      'esim_5GB_7D_JP_V2',
      '__proto__',
      'constructor',
    ),
  },
  { weight: 3, arbitrary: hostileString.map((text) => text.slice(0, 2_000)) },
  { weight: 1, arbitrary: fc.oneof(fc.double(), fc.integer(), fc.boolean(), fc.constant(null)) },
);

/** Header, five real rows and one to five hostile rows, as .xlsx or .xls bytes. */
const workbookWithHostileRows: fc.Arbitrary<Uint8Array> = fc
  .tuple(
    fc.array(fc.array(hostileCell, { maxLength: 8 }), { minLength: 1, maxLength: 5 }),
    fc.constantFrom('xlsx' as const, 'biff8' as const),
  )
  .map(([rows, bookType]) => {
    try {
      return workbook([PLAN_SHEET_HEADER, ...realRows(), ...rows], bookType);
    } catch {
      return new Uint8Array([...ZIP_MAGIC, 0]); // a cell SheetJS cannot write: send a broken file instead
    }
  });

/** A real workbook with bytes overwritten and maybe cut short. */
const damagedWorkbook: fc.Arbitrary<Uint8Array> = fc
  .tuple(
    fc.constantFrom(realWorkbooks.xlsx, realWorkbooks.xls),
    fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { minLength: 1, maxLength: 20 }),
    fc.option(fc.nat()),
  )
  .map(([original, changes, cut]) => {
    const bytes = original.slice();
    for (const [position, value] of changes) bytes[position % bytes.length] = value;
    return cut === null ? bytes : bytes.subarray(0, cut % bytes.length);
  });

const fileBytes: fc.Arbitrary<Uint8Array> = fc.oneof(
  fc.uint8Array({ maxLength: 4_000 }),
  fc
    .tuple(fc.constantFrom(ZIP_MAGIC, OLE2_MAGIC), fc.uint8Array({ maxLength: 4_000 }))
    .map(([magic, rest]) => new Uint8Array([...magic, ...rest])),
  damagedWorkbook,
  workbookWithHostileRows,
  fc.constantFrom(realWorkbooks.xlsx, realWorkbooks.xls),
);

const fileName = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'plans.xlsx',
      'plans.xls',
      'PLANS.XLSX',
      ' plans.xlsx ',
      'plans.csv',
      'plans.xlsx.exe',
      '.xlsx',
      '',
    ),
  },
  { weight: 1, arbitrary: hostileString },
);

/** A multipart text whose framing is broken: wrong or missing boundary, unterminated parts. */
const brokenMultipart: fc.Arbitrary<BodySpec> = fc
  .tuple(fc.constantFrom('xyz', 'other', ''), fc.string({ maxLength: 200 }), fc.boolean())
  .map(([boundary, content, terminated]): BodySpec => ({
    kind: 'text',
    type: 'multipart/form-data; boundary=xyz',
    text: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="plans.xlsx"\r\n\r\nPK\u0003\u0004${content}${terminated ? `\r\n--${boundary}--` : ''}`,
  }));

/** Bodies for POST /api/admin/upload-plans. */
export const hostileUploads: fc.Arbitrary<BodySpec> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(
        fc.oneof(
          { weight: 4, arbitrary: fc.constant('file') },
          { weight: 1, arbitrary: hostileString },
        ),
        fileName,
        fileBytes,
      )
      .map(([name, fileName, bytes]): BodySpec => ({
        kind: 'form',
        parts: [{ name, fileName, bytes }],
      })),
  },
  { weight: 1, arbitrary: multipartGarbage },
  { weight: 1, arbitrary: brokenMultipart },
  { weight: 1, arbitrary: jsonBodies(hostileJson) },
);
