import type { APIRoute } from 'astro';
import { destinationsIn, searchKeyOfRegion } from '../features/catalogue/destinations-in.ts';
import { loadSiteCatalogue } from '../features/catalogue/site-data.ts';
import { DEFAULT_LOCALE } from '../features/i18n/locales.ts';

export const prerender = true;

/**
 * What the /countries search matches, per destination card (its `data-search-item`): each name in
 * every language and its aliases, folded. The same for every language; the search script fetches
 * it on first use, so the pages do not carry it.
 */
export const GET: APIRoute = async () => {
  const { countries, regions, regionSearchTerms } = destinationsIn(
    await loadSiteCatalogue(),
    DEFAULT_LOCALE,
  );
  const terms = Object.fromEntries([
    ...countries.map(({ country, searchTerms }) => [country.code, searchTerms]),
    ...regions.map((region) => [searchKeyOfRegion(region), regionSearchTerms(region)]),
  ]);
  return new Response(JSON.stringify(terms), { headers: { 'Content-Type': 'application/json' } });
};
