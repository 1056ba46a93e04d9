/**
 * The open quotes of each customer, `open-by-customer/<userId>/<intentId>`, beside the index by
 * plan (open-quotes.server.ts): a block of the account finds its quotes by listing that account
 * alone, never the shop's (docs/decisions/0013-price-hold.md).
 */
import * as z from 'zod';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';

const entries = ordersStoreFamily(
  'open-by-customer/',
  z.object({ planId: z.string(), topUpOf: z.string().optional() }),
);

export interface CustomerQuote {
  userId: string;
  intentId: string;
  planId: string;
  /** A top-up: the order that bought its eSIM. */
  topUpOf?: string | undefined;
}

export async function listUnderCustomer({
  userId,
  intentId,
  planId,
  topUpOf,
}: CustomerQuote): Promise<void> {
  await entries.write(`${userId}/${intentId}`, { planId, ...(topUpOf ? { topUpOf } : {}) });
}

export function removeFromCustomer(userId: string, intentId: string): Promise<void> {
  return entries.remove(`${userId}/${intentId}`);
}

/** The customer's quotes still listed: open, or paid and not yet decided. */
export async function quotesOfCustomer(userId: string): Promise<CustomerQuote[]> {
  const found = await Promise.all(
    (await entries.listNames(`${userId}/`)).map(async (intentId) => {
      const entry = await entries.readIfValid(`${userId}/${intentId}`);
      return entry ? { userId, intentId, ...entry } : null;
    }),
  );
  return found.filter((quote) => quote !== null);
}
