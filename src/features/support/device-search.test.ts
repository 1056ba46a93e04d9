import { describe, expect, test } from 'vitest';
import { translator } from '../i18n/catalogue.ts';
import { describeDeviceMatches, matchesDevice } from './device-search.ts';

const t = translator('en');

/**
 * data-device keys as DeviceLists renders them (lower-cased brand + name), from
 * content/devices.json.
 */
const devices = [
  'apple iphone 13 pro max',
  'apple iphone 13 pro',
  'apple iphone 13',
  'apple iphone 13 mini',
  'apple iphone 12',
  'apple iphone 11 pro max',
  'apple iphone 11 pro',
  'apple iphone 11',
  'apple iphone se (2022)',
  'apple ipad pro 12.9-inch (2020 and later)',
  'samsung galaxy s24',
  'samsung galaxy s23 ultra',
  'samsung galaxy s23+',
  'samsung galaxy s23',
  'samsung galaxy z fold5',
  'google pixel 8a',
  'google pixel 7 pro',
  'google pixel 7',
  'google pixel 7a',
  'xiaomi 11t pro',
];
const find = (query: string) => devices.filter((device) => matchesDevice(device, query));

describe('matchesDevice', () => {
  test("'iphone 13' finds the iPhone 13, 13 mini, 13 Pro and 13 Pro Max", () => {
    expect(find('iphone 13')).toEqual([
      'apple iphone 13 pro max',
      'apple iphone 13 pro',
      'apple iphone 13',
      'apple iphone 13 mini',
    ]);
  });

  test("'galaxy s23' finds the S23, S23+ and S23 Ultra", () => {
    expect(find('galaxy s23')).toEqual([
      'samsung galaxy s23 ultra',
      'samsung galaxy s23+',
      'samsung galaxy s23',
    ]);
  });

  test("'pixel 7a' finds only the Pixel 7a", () => {
    expect(find('pixel 7a')).toEqual(['google pixel 7a']);
  });

  test('a model that is not listed matches nothing', () => {
    expect(find('nokia 3310')).toEqual([]);
    expect(find('iphone 8')).toEqual([]);
    expect(find('galaxy s23 fe')).toEqual([]);
  });

  test('a number in the query matches a whole number: iphone 1 is not iphone 11', () => {
    expect(find('iphone 1')).toEqual([]);
    expect(find('iphone 11')).toEqual([
      'apple iphone 11 pro max',
      'apple iphone 11 pro',
      'apple iphone 11',
    ]);
    expect(find('ipad 12')).toEqual([]);
    expect(find('12.9')).toEqual(['apple ipad pro 12.9-inch (2020 and later)']);
  });

  test('ignores case, extra spaces and missing spaces between letters and digits', () => {
    expect(find('  IPHONE   13  MINI ')).toEqual(['apple iphone 13 mini']);
    expect(find('iPhone13 mini')).toEqual(['apple iphone 13 mini']);
    expect(find('galaxy S23Ultra')).toEqual(['samsung galaxy s23 ultra']);
    expect(find('Pixel7a')).toEqual(['google pixel 7a']);
    expect(find('fold 5')).toEqual(['samsung galaxy z fold5']);
    expect(find('se2022')).toEqual(['apple iphone se (2022)']);
  });

  test('words may come in any order and a + narrows to the plus model', () => {
    expect(find('s23 samsung')).toHaveLength(3);
    expect(find('s23+')).toEqual(['samsung galaxy s23+']);
  });

  test('an empty or blank query matches every device', () => {
    expect(find('')).toEqual(devices);
    expect(find('   ')).toEqual(devices);
  });
});

describe('describeDeviceMatches', () => {
  test('counts the compatible models and echoes the typed text', () => {
    expect(describeDeviceMatches(' iphone  13 ', { compatible: 4, notCompatible: 0 }, t)).toBe(
      '4 compatible models match "iphone 13"',
    );
    expect(describeDeviceMatches('pixel 7a', { compatible: 1, notCompatible: 0 }, t)).toBe(
      '1 compatible model matches "pixel 7a"',
    );
  });

  test('says plainly when the typed model is not on the list', () => {
    expect(describeDeviceMatches('Nokia 3310', { compatible: 0, notCompatible: 0 }, t)).toBe(
      '"Nokia 3310" is not on our list.',
    );
  });

  test('separates models listed as not compatible', () => {
    expect(describeDeviceMatches('razr', { compatible: 2, notCompatible: 1 }, t)).toBe(
      '3 models match "razr": 2 compatible, 1 not compatible',
    );
  });

  test('is silent for a blank query', () => {
    expect(describeDeviceMatches('  ', { compatible: 0, notCompatible: 0 }, t)).toBe('');
  });
});
