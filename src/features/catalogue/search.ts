/** Country search, without zod, for the /countries page script. */

/** A case-insensitive substring match on the name (docs/product.md#validation-search). */
export function searchCountries<T extends { name: string }>(
  countries: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...countries];
  return countries.filter((country) => country.name.toLowerCase().includes(needle));
}
