/**
 * Whether a checkout's quote is still sold as quoted: its plan selling the same at the same price,
 * and for a top-up its eSIM still the payer's.
 */
import { findPlan } from '../catalogue/catalogue.server.ts';
import { topUpTargetGone } from '../top-ups/top-up-checkout.server.ts';
import type { CheckoutRecord } from './checkout-records.server.ts';
import { samePrice, sellsSameAs, type QuoteStatus } from './quote.ts';

/** What changed since the quote was made, or null when it is still sold as quoted. */
export async function unsoldChange(checkout: CheckoutRecord): Promise<QuoteStatus | null> {
  if (checkout.topUp && (await topUpTargetGone(checkout.userId, checkout.topUp)))
    return { change: 'esim-unavailable', currentPrice: null };
  const plan = await findPlan(checkout.plan.id);
  if (!plan) return { change: 'withdrawn', currentPrice: null };
  if (sellsSameAs(checkout.plan, plan)) return null;
  return {
    change: samePrice(checkout.plan.price, plan.price) ? 'plan-changed' : 'price-changed',
    currentPrice: plan.price,
  };
}

/** Why a cancelled quote was cancelled: what changed, or else its hold ran out. */
export async function cancelledQuoteStatus(checkout: CheckoutRecord): Promise<QuoteStatus> {
  return (await unsoldChange(checkout)) ?? { change: 'expired', currentPrice: checkout.plan.price };
}
