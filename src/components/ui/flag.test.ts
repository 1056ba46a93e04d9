import { describe, expect, test } from 'vitest';
import { flagHeight, flagLabel, flagSource } from './flag.ts';

describe('a flag', () => {
  test('is the self-hosted image named by the lowercase code', () => {
    expect(flagSource('JP')).toBe('/flags/jp.svg');
    expect(flagSource('gb')).toBe('/flags/gb.svg');
  });

  test('shows the uppercase code under the image, for when the image fails', () => {
    expect(flagLabel('jp')).toBe('JP');
  });

  test('is 4:3, its height rounded to whole pixels', () => {
    expect(flagHeight(40)).toBe(30);
    expect(flagHeight(36)).toBe(27);
    expect(flagHeight(44)).toBe(33);
    expect(flagHeight(42)).toBe(32);
  });
});
