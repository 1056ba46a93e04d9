import { describe, expect, test } from 'vitest';
import { wrapIndex } from './wrap-index.ts';

describe('wrapIndex', () => {
  test('keeps an index that is already in range', () => {
    expect(wrapIndex(0, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(2, 3)).toBe(2);
  });

  test('next on the last item goes to the first', () => {
    expect(wrapIndex(3, 3)).toBe(0);
  });

  test('previous on the first item goes to the last', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
  });

  test('wraps steps larger than the length', () => {
    expect(wrapIndex(7, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
  });

  test('a single item always stays on itself', () => {
    expect(wrapIndex(1, 1)).toBe(0);
    expect(wrapIndex(-1, 1)).toBe(0);
  });

  test('refuses an empty or fractional length', () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError);
    expect(() => wrapIndex(0, 2.5)).toThrow(RangeError);
  });
});
