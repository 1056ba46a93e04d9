/** Country search, without zod, for the /countries page script. */

/**
 * Text as the search compares it: no accents or case, words joined by '-' ('États-Unis' →
 * 'etats-unis'). The page folds each destination's terms with it, the script the query. Lighter
 * than src/lib/search-text.ts (no table of letters Unicode does not split), for the script's bytes.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}

/**
 * The items whose search terms (folded when the page was built) hold the folded query
 * (docs/product.md#validation-search).
 */
export function searchCountries<T extends { searchTerms: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = foldForSearch(query);
  if (needle === '') return [...items];
  return items.filter((item) => item.searchTerms.includes(needle));
}
