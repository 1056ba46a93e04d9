/**
 * The plans that fit an eSIM the customer owns: the live catalogue's plans for the same destination
 * that the provider says may be added to it (eSIM Go `GET /esims/{iccid}/compatible/{bundle}`).
 */
import { mapBounded } from '../../lib/map-bounded.ts';
import { loadCatalogue } from '../catalogue/catalogue.server.ts';
import { chargeFor, gatewayCurrency, paidByOrder } from '../currency/charge.ts';
import { ratesInForce } from '../currency/rates.ts';
import type { Plan } from '../catalogue/plan.ts';
import type { OwnedEsim } from '../esims/owned-esim.server.ts';
import type { EsimProvider } from '../esim-provider/provider.ts';
import { sameDestination, toTopUpPlan, type TopUpPlan } from './top-up.ts';

/**
 * Compatibility calls under way at once: a destination has a handful of plans, and eSIM Go allows
 * 10 requests a second per IP, shared with every other call of the shop.
 */
const COMPATIBILITY_CALLS_AT_ONCE = 4;

/**
 * The catalogue's plans for `esim`'s destination that the provider accepts on it, cheapest first,
 * priced in the currency the eSIM was bought in (its top-ups are charged in it).
 */
export async function listTopUpPlans(
  esim: OwnedEsim,
  provider: Pick<EsimProvider, 'isCompatible'>,
): Promise<TopUpPlan[]> {
  const catalogue = await loadCatalogue();
  const { plans } = catalogue;
  const { rates } = ratesInForce(catalogue);
  const { currency } = paidByOrder(esim);
  const candidates = plans
    .filter((plan) => sameDestination(esim.plan, plan))
    .sort((a, b) => a.price - b.price);
  const fits = await mapBounded(candidates, COMPATIBILITY_CALLS_AT_ONCE, (plan) =>
    provider.isCompatible(esim.iccid, bundleOf(plan)),
  );
  return candidates
    .filter((_, index) => fits[index])
    .map((plan) => {
      const { amount } = chargeFor(plan, currency, rates);
      return toTopUpPlan(plan, { amount, currency: gatewayCurrency(currency) });
    });
}

/**
 * The provider's name of a plan's bundle: the plan id when the catalogue has none (as provisioning
 * orders it).
 */
function bundleOf(plan: Pick<Plan, 'id' | 'bundle'>): string {
  return plan.bundle ?? plan.id;
}
