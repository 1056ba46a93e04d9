/**
 * Whether a checkout's quote is still sold as quoted: to an account not blocked, its plan selling
 * the same thing at the same price in the quote's currency (the catalogue's prices and rates now),
 * and for a top-up its eSIM still the payer's.
 */
import { findUserById } from '../auth/users.server.ts';
import { loadCatalogue } from '../catalogue/catalogue.server.ts';
import { ratesInForce } from '../currency/rates.ts';
import { topUpTargetGone } from '../top-ups/top-up-checkout.server.ts';
import { chargeFor, chargeOfCheckout } from '../currency/charge.ts';
import type { CheckoutRecord } from './checkout-records.server.ts';
import { sameOffer, type QuoteStatus } from './quote.ts';

/** A blocked account is sold nothing, whatever it had quoted (docs/decisions/0013-price-hold.md). */
export const ACCOUNT_BLOCKED: QuoteStatus = { change: 'account-blocked', current: null };

/** What changed since the quote was made, or null when it is still sold as quoted. */
export async function unsoldChange(checkout: CheckoutRecord): Promise<QuoteStatus | null> {
  if ((await findUserById(checkout.userId))?.blockedAt) return ACCOUNT_BLOCKED;
  if (checkout.topUp && (await topUpTargetGone(checkout.userId, checkout.topUp)))
    return { change: 'esim-unavailable', current: null };
  const catalogue = await loadCatalogue();
  const plan = catalogue.plans.find((candidate) => candidate.id === checkout.plan.id);
  if (!plan) return { change: 'withdrawn', current: null };
  const { currency, amount: quoted } = chargeOfCheckout(checkout);
  const { amount } = chargeFor(plan, currency, ratesInForce(catalogue).rates);
  if (amount !== quoted) return { change: 'price-changed', current: { currency, amount } };
  return sameOffer(checkout.plan, plan)
    ? null
    : { change: 'plan-changed', current: { currency, amount } };
}

/** Why a cancelled quote was cancelled: what changed, or else its hold ran out. */
export async function cancelledQuoteStatus(checkout: CheckoutRecord): Promise<QuoteStatus> {
  const { currency, amount } = chargeOfCheckout(checkout);
  return (await unsoldChange(checkout)) ?? { change: 'expired', current: { currency, amount } };
}
