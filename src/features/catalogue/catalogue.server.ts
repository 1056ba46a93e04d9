/**
 * The live catalogue in Blobs: one document holding the plan list and its version, seeded from
 * content/plans.json the first time it is read (DESIGN.md §4).
 */
import { z } from 'zod';
import defaultPlans from '../../../content/plans.json' with { type: 'json' };
import { openStore } from '../../lib/blobs.ts';
import { planListSchema, type Plan } from './plan.ts';

const CURRENT_KEY = 'current';

export const catalogueSchema = z.object({
  version: z.string().min(1),
  updatedAt: z.string(),
  plans: planListSchema,
});
export type Catalogue = z.infer<typeof catalogueSchema>;

/** The catalogue that ships in content/: the seed and the build's fallback. */
export function defaultCatalogue(): Catalogue {
  return { version: 'default', updatedAt: '1970-01-01T00:00:00.000Z', plans: planListSchema.parse(defaultPlans) };
}

/** Reads the live catalogue, seeding it from content/ when the store is empty. */
export async function loadCatalogue(): Promise<Catalogue> {
  const store = openStore('catalogue');
  const stored = await store.get(CURRENT_KEY, { type: 'json' });
  if (stored !== null) return catalogueSchema.parse(stored);

  const seed = defaultCatalogue();
  // onlyIfNew: when two cold functions seed at once, the first write wins and both read it back.
  await store.setJSON(CURRENT_KEY, seed, { onlyIfNew: true });
  const written = await store.get(CURRENT_KEY, { type: 'json' });
  return written === null ? seed : catalogueSchema.parse(written);
}

/** Finds one plan of the live catalogue by id. */
export async function findPlan(planId: string): Promise<Plan | undefined> {
  const { plans } = await loadCatalogue();
  return plans.find((plan) => plan.id === planId);
}
