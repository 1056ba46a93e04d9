/**
 * What blocking an account does to its checkouts: every open quote (top-ups too) is cancelled at
 * the gateway, and one not cancelled is decided a refund unless fulfilment decided it an order
 * first, paid before the block (docs/decisions/0013-price-hold.md).
 */
import { mapBounded } from '../../lib/map-bounded.ts';
import { quotesOfCustomer, type CustomerQuote } from '../payments/customer-quotes.server.ts';
import type { IntentStatus, PaymentGateway } from '../payments/gateway.ts';
import { closeQuote } from '../payments/open-quotes.server.ts';
import { fulfilAndStartProvisioning } from './fulfil.server.ts';
import { decideOutcome } from './payment-outcomes.server.ts';
import { ACCOUNT_BLOCKED } from './quote-status.server.ts';

/** Gateway calls under way at once. */
const PARALLEL = 8;

/**
 * Settles every open quote of the blocked account; counts those cancelled, those paid and refunded,
 * and those left (being paid, or the gateway failed) to fulfilment and the expiry sweep.
 */
export async function settleQuotesOfBlockedAccount(
  gateway: PaymentGateway,
  userId: string,
): Promise<{ cancelled: number; refunded: number; left: number }> {
  const settled = await mapBounded(await quotesOfCustomer(userId), PARALLEL, (quote) =>
    settle(gateway, quote),
  );
  return {
    cancelled: settled.filter((end) => end === 'cancelled').length,
    refunded: settled.filter((end) => end === 'refunded').length,
    left: settled.filter((end) => end === 'left').length,
  };
}

async function settle(
  gateway: PaymentGateway,
  quote: CustomerQuote,
): Promise<'cancelled' | 'refunded' | 'left'> {
  const status = await cancelLogged(gateway, quote.intentId);
  if (status === 'canceled' || status === null) {
    await closeQuote(quote);
    return 'cancelled';
  }
  // Paid, being paid, or unknown: the first decision of its outcome holds, whoever makes it.
  const outcome = await decideOutcome(quote.intentId, ACCOUNT_BLOCKED);
  if (outcome.outcome === 'order' || status !== 'succeeded') return 'left';
  // Its outcome is a refund: the one fulfil step pays it back, mails why and closes the quote (a
  // refund never starts provisioning). A failure is the re-drive's to finish.
  const refunded = await fulfilAndStartProvisioning(
    gateway,
    { paymentIntentId: quote.intentId },
    async () => {},
  ).catch((error: unknown) => {
    console.error(
      `Blocked account: payment ${quote.intentId} not refunded yet: ${error instanceof Error ? error.message : error}`,
    );
    return null;
  });
  return refunded?.ok === false && refunded.reason === 'payment-refunded' ? 'refunded' : 'left';
}

/** The intent's status after a cancel; 'gateway-failed' when the gateway did not answer. */
async function cancelLogged(
  gateway: PaymentGateway,
  intentId: string,
): Promise<IntentStatus | null | 'gateway-failed'> {
  try {
    return await gateway.cancelIntent(intentId);
  } catch (error) {
    console.error(
      `Blocked account: quote ${intentId} not cancelled: ${error instanceof Error ? error.message : error}`,
    );
    return 'gateway-failed';
  }
}
