import { describe, expect, test } from 'vitest';
import { formatMinorUnits, minorUnitsPerUnit, numberFormat, toMinorUnits } from './money.ts';

describe('amounts in minor units', () => {
  test('each currency keeps its own decimals and symbol, whatever was formatted before', () => {
    expect(formatMinorUnits(123_450, 'USD')).toBe('$1,234.50');
    expect(formatMinorUnits(1_234, 'JPY')).toBe('¥1,234');
    expect(formatMinorUnits(123_450, 'EUR', 'fr-FR')).toBe('1\u202f234,50\u00a0€');
    expect(formatMinorUnits(123_450, 'USD', 'fr-FR')).toBe('1\u202f234,50\u00a0$US');
    expect(formatMinorUnits(123_450, 'USD')).toBe('$1,234.50');
    expect([minorUnitsPerUnit('USD'), minorUnitsPerUnit('JPY'), minorUnitsPerUnit('USD')]).toEqual([
      100, 1, 100,
    ]);
    expect(toMinorUnits(12.345, 'USD')).toBe(1235);
    expect(toMinorUnits(1234.4, 'JPY')).toBe(1234);
  });

  test('a formatter is made once for the same language and options, and apart for others', () => {
    expect(numberFormat('de-DE', { style: 'unit', unit: 'gigabyte' })).toBe(
      numberFormat('de-DE', { style: 'unit', unit: 'gigabyte' }),
    );
    expect(numberFormat('de-DE', { style: 'unit', unit: 'megabyte' }).format(5)).toBe('5 MB');
    expect(numberFormat('ja-JP').format(1234.5)).toBe('1,234.5');
    expect(numberFormat('fr-FR').format(1234.5)).toBe('1\u202f234,5');
  });
});
