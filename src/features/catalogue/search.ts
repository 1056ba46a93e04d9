/** Country search, without zod, for the /countries page script. */
import { searchKeyOf } from '../../lib/search-text.ts';

/**
 * The items whose search terms (folded by searchKeyOf when the page was built) hold the query,
 * folded the same way: case and accents do not count (docs/product.md#validation-search).
 */
export function searchCountries<T extends { searchTerms: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = searchKeyOf(query);
  if (needle === '') return [...items];
  return items.filter((item) => item.searchTerms.includes(needle));
}
