/**
 * Device checker matching for /compatibility (docs/product.md#screen-support), without zod or DOM
 * so it can be unit-tested and shipped in the page script.
 */
import type { Translator } from '../i18n/translate.ts';

/**
 * Lower-cases, keeps letters, digits, '+' and decimal points, and splits 'iphone13' into 'iphone
 * 13'.
 */
function normaliseDeviceText(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}+.]+/gu, ' ')
    .replace(/(?<!\d)\.|\.(?!\d)/g, ' ')
    .replace(/(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A query word as a pattern; a number at either end must be a whole number ('1' is not '11' or
 * '12.9').
 */
function wordPattern(word: string): RegExp {
  const before = /^\d/.test(word) ? '(?<!\\d\\.?)' : '';
  const after = /\d$/.test(word) ? '(?!\\.?\\d)' : '';
  return new RegExp(`${before}${escapeRegExp(word)}${after}`);
}

/**
 * True when every whitespace-separated word of the query appears in the haystack, ignoring case,
 * extra spaces and letter–digit spacing ('iPhone13'). An empty query matches everything.
 */
export function matchesDevice(haystack: string, query: string): boolean {
  const text = normaliseDeviceText(haystack);
  const words = normaliseDeviceText(query).split(' ').filter(Boolean);
  return words.every((word) => wordPattern(word).test(text));
}

/** The live status sentence for a query; empty when the query is blank. */
export function describeDeviceMatches(
  query: string,
  counts: { compatible: number; notCompatible: number },
  t: Translator,
): string {
  const typed = query.trim().replace(/\s+/g, ' ');
  if (typed === '') return '';
  const { compatible, notCompatible } = counts;
  if (compatible + notCompatible === 0) return t('help.deviceStatus.notListed', { query: typed });
  if (notCompatible === 0) {
    return t.plural('help.deviceStatus.compatibleMatches', compatible, { query: typed });
  }
  return t.plural('help.deviceStatus.mixedMatches', compatible + notCompatible, {
    query: typed,
    compatible,
    notCompatible,
  });
}
