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

/** How a needle meets the terms: 0 a whole term, 1 a term's start, 2 a word's, 3 inside; 4 not. */
function rankOf(terms: string, needle: string): number {
  const spaced = ` ${terms} `;
  if (spaced.includes(` ${needle} `)) return 0;
  if (spaced.includes(` ${needle}`)) return 1;
  if (terms.includes(`-${needle}`)) return 2;
  return terms.includes(needle) ? 3 : 4;
}

/**
 * The items whose search terms (folded when the page was built) hold the folded query, exact
 * names first, then names it starts, then words it starts, in their own order within each
 * (docs/product.md#validation-search): 'austria' puts Austria above Australia.
 */
export function searchCountries<T extends { searchTerms: string }>(
  items: readonly T[],
  query: string,
): T[] {
  const needle = foldForSearch(query);
  if (needle === '') return [...items];
  return items
    .map((item) => ({ item, rank: rankOf(item.searchTerms, needle) }))
    .filter(({ rank }) => rank < 4)
    .sort((a, b) => a.rank - b.rank)
    .map(({ item }) => item);
}
