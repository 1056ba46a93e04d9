/**
 * The checkout quotes a catalogue change withdraws: those of every plan it repriced, changed or
 * removed.
 */
import type { Plan } from '../catalogue/plan.ts';
import { cancelPlanQuotes } from '../payments/open-quotes.server.ts';
import { getPaymentGateway } from '../payments/payments.server.ts';
import { sellsSameAs } from '../checkout/quote.ts';

/**
 * The cancel's share of the admin's upload or undo request, and how many gateway calls it makes at
 * once.
 */
const CANCEL_BUDGET_MS = 4_000;
const PARALLEL_CANCELS = 8;

/**
 * Ids of the plans of `previous` that `next` sells otherwise (another price, bundle, data, validity
 * or country), or not at all.
 */
function repricedOrRemoved(previous: readonly Plan[], next: readonly Plan[]): string[] {
  const nextById = new Map(next.map((plan) => [plan.id, plan]));
  return previous
    .filter((plan) => {
      const now = nextById.get(plan.id);
      return !now || !sellsSameAs(plan, now);
    })
    .map((plan) => plan.id);
}

/**
 * Cancels the open intents of the plans the change repriced, changed or removed, for at most
 * `budgetMs`, and never fails the change. A quote left open is not sold all the same: the re-drive
 * cancels it after its hold, and fulfilment refunds it if paid (docs/decisions/0013-price-hold.md).
 */
export async function cancelQuotesOfChangedPlans(
  previous: readonly Plan[],
  next: readonly Plan[],
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
