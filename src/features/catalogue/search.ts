/** Country search, without zod, for the /countries page script. */

/** Spec §5: country search is a case-insensitive substring match on the name. */
export function searchCountries<T extends { name: string }>(countries: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...countries];
  return countries.filter((country) => country.name.toLowerCase().includes(needle));
}
