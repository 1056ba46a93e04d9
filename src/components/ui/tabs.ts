/** Rules of the WAI-ARIA tabs pattern, kept pure so they can be tested without a DOM. */
import { wrapIndex } from './wrap-index.ts';

/**
 * The tab a key moves to from `current` (wrapping at both ends), or null for keys tabs ignore.
 * Our tab lists are horizontal, so Up and Down stay with the browser (they scroll the page).
 */
export function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return wrapIndex(current + 1, count);
    case 'ArrowLeft':
      return wrapIndex(current - 1, count);
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * The tab a URL hash names by its key (`data-tab`), so a link to /installation#android opens it.
 */
export function tabIndexForHash(
  keys: readonly (string | undefined)[],
  hash: string,
): number | null {
  const index = keys.findIndex((key) => key !== undefined && `#${key}` === hash);
  return index === -1 ? null : index;
}
