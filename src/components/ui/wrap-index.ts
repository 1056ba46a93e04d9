/** Pure index arithmetic shared by the carousel and the tabs. */

/**
 * Wraps any index into 0…length-1, so next on the last is the first and previous on the first is
 * the last.
 */
export function wrapIndex(index: number, length: number): number {
  if (!Number.isInteger(length) || length <= 0)
    throw new RangeError(`Cannot wrap an index into a length of ${length}`);
  return ((index % length) + length) % length;
}
