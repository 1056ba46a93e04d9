/**
 * The checkout quotes a catalogue change withdraws: those of every plan it repriced (in any
 * currency: a new USD price, a new explicit price, or new rates), changed or removed.
 */
import type { Catalogue } from '../../catalogue/catalogue.server.ts';
import { sameOffer } from '../../checkout/quote.ts';
import { pricesInEveryCurrency } from '../../currency/price-in.ts';
import { ratesInForce } from '../../currency/rates.ts';
import { cancelPlanQuotes } from '../../payments/open-quotes.server.ts';
import { getPaymentGateway } from '../../payments/payments.server.ts';

type Priced = Pick<Catalogue, 'plans' | 'rates' | 'ratesSetAt'>;

/**
 * The cancel's share of the admin's upload or undo request, and how many gateway calls it makes at
 * once.
 */
const CANCEL_BUDGET_MS = 4_000;
const PARALLEL_CANCELS = 8;

/**
 * Ids of the plans of `previous` that `next` sells otherwise (another price in any currency,
 * bundle, data, validity or country), or not at all.
 */
function repricedOrRemoved(previous: Priced, next: Priced): string[] {
  const nextById = new Map(next.plans.map((plan) => [plan.id, plan]));
  const [ratesBefore, ratesAfter] = [ratesInForce(previous).rates, ratesInForce(next).rates];
  const prices = (plan: Priced['plans'][number], rates: typeof ratesBefore) =>
    pricesInEveryCurrency(plan, rates)
      .map(({ currency, amount }) => `${currency}:${amount}`)
      .join(' ');
  return previous.plans
    .filter((plan) => {
      const now = nextById.get(plan.id);
      return !now || !sameOffer(plan, now) || prices(plan, ratesBefore) !== prices(now, ratesAfter);
    })
    .map((plan) => plan.id);
}

/**
 * Cancels the open intents of the plans the change repriced, changed or removed, for at most
 * `budgetMs`, and never fails the change. A quote left open is not sold all the same: the re-drive
 * cancels it after its hold, and fulfilment refunds it if paid (docs/decisions/0013-price-hold.md).
 */
export async function cancelQuotesOfChangedPlans(
  previous: Priced,
  next: Priced,
  budgetMs = CANCEL_BUDGET_MS,
): Promise<void> {
  const changed = repricedOrRemoved(previous, next);
  if (changed.length === 0) return;
  const deadline = Date.now() + budgetMs;
  const cancelling = getPaymentGateway()
    .then((gateway) =>
      cancelPlanQuotes(gateway, changed, PARALLEL_CANCELS, () => Date.now() >= deadline),
    )
    .then(
      (cancelled) =>
        `${cancelled} open checkouts of ${changed.length} repriced, changed or removed plans cancelled`,
    )
    .catch(
      (error: unknown) =>
        `open checkouts of changed plans not cancelled: ${error instanceof Error ? error.message : error}`,
    );
  // A gateway call that hangs is cut off by the clock too, not only the calls after it.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cutOff = new Promise<string>((resolve) => {
    timer = setTimeout(
      () => resolve('time budget spent; the rest are left to the expiry sweep and fulfilment'),
      budgetMs,
    );
  });
  try {
    console.log(`Catalogue change: ${await Promise.race([cancelling, cutOff])}`);
  } finally {
    clearTimeout(timer);
  }
}
