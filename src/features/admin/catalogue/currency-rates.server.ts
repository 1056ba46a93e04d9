/**
 * The owner's currency rates: read from the live catalogue, and set as a new catalogue version
 * (so 'Restore previous catalogue' brings the earlier rates back), refused when any live plan's
 * price would fall below a card minimum, then announced like an upload and audited.
 */
import type { Failure } from '../../../lib/result.ts';
import { loadCatalogue, replaceCatalogue } from '../../catalogue/catalogue.server.ts';
import type { Plan } from '../../catalogue/plan.ts';
import { describeBelowMinimum, pricesBelowMinimum } from '../../currency/minimums.ts';
import { ratesInForce, type Rates } from '../../currency/rates.ts';
import { auditAction, type StaffCaller } from '../../staff/audited-action.server.ts';
import { CATALOGUE_CONFLICT } from './catalogue-admin.server.ts';
import type { CurrencyRatesAnswer, CurrencyRatesSaved } from './currency-rates.ts';
import { cancelQuotesOfChangedPlans } from './quote-cancels.server.ts';
import { announceCatalogueChange } from './site-rebuild.server.ts';

export type RatesRefusal = 'below-minimum' | 'conflict';

/** The rates in force, whether they are the shipped ones, and their date. */
export async function loadCurrencyRates(): Promise<CurrencyRatesAnswer> {
  const catalogue = await loadCatalogue();
  return { ...ratesInForce(catalogue), version: catalogue.version };
}

/** Makes `rates` the rates of a new catalogue version with the same plans. */
export async function setCurrencyRates(
  caller: StaffCaller,
  rates: Rates,
): Promise<
  { ok: true; saved: CurrencyRatesSaved } | (Failure<RatesRefusal> & { message: string })
> {
  let tooLow = null as string | null;
  const replaced = await replaceCatalogue((current) => {
    tooLow = planBelowMinimum(current.plans, rates);
    return tooLow ? null : { plans: current.plans, rates, ratesSetAt: new Date().toISOString() };
  });
  if (tooLow) return { ok: false, reason: 'below-minimum', message: tooLow };
  if (!replaced.ok) return { ok: false, reason: 'conflict', message: CATALOGUE_CONFLICT.message };

  const { next, previous } = replaced;
  // Audited right after the write, before anything slower (decision 0029).
  await auditAction(caller, {
    action: 'catalogue.set-currency-rates',
    target: { kind: 'catalogue', id: next.version },
    before: ratesInForce(previous).rates,
    after: rates,
  });
  await announceCatalogueChange(next.version, 'Currency rates changed');
  // Checkouts quoted at the old rates no longer hold, like those of a repriced plan.
  await cancelQuotesOfChangedPlans(previous, next);
  return {
    ok: true,
    saved: {
      message: 'The new rates are saved. The pages are being rebuilt with the new prices.',
      ...ratesInForce(next),
      version: next.version,
    },
  };
}

/** Why the rates are refused: the first plan they would price below a minimum, and how many. */
function planBelowMinimum(plans: readonly Plan[], rates: Rates): string | null {
  const tooLow = plans.flatMap((plan) =>
    pricesBelowMinimum(plan, rates).map((price) => ({ plan, price })),
  );
  const [first] = tooLow;
  if (!first) return null;
  const others = new Set(tooLow.map(({ plan }) => plan.id)).size - 1;
  const more =
    others === 0 ? '' : ` ${others === 1 ? '1 other plan is' : `${others} other plans are`} too.`;
  return `These rates would sell ${first.plan.country} ${first.plan.name} (${first.plan.id}) for ${describeBelowMinimum(first.price)}. Nothing was changed.${more}`;
}
