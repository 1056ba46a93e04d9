/**
 * The admin's work on the catalogue: stats, importing a plan spreadsheet all-or-nothing, bringing
 * the previous catalogue back, and the status the admin page shows.
 */
import countries from '../../../../content/countries.json' with { type: 'json' };
import regions from '../../../../content/regions.json' with { type: 'json' };
import type { Failure } from '../../../lib/result.ts';
import {
  loadCatalogue,
  loadCatalogueRates,
  shippedDefaultCatalogue,
  loadPreviousCatalogue,
  replaceCatalogue,
  type Catalogue,
} from '../../catalogue/catalogue.server.ts';
import { countrySchema, regionSchema } from '../../catalogue/destination.ts';
import { withEffectiveFacts } from '../../catalogue/fact-overrides.ts';
import { countPlansByCountry, type Plan } from '../../catalogue/plan.ts';
import { ratesInForce, sameRates } from '../../currency/rates.ts';
import { readShopTotals } from '../../orders/sales/sales-totals.server.ts';
import { auditAction, type StaffCaller } from '../../staff/audited-action.server.ts';
import { cancelQuotesOfChangedPlans } from './quote-cancels.server.ts';
import type {
  AdminStats,
  CatalogueReplaced,
  CatalogueStatus,
  ProviderFactsOutcome,
  UploadRefusal,
} from './catalogue-answers.ts';
import { withProviderFacts } from './catalogue-facts.ts';
import { assignPlanIds, summariseChanges } from './plan-ids.ts';
import {
  createDestinationDirectory,
  validatePlanRows,
  type DestinationDirectory,
} from './plan-rows.ts';
import { announceCatalogueChange, lastRebuildRequest } from './site-rebuild.server.ts';
import { readPlanWorkbook } from './workbook.server.ts';

/** A published change, or why none was made with the refusal the admin page shows. */
export type CatalogueChange<R extends string> =
  { ok: true; result: CatalogueReplaced } | (Failure<R> & { refusal: UploadRefusal });
export type ImportRefusal = 'unreadable-file' | 'invalid-rows' | 'conflict';
export type RestoreRefusal = 'nothing-to-restore' | 'conflict';

export const CATALOGUE_CONFLICT: UploadRefusal = {
  message: 'The catalogue changed while this was being saved. Reload the page and try again.',
};

let directory: DestinationDirectory | undefined;

/**
 * Countries and regions of content/, named as the default catalogue names them; a region row
 * without covered codes covers what the region's default plans cover.
 */
async function destinationDirectory(): Promise<DestinationDirectory> {
  if (!directory) {
    const preferredNames = new Map<string, string>();
    const regionCoverage = new Map<string, string[]>();
    for (const plan of (await shippedDefaultCatalogue()).plans) {
      if (/^[A-Z]{2}$/.test(plan.countryCode)) preferredNames.set(plan.countryCode, plan.country);
      else if (plan.coveredCountries.length > 0 && !regionCoverage.has(plan.country))
        regionCoverage.set(plan.country, plan.coveredCountries);
    }
    const parsedCountries = countrySchema.array().parse(countries);
    directory = createDestinationDirectory(
      parsedCountries,
      regionSchema.array().parse(regions),
      preferredNames,
      regionCoverage,
    );
  }
  return directory;
}

/**
 * The admin stats (docs/product.md#entity-admin-stats). Orders come from the shop's totals, kept
 * by the sales counters, never from a listing of every order.
 */
export async function loadAdminStats(): Promise<AdminStats> {
  const [catalogue, totals] = await Promise.all([loadCatalogue(), readShopTotals()]);
  return {
    totalPlans: catalogue.plans.length,
    totalCountries: countPlansByCountry(catalogue.plans).size,
    totalOrders: totals.orders,
  };
}

