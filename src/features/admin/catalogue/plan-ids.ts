/**
 * From validated spreadsheet rows to catalogue plans: ids stay stable for plans that were
 * already sold (same destination, data and validity), so links, carts and order history keep
 * pointing at the same plan; and the summary of what an import changes.
 */
import type { Plan } from '../../catalogue/plan.ts';
import { CONVERTED_CURRENCIES } from '../../currency/currency-rules.ts';
import type { PlanDraft } from './plan-rows.ts';

/** What identifies a plan across uploads: its destination, data amount and validity. */
function identityOf(plan: Pick<Plan, 'country' | 'data' | 'duration'>): string {
  return [plan.country, plan.data, plan.duration]
    .map((part) => part.trim().toLowerCase())
    .join('|');
}

/** Gives each draft the id of the current plan it matches, or a new readable id ('us-5gb-7d'). */
export function assignPlanIds(drafts: readonly PlanDraft[], currentPlans: readonly Plan[]): Plan[] {
  const currentIdByIdentity = new Map(currentPlans.map((plan) => [identityOf(plan), plan.id]));
  // Ids of current plans are reserved: a new plan never takes over the id of a different one.
  const taken = new Set(currentPlans.map((plan) => plan.id));
  const used = new Set<string>();

  return drafts.map((draft) => {
    const kept = currentIdByIdentity.get(identityOf(draft));
    const id =
      kept !== undefined && !used.has(kept)
        ? kept
        : freshId(`${draft.destinationKey}-${draft.idPart}`, taken, used);
    used.add(id);
    return toPlan(draft, id);
  });
}

function freshId(base: string, taken: ReadonlySet<string>, used: ReadonlySet<string>): string {
  const stem = base.slice(0, 90).replace(/-+$/, '');
  let candidate = stem;
  for (let suffix = 2; taken.has(candidate) || used.has(candidate); suffix++)
    candidate = `${stem}-${suffix}`;
  return candidate;
}

function toPlan(draft: PlanDraft, id: string): Plan {
  const plan: Plan = {
    id,
    name: draft.name,
    country: draft.country,
    countryCode: draft.countryCode,
    data: draft.data,
    duration: draft.duration,
    price: draft.price,
    popular: draft.popular,
    coveredCountries: [...draft.coveredCountries],
  };
  if (draft.prices) plan.prices = { ...draft.prices };
  if (draft.bundle) plan.bundle = draft.bundle;
  if (draft.cost !== undefined) plan.cost = draft.cost;
  if (draft.factOverrides) plan.factOverrides = draft.factOverrides;
  return plan;
}

export interface CatalogueChanges {
  added: number;
  changed: number;
  removed: number;
}

/** Counts plans added, changed (same id, anything else different) and removed between two lists. */
export function summariseChanges(
  before: readonly Plan[],
  after: readonly Plan[],
): CatalogueChanges {
  const beforeById = new Map(before.map((plan) => [plan.id, plan]));
  const afterIds = new Set(after.map((plan) => plan.id));
  let added = 0;
  let changed = 0;
  for (const plan of after) {
    const old = beforeById.get(plan.id);
    if (!old) added++;
    else if (!samePlan(old, plan)) changed++;
  }
  const removed = before.filter((plan) => !afterIds.has(plan.id)).length;
  return { added, changed, removed };
}

function samePlan(a: Plan, b: Plan): boolean {
  return (
    a.name === b.name &&
    a.country === b.country &&
    a.countryCode === b.countryCode &&
    a.price === b.price &&
    sameExplicitPrices(a, b) &&
    a.popular === b.popular &&
    (a.bundle ?? '') === (b.bundle ?? '') &&
    a.cost === b.cost &&
    JSON.stringify(a.factOverrides) === JSON.stringify(b.factOverrides) &&
    a.coveredCountries.join(',') === b.coveredCountries.join(',')
  );
}

function sameExplicitPrices(a: Plan, b: Plan): boolean {
  return CONVERTED_CURRENCIES.every((currency) => a.prices?.[currency] === b.prices?.[currency]);
}
