/**
 * The plan record and the pure rules over a plan list, shared by pages, islands and functions.
 */
import * as z from 'zod';
import { CONVERTED_CURRENCIES } from '../currency/currencies.ts';
import { planFactOverridesSchema } from './fact-overrides.ts';
import { planFactsSchema } from './plan-facts.ts';
import { isMultiCountry } from './plan-kind.ts';

export const countryCodeSchema = z
  .string()
  .regex(/^[A-Z]{2}$/, 'Expected a two-letter country code');

export const planSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'Plan ids are lower-case letters, digits and hyphens'),
  name: z.string().min(1).max(100),
  /** Destination name, or the region name for a regional bundle. */
  country: z.string().min(1).max(100),
  /** One code, or the covered codes joined with commas for a multi-country plan. */
  countryCode: z.string().regex(/^[A-Z]{2}(,[A-Z]{2})*$/),
  data: z.string().min(1).max(30),
  duration: z.string().min(1).max(30),
  /** USD, at most two decimals. */
  price: z.number().positive().max(10_000),
  /**
   * Explicit prices from the spreadsheet, in each currency's minor units; every other currency
   * is converted from `price` (src/features/currency/price-in.ts).
   */
  prices: z
    .partialRecord(z.enum(CONVERTED_CURRENCIES), z.number().int().positive().max(1e12))
    .optional(),
  popular: z.boolean(),
  coveredCountries: z.array(countryCodeSchema),
  /** The provider's bundle name (eSIM Go), when known. */
  bundle: z.string().max(100).optional(),
  /** What a sale costs the shop at the provider, USD; the owners' figure, never shown to customers. */
  cost: z.number().min(0).max(10_000).optional(),
  /** Networks, hotspot, validity start and fair use (plan-facts.ts); absent on older catalogues. */
  facts: planFactsSchema.optional(),
  /** The facts the owners' spreadsheet gave, already merged into `facts`; exported back. */
  factOverrides: planFactOverridesSchema.optional(),
});
export type Plan = z.infer<typeof planSchema>;

export const planListSchema = z.array(planSchema);

/**
 * A plan as the API and the pages show it: the stored record, without its cost and the owners'
 * overrides (already in `facts`), plus its flag.
 */
export type PublicPlan = Omit<Plan, 'cost' | 'factOverrides'> & { flag: string | null };

/** The flag image of a single-country plan; multi-country plans have none. */
export function flagUrl(countryCode: string): string | null {
  return /^[A-Z]{2}$/.test(countryCode) ? `/flags/${countryCode.toLowerCase()}.svg` : null;
}

export function toPublicPlan({
  cost: _cost,
  factOverrides: _overrides,
  ...plan
}: Plan): PublicPlan {
  return { ...plan, flag: flagUrl(plan.countryCode) };
}

/** Normalises a code from a URL ('us', 'US ') to 'US'; null when it is not two letters. */
export function normaliseCountryCode(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return /^[A-Z]{2}$/.test(code) ? code : null;
}

function coversCode(plan: Plan, code: string): boolean {
  return plan.countryCode.split(',').includes(code) || plan.coveredCountries.includes(code);
}

/**
 * Plans sold for one country: its own plans first, then the multi-country plans that cover it,
 * each group by ascending price.
 */
export function plansForCountry(plans: readonly Plan[], code: string): Plan[] {
  const matching = plans.filter((plan) => coversCode(plan, code));
  const own = matching.filter((plan) => !isMultiCountry(plan)).sort(byPrice);
  const shared = matching.filter(isMultiCountry).sort(byPrice);
  return [...own, ...shared];
}

/** How many plans a country page lists, for every code at once. */
export function countPlansByCountry(plans: readonly Plan[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const plan of plans) {
    const codes = new Set([...plan.countryCode.split(','), ...plan.coveredCountries]);
    for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  }
  return counts;
}

/**
 * A region lists the plans named after it that have covered countries, cheapest first
 * (docs/product.md#screen-region).
 */
export function plansForRegion(plans: readonly Plan[], regionName: string): Plan[] {
  return plans
    .filter((plan) => plan.country === regionName && plan.coveredCountries.length > 0)
    .sort(byPrice);
}

function byPrice(a: Plan, b: Plan): number {
  return a.price - b.price;
}

export { formatPrice } from './price.ts';
