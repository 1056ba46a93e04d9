import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { isPlausibleWorkbookZip } from './xlsx-zip.server.ts';
import { storedZip } from '../../../../tests/support/zip-fixture.ts';

const MB = 1024 * 1024;
const workbookPart = { name: 'xl/workbook.xml', content: '<workbook/>' };

function realXlsx(): Uint8Array {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    workbook,
    XLSX.utils.aoa_to_sheet([['Spain', '5GB 7 Days', 15]]),
    'Plans',
  );
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsx' }) as Uint8Array;
}

describe('isPlausibleWorkbookZip', () => {
  it('accepts a workbook written by SheetJS', () => {
    expect(isPlausibleWorkbookZip(realXlsx(), 100 * MB)).toBe(true);
  });

  it('accepts a workbook part in any case and an archive comment after the directory', () => {
    expect(
      isPlausibleWorkbookZip(
        storedZip([{ ...workbookPart, name: 'XL/Workbook.xml' }], 'made by hand'),
        100 * MB,
      ),
    ).toBe(true);
  });

  it('refuses a zip without xl/workbook.xml', () => {
    expect(
      isPlausibleWorkbookZip(storedZip([{ name: 'word/document.xml', content: '<w/>' }]), 100 * MB),
    ).toBe(false);
    expect(
      isPlausibleWorkbookZip(
        storedZip([{ name: 'xl/workbook.xml.bak', content: '<w/>' }]),
        100 * MB,
      ),
    ).toBe(false);
  });

  it('refuses a zip declaring more unpacked bytes than allowed in all (a zip bomb)', () => {
    const bomb = [
      workbookPart,
      { name: 'xl/worksheets/sheet1.xml', content: '<x/>', declaredSize: 60 * MB },
      { name: 'xl/worksheets/sheet2.xml', content: '<x/>', declaredSize: 60 * MB },
    ];
    expect(isPlausibleWorkbookZip(storedZip(bomb), 100 * MB)).toBe(false);
    expect(isPlausibleWorkbookZip(storedZip(bomb.slice(0, 2)), 100 * MB)).toBe(true);
    expect(isPlausibleWorkbookZip(realXlsx(), 100)).toBe(false);
  });

  it('refuses a ZIP64 entry, whose real size it would have to look for elsewhere', () => {
    expect(
      isPlausibleWorkbookZip(
        storedZip([workbookPart, { name: 'xl/big.xml', content: '', declaredSize: 0xffffffff }]),
        Infinity,
      ),
    ).toBe(false);
  });

  it('refuses bytes without a readable central directory', () => {
    const xlsx = realXlsx();
    expect(isPlausibleWorkbookZip(xlsx.subarray(0, xlsx.length - 30), 100 * MB)).toBe(false);
    expect(isPlausibleWorkbookZip(xlsx.subarray(0, 100), 100 * MB)).toBe(false);
    expect(isPlausibleWorkbookZip(new Uint8Array(10), 100 * MB)).toBe(false);
    const misplaced = storedZip([workbookPart]);
    const end = misplaced.length - 22;
    new DataView(misplaced.buffer).setUint32(end + 16, end, true); // directory said to start at the end record
    expect(isPlausibleWorkbookZip(misplaced, 100 * MB)).toBe(false);
  });
});
