/**
 * The live catalogue in Blobs: `current` holds the plans, the owners' rates and its version, seeded
 * from content/plans.json on first read; a replaced catalogue is archived first under
 * `versions/<version>`, for undo (docs/decisions/0022-catalogue-upload.md).
 */
import { randomBytes } from 'node:crypto';
import * as z from 'zod';
import defaultPlans from '../../../content/plans.json' with { type: 'json' };
import { openStore } from '../../lib/blobs.ts';
import { readShippedFile } from '../../lib/shipped-file.ts';
import { createIfNew, wasWritten } from '../../lib/blob-writes.ts';
import { ratesSchema, type Rates } from '../currency/rates.ts';
import { planFactsSchema } from './plan-facts.ts';
import { planListSchema, type Plan } from './plan.ts';

const CURRENT_KEY = 'current';
const versionKey = (version: string) => `versions/${version}`;

const catalogueSchema = z.object({
  version: z.string().min(1),
  updatedAt: z.string(),
  plans: planListSchema,
  /** The owner's USD rates; without them the shipped ones apply (currency/rates.ts). */
  rates: ratesSchema.optional(),
  /** When the owner set `rates`. */
  ratesSetAt: z.string().optional(),
  /** The version this one replaced: what 'restore previous' brings back. */
  previousVersion: z.string().min(1).optional(),
  /**
   * What the provider said of each bundle when last asked, before the owners' overrides, and when
   * (docs/decisions/0050-plan-facts-from-the-provider.md): an upload that cannot reach it keeps
   * these.
   */
  providerFacts: z
    .record(z.string(), z.object({ fetchedAt: z.string(), facts: planFactsSchema }))
    .optional(),
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/** content/plans.json as a catalogue, however it was loaded. */
function asDefaultCatalogue(plans: unknown): Catalogue {
  return {
    version: 'default',
    updatedAt: '1970-01-01T00:00:00.000Z',
    plans: planListSchema.parse(plans),
  };
}

/**
 * The catalogue that ships in content/, imported: the build's fallback and the tests' reference.
 */
export function defaultCatalogue(): Catalogue {
  return asDefaultCatalogue(defaultPlans);
}

/**
 * The same default catalogue, read from the file the functions ship with (src/lib/shipped-file.ts)
 * rather than imported: its ~900 KB of JSON is parsed only when the store is empty, not at every
 * cold start (docs/decisions/0025-functions-deploy-pre-bundled.md).
 */
export async function shippedDefaultCatalogue(): Promise<Catalogue> {
  return asDefaultCatalogue(JSON.parse(await readShippedFile('content/plans.json')));
}

/** Reads the live catalogue, seeding it from content/ when the store is empty. */
export async function loadCatalogue(): Promise<Catalogue> {
  return (await loadCatalogueForUpdate()).catalogue;
}

/** The live catalogue with the etag its replacement must match. */
async function loadCatalogueForUpdate(): Promise<{
  catalogue: Catalogue;
  etag: string | undefined;
}> {
  const store = openStore('catalogue');
  const stored = await store.getWithMetadata(CURRENT_KEY, { type: 'json' });
  if (stored !== null) return { catalogue: catalogueSchema.parse(stored.data), etag: stored.etag };

  // onlyIfNew: when two cold functions seed at once, the first write wins and both read it back.
  await store.setJSON(CURRENT_KEY, await shippedDefaultCatalogue(), { onlyIfNew: true });
  const written = await store.getWithMetadata(CURRENT_KEY, { type: 'json' });
  if (written === null) throw new Error('The catalogue could not be seeded');
  return { catalogue: catalogueSchema.parse(written.data), etag: written.etag };
}

/**
 * The live catalogue's own rates and when they were set (none before any catalogue is stored),
 * read without seeding the store: a refused upload leaves the store as it was.
 */
export async function loadCatalogueRates(): Promise<Pick<Catalogue, 'rates' | 'ratesSetAt'>> {
  const stored = await openStore('catalogue').get(CURRENT_KEY, { type: 'json' });
  if (stored === null) return {};
  const { rates, ratesSetAt } = catalogueSchema.parse(stored);
  return { rates, ratesSetAt };
}

/** Finds one plan of the live catalogue by id. */
export async function findPlan(planId: string): Promise<Plan | undefined> {
  const { plans } = await loadCatalogue();
  return plans.find((plan) => plan.id === planId);
}

/** What a version holds besides its name: its plans, and the rates it prices with (if its own). */
interface CatalogueContent {
  plans: Plan[];
  rates?: Rates | undefined;
  ratesSetAt?: string | undefined;
  /** The provider's facts by bundle; without them the current ones are kept. */
  providerFacts?: Catalogue['providerFacts'];
}

export type Replacement =
  | { ok: true; previous: Catalogue; next: Catalogue }
  | { ok: false; reason: 'conflict' | 'refused' };

type Built = Plan[] | CatalogueContent | null;

/**
 * Makes `build(current)` the live catalogue in one write (null: leave it as it is): a plan list
 * keeps the current rates, a whole content sets the rates too (a restore, the owner's rates). The
 * current one is archived first; on Netlify the write only lands if nobody replaced the catalogue
 * meanwhile (two admins uploading at once).
 */
export async function replaceCatalogue(
  build: (current: Catalogue) => Promise<Built> | Built,
): Promise<Replacement> {
  const store = openStore('catalogue');
  const { catalogue: previous, etag } = await loadCatalogueForUpdate();
  const built = await build(previous);
  if (built === null) return { ok: false, reason: 'refused' };
  const content = Array.isArray(built) ? { ...previous, plans: built } : built;
  const plans = planListSchema.parse(content.plans);
  await createIfNew(store, versionKey(previous.version), previous);
  const providerFacts = content.providerFacts ?? previous.providerFacts;

  const next: Catalogue = {
    version: newVersion(),
    updatedAt: new Date().toISOString(),
    plans,
    ...(content.rates
      ? { rates: ratesSchema.parse(content.rates), ratesSetAt: content.ratesSetAt }
      : {}),
    previousVersion: previous.version,
    ...(providerFacts ? { providerFacts } : {}),
  };
  // Netlify answers reads with an etag; the local Blobs server does not, and there the last
  // admin to save wins (two admins racing on one laptop is not a case worth a lock).
  const written = await store.setJSON(CURRENT_KEY, next, etag ? { onlyIfMatch: etag } : {});
  if (!wasWritten(written)) return { ok: false, reason: 'conflict' };
  return { ok: true, previous, next };
}

/** The catalogue the live one replaced, or null when there is none (the seeded default). */
export async function loadPreviousCatalogue(current: Catalogue): Promise<Catalogue | null> {
  if (!current.previousVersion) return null;
  const archived = await openStore('catalogue').get(versionKey(current.previousVersion), {
    type: 'json',
  });
  return archived === null ? null : catalogueSchema.parse(archived);
}

/** Sortable and unique: '<time in base 36>-<random>'. Also the ETag of catalogue answers. */
function newVersion(): string {
  return `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;
}
