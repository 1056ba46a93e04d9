/**
 * Gives the offline catalogue's plans (content/plans.json) the facts the simulated provider knows:
 * networks and validity start (docs/decisions/0050-plan-facts-from-the-provider.md). Idempotent;
 * run after scripts/generate-default-plans.mjs: `node --experimental-strip-types
 * scripts/seed-plan-facts.ts`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withEffectiveFacts } from '../src/features/catalogue/fact-overrides.ts';
import { planListSchema, type Plan } from '../src/features/catalogue/plan.ts';
import { providerFactsFor } from '../src/features/provisioning/provider-facts.server.ts';
import { createSimulatedProvider } from '../src/features/provisioning/providers/simulated.server.ts';

const PLANS_FILE = fileURLToPath(new URL('../content/plans.json', import.meta.url));

/** The plans with the simulated provider's facts, the owners' overrides merged over them. */
export async function plansWithSimulatedFacts(plans: readonly Plan[]): Promise<Plan[]> {
  const bare = plans.map(({ facts: _facts, ...plan }) => plan);
  const provider = createSimulatedProvider({
    latencyMs: 0,
    failureRate: 0,
    cataloguePlans: async () => bare,
  });
  const fetched = await providerFactsFor(bare, () => provider);
  if (!fetched.ok) throw new Error(fetched.message);
  return bare.map((plan) => {
    const facts = fetched.facts.get(plan.id);
    return withEffectiveFacts(facts ? { ...plan, facts } : plan);
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const plans = planListSchema.parse(JSON.parse(readFileSync(PLANS_FILE, 'utf8')));
  writeFileSync(PLANS_FILE, `${JSON.stringify(await plansWithSimulatedFacts(plans), null, 2)}\n`);
}