/** Reads, validates and publishes a plan spreadsheet; any problem refuses the whole file. */
export async function importPlanWorkbook(
  caller: StaffCaller,
  fileName: string,
  bytes: Uint8Array,
): Promise<CatalogueChange<ImportRefusal>> {
  const workbook = await readPlanWorkbook(fileName, bytes);
  if (!workbook.ok)
    return { ok: false, reason: 'unreadable-file', refusal: { message: workbook.message } };

  // Every price is checked in every currency at the rates in force; a rate change meanwhile
  // refuses the write (a conflict), so no plan goes live unchecked at the new rates.
  const { rates } = ratesInForce(await loadCatalogueRates());
  const checked = validatePlanRows(workbook.rows, await destinationDirectory(), rates);
  if (!checked.ok) {
    const problems = checked.errorCount === 1 ? '1 problem' : `${checked.errorCount} problems`;
    const refusal = {
      message: `The file has ${problems}. Nothing was changed.`,
      errors: checked.errors,
      errorCount: checked.errorCount,
    };
    return { ok: false, reason: 'invalid-rows', refusal };
  }

  // The provider's facts (its catalogue and networks asked once, never per plan, and kept from
  // the live catalogue when it cannot be reached), then the owners' fact overrides win over them:
  // merged last, once `facts` holds what the provider says.
  let providerFacts: ProviderFactsOutcome | undefined;
  const replaced = await replaceCatalogue(async (current) => {
    if (!sameRates(ratesInForce(current).rates, rates)) return null;
    const plans = assignPlanIds(checked.plans, current.plans);
    const fetched = await fetchProviderFacts(plans);
    const sourced = withProviderFacts(plans, fetched, current);
    providerFacts = sourced.outcome;
    const { rates: currentRates, ratesSetAt } = current;
    return {
      plans: sourced.plans.map(withEffectiveFacts),
      rates: currentRates,
      ratesSetAt,
      providerFacts: sourced.providerFacts,
    };
  });
  if (!replaced.ok) return { ok: false, reason: 'conflict', refusal: CATALOGUE_CONFLICT };
  const result = await auditCatalogueChange(caller, 'catalogue.upload', replaced, {
    file: fileName,
  });
  await publish(replaced, 'Plan spreadsheet uploaded');
  return { ok: true, result: { ...result, providerFacts } };
}

/**
 * The provider's facts of `plans` (docs/decisions/0050-plan-facts-from-the-provider.md). Its
 * adapters load only on the upload's path, as a chunk: the function starts without them.
 */
async function fetchProviderFacts(plans: Plan[]) {
  const [{ providerFactsFor }, { getEsimProvider }] = await Promise.all([
    import('../../provisioning/provider-facts.server.ts'),
    import('../../provisioning/providers/provider.server.ts'),
  ]);
  return providerFactsFor(plans, getEsimProvider);
}

/**
 * Brings back the catalogue the live one replaced, its rates with it (undo of an upload, of a
 * restore, or of new rates).
 */
export async function restorePreviousCatalogue(
  caller: StaffCaller,
): Promise<CatalogueChange<RestoreRefusal>> {
  const replaced = await replaceCatalogue(async (current) => {
    const previous = await loadPreviousCatalogue(current);
    return (
      previous && { plans: previous.plans, rates: previous.rates, ratesSetAt: previous.ratesSetAt }
    );
  });
  if (!replaced.ok && replaced.reason === 'refused')
    return {
      ok: false,
      reason: 'nothing-to-restore',
      refusal: { message: 'There is no earlier catalogue to restore.' },
    };
  if (!replaced.ok) return { ok: false, reason: 'conflict', refusal: CATALOGUE_CONFLICT };
  const result = await auditCatalogueChange(caller, 'catalogue.restore-previous', replaced, {
    restoredVersion: replaced.previous.previousVersion,
  });
  await publish(replaced, 'Previous catalogue restored');
  return { ok: true, result };
}

/**
 * Writes the change's audit entry (versions and counts, never the plans) right after the write
 * that made it and before anything slower: decision 0029 says why in that order.
 */
async function auditCatalogueChange(
  caller: StaffCaller,
  action: 'catalogue.upload' | 'catalogue.restore-previous',
  { previous, next }: { previous: Catalogue; next: Catalogue },
  about: Record<string, string | undefined>,
): Promise<CatalogueReplaced> {
  const result = {
    count: next.plans.length,
    ...summariseChanges(previous.plans, next.plans),
    version: next.version,
  };
  const { count, added, changed, removed, version } = result;
  await auditAction(caller, {
    action,
    target: { kind: 'catalogue', id: version },
    before: { version: previous.version, count: previous.plans.length },
    after: { ...about, version, count, added, changed, removed },
  });
  return result;
}

async function publish(
  { previous, next }: { previous: Catalogue; next: Catalogue },
  reason: string,
): Promise<void> {
  // The rebuild and purge first: a request cut short while cancelling must not lose them.
  await announceCatalogueChange(next.version, reason);
  // After the write: a checkout that reads the catalogue from now on gets the new price, and one
  // paid meanwhile is refunded at fulfilment.
  await cancelQuotesOfChangedPlans(previous, next);
}

/** The live catalogue's version, whether it can be undone, and the last rebuild request. */
export async function loadCatalogueStatus(): Promise<CatalogueStatus> {
  const [catalogue, rebuild] = await Promise.all([loadCatalogue(), lastRebuildRequest()]);
  return {
    version: catalogue.version,
    updatedAt: catalogue.updatedAt,
    planCount: catalogue.plans.length,
    canRestore: Boolean(catalogue.previousVersion),
    factsFetchedAt: newestFetch(catalogue),
    rebuild,
  };
}

/** The newest fetch time of the provider's facts the catalogue keeps. */
function newestFetch({ providerFacts = {} }: Catalogue): string | null {
  const times = Object.values(providerFacts).map((entry) => entry.fetchedAt);
  return times.length === 0 ? null : times.reduce((a, b) => (a > b ? a : b));
}
