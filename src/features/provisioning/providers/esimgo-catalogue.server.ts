/**
 * eSIM Go's `GET /catalogue`, every page, read both as the bare list its specification gives and as
 * the page object its prose and live API give
 * (docs/decisions/0003-esim-go-specification-and-notes.md). A missing field is null; a field of the
 * wrong type makes the answer unreadable.
 */
import * as z from 'zod';
import { ProviderError, type CatalogueBundle } from '../../esim-provider/provider.ts';
import { isSuccess, type EsimGoHttp } from './esimgo-http.server.ts';

/** Bundles asked per page, and the most pages read: 10,000 bundles, far above any catalogue. */
export const CATALOGUE_PER_PAGE = 500;
export const CATALOGUE_MAX_PAGES = 20;

const countrySchema = z.union([
  z.object({ iso: z.string().nullish() }).transform(({ iso }) => iso),
  z.string(),
]);
const bundleSchema = z.object({
  name: z.string().nullish(),
  countries: z.array(countrySchema).nullish(),
  roamingEnabled: z.array(countrySchema).nullish(),
  speed: z.array(z.string()).nullish(),
  autostart: z.boolean().nullish(),
  unlimited: z.boolean().nullish(),
});
const pageSchema = z.union([
  z.array(bundleSchema).transform((bundles) => ({ bundles, pageCount: null })),
  z.object({
    bundles: z.array(bundleSchema),
    pageCount: z.number().int().nonnegative().nullish(),
  }),
]);
type Page = z.infer<typeof pageSchema>;

const isoCodes = (countries: (string | null | undefined)[] | null | undefined) =>
  (countries ?? []).flatMap((code) => {
    const iso = code?.trim().toUpperCase() ?? '';
    return /^[A-Z]{2}$/.test(iso) ? [iso] : [];
  });

function toCatalogueBundle(bundle: z.infer<typeof bundleSchema>): CatalogueBundle[] {
  const name = bundle.name?.trim();
  if (!name) return [];
  const countries = [
    ...new Set([...isoCodes(bundle.countries), ...isoCodes(bundle.roamingEnabled)]),
  ];
  return [
    {
      name,
      countries,
      speeds: bundle.speed ? bundle.speed.map((speed) => speed.trim()).filter(Boolean) : null,
      autostart: bundle.autostart ?? null,
      unlimited: bundle.unlimited ?? null,
    },
  ];
}

/** Every bundle of the organisation's catalogue; a ProviderError when a page fails. */
export async function esimGoCatalogue({ send, failure }: EsimGoHttp): Promise<CatalogueBundle[]> {
  async function readPage(page: number): Promise<Page> {
    const query = new URLSearchParams({ page: String(page), perPage: String(CATALOGUE_PER_PAGE) });
    const answer = await send('GET', `/catalogue?${query}`);
    if (!isSuccess(answer.status)) throw failure(answer, 'catalogue', false);
    const parsed = pageSchema.safeParse(answer.body);
    if (!parsed.success)
      throw new ProviderError('eSIM Go answered the catalogue with something unreadable', {
        retryable: true,
      });
    return parsed.data;
  }
  const tooLong = () =>
    new ProviderError(`eSIM Go's catalogue has more than ${CATALOGUE_MAX_PAGES} pages`, {
      retryable: false,
    });

  const first = await readPage(1);
  const pages = [first];
  if (first.pageCount !== null && first.pageCount !== undefined) {
    // A page object says how many there are: the rest are asked at once.
    if (first.pageCount > CATALOGUE_MAX_PAGES) throw tooLong();
    const rest = Array.from({ length: Math.max(first.pageCount - 1, 0) }, (_, i) => i + 2);
    pages.push(...(await Promise.all(rest.map(readPage))));
  } else {
    // A bare list says nothing of the rest: a full page means there may be another.
    for (let page = 2; pages.at(-1)!.bundles.length >= CATALOGUE_PER_PAGE; page += 1) {
      if (page > CATALOGUE_MAX_PAGES) throw tooLong();
      pages.push(await readPage(page));
    }
  }
  return pages.flatMap((page) => page.bundles.flatMap(toCatalogueBundle));
}
