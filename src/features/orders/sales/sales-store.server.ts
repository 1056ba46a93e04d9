/**
 * The `sales` Blobs store, the one module that opens it: events counted by requests, the days and
 * totals the fold writes, its markers and the recount requests (ARCHITECTURE.md's store table;
 * docs/decisions/0036-sales-counted-off-the-request-path.md).
 */
import * as z from 'zod';
import { openStore } from '../../../lib/blobs.ts';
import { storeFamily } from '../../../lib/store-family.ts';
import { salesDaySchema, shopCountsSchema } from './sales-day.ts';
import { countedMarkSchema, salesEventSchema } from './sales-event.ts';

const requestSchema = z.object({ at: z.string() });

const shopTotalsSchema = shopCountsSchema.extend({
  /** The fold's writes so far. */
  version: z.number().int(),
  /** `<day>/<key>` of the events added whose marker may not be written yet. */
  pending: z.array(z.string()),
  /** How far the sum of the days counted before the fold has come (the last day added). */
  backfill: z.object({ after: z.string().nullable(), done: z.boolean() }),
});
export type ShopTotalsRecord = z.infer<typeof shopTotalsSchema>;

export const salesDays = storeFamily('sales', 'day/', salesDaySchema);
export const salesEvents = storeFamily('sales', 'event/', salesEventSchema);
export const countedEvents = storeFamily('sales', 'counted/', countedMarkSchema);
export const recountRequests = storeFamily('sales', 'recount/', requestSchema);
export const shopTotals = storeFamily('sales', 'totals/', shopTotalsSchema);
const KEYS_PER_PAGE = 1000;
/** The one name under `totals/`. */
export const SHOP_TOTALS = 'shop';

/**
 * The names of the events waiting, oldest day first, from the listing's first page only (Netlify
 * answers up to 1,000 keys a page): `more` when there is a next page.
 */
export async function firstWaitingEvents(): Promise<{ names: string[]; more: boolean }> {
  const pages = openStore('sales').list({ prefix: 'event/', paginate: true });
  for await (const page of pages) {
    const names = page.blobs.map((blob) => blob.key.slice('event/'.length)).sort();
    // A full page: Netlify has a next one (not asked for: the backlog's size is not needed).
    return { names, more: names.length >= KEYS_PER_PAGE };
  }
  return { names: [], more: false };
}
