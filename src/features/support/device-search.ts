/**
 * Device checker matching for /compatibility (docs/product.md#screen-support), without zod or DOM
 * so it can be unit-tested and shipped in the page script.
 */

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

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The live status sentence for a query; empty when the query is blank. */
export function describeDeviceMatches(
  query: string,
  counts: { compatible: number; notCompatible: number },
): string {
  const typed = query.trim().replace(/\s+/g, ' ');
  if (typed === '') return '';
  const { compatible, notCompatible } = counts;
  if (compatible + notCompatible === 0) return `"${typed}" is not on our list.`;
  if (notCompatible === 0) {
    return `${plural(compatible, 'compatible model matches', 'compatible models match')} "${typed}"`;
  }
  return `${plural(compatible + notCompatible, 'model matches', 'models match')} "${typed}": ${compatible} compatible, ${notCompatible} not compatible`;
}
