/** The checkout quotes a catalogue change withdraws: those of every plan it repriced or removed. */
import type { Plan } from '../catalogue/plan.ts';
import { cancelPlanQuotes } from '../checkout/open-quotes.server.ts';
import { getPaymentGateway } from '../checkout/payments/payments.server.ts';

/** Ids of the plans of `previous` that `next` sells at another price, or not at all. */
function repricedOrRemoved(previous: readonly Plan[], next: readonly Plan[]): string[] {
  const cents = new Map(next.map((plan) => [plan.id, Math.round(plan.price * 100)]));
  return previous.filter((plan) => cents.get(plan.id) !== Math.round(plan.price * 100)).map((plan) => plan.id);
}

/**
 * Cancels the open intents of the plans the change repriced or removed. Never fails the change,
 * which is published already: a quote left open here is refunded if paid, and the re-drive
 * cancels it once its hold ends.
 */
export async function cancelQuotesOfChangedPlans(previous: readonly Plan[], next: readonly Plan[]): Promise<void> {
  const changed = repricedOrRemoved(previous, next);
  if (changed.length === 0) return;
  try {
    const cancelled = await cancelPlanQuotes(await getPaymentGateway(), changed);
    if (cancelled > 0) console.log(`Catalogue change: ${cancelled} open checkouts of ${changed.length} repriced or removed plans cancelled`);
  } catch (error) {
    console.error(`Catalogue change: open checkouts of repriced or removed plans not cancelled: ${error instanceof Error ? error.message : error}`);
  }
}
