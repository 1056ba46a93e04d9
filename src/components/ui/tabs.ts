/** Keyboard rules of the WAI-ARIA tabs pattern, kept pure so they can be tested without a DOM. */
import { wrapIndex } from './wrap-index.ts';

/** The tab a key moves to from `current` (wrapping at both ends), or null for keys tabs ignore. */
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
