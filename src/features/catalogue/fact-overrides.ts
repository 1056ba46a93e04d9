/**
 * The owners' overrides of a plan's facts, from the plan spreadsheet, and the one rule that makes
 * the facts a plan shows: each fact the owners gave wins over the provider's; networks are
 * overridden country by country. Pure, so the upload and its tests share it.
 */
import * as z from 'zod';
import { NO_FACTS, planFactsSchema, type PlanFacts } from './plan-facts.ts';

const factsShape = planFactsSchema.shape;

/** What the spreadsheet may set: each field absent when its cell is empty, never null. */
export const planFactOverridesSchema = z.object({
  networks: factsShape.networks.min(1).optional(),
  hotspot: z.boolean().optional(),
  validityStarts: factsShape.validityStarts.unwrap().optional(),
  fairUse: factsShape.fairUse.unwrap().optional(),
});
export type PlanFactOverrides = z.infer<typeof planFactOverridesSchema>;

/** The facts a plan shows: the override where given, else the provider's (or unknown). */
export function effectiveFacts(
  provider: PlanFacts | undefined,
  overrides: PlanFactOverrides | undefined,
): PlanFacts {
  const base = provider ?? NO_FACTS;
  if (!overrides) return base;
  const overridden = new Set(overrides.networks?.map((entry) => entry.country));
  return {
    networks: [
      ...base.networks.filter((entry) => !overridden.has(entry.country)),
      ...(overrides.networks ?? []),
    ],
    hotspot: overrides.hotspot ?? base.hotspot,
    validityStarts: overrides.validityStarts ?? base.validityStarts,
    fairUse: overrides.fairUse ?? base.fairUse,
  };
}

/**
 * A plan with its effective facts, its `facts` read as the provider's. Idempotent: the overrides
 * win again on facts already merged. A plan nobody gave a fact keeps no `facts` at all.
 */
export function withEffectiveFacts<
  P extends { facts?: PlanFacts; factOverrides?: PlanFactOverrides },
>(plan: P): P {
  if (!plan.factOverrides) return plan;
  return { ...plan, facts: effectiveFacts(plan.facts, plan.factOverrides) };
}
