/**
 * Build-time access to the catalogue for pages: countries, regions, presentation and plans from
 * the content collections, loaded once per build.
 */
import { getCollection } from 'astro:content';
import { siteCatalogueOf, type SiteCatalogue } from './site-catalogue.ts';

let cache: Promise<SiteCatalogue> | undefined;

/** The whole catalogue as the pages see it; plans keep their file order. */
export function loadSiteCatalogue(): Promise<SiteCatalogue> {
  cache ??= load();
  return cache;
}

async function load(): Promise<SiteCatalogue> {
  const [countryEntries, regionEntries, planEntries, presentationEntries, builds] =
    await Promise.all([
      getCollection('countries'),
      getCollection('regions'),
      getCollection('plans'),
      getCollection('presentation'),
      getCollection('catalogueBuild'),
    ]);
  return siteCatalogueOf({
    countries: countryEntries.map((entry) => entry.data),
    regions: regionEntries.map((entry) => entry.data),
    plans: planEntries.map((entry) => entry.data),
    presentation: new Map(presentationEntries.map((entry) => [entry.id, entry.data])),
    rates: builds[0]!.data.rates,
  });
}
