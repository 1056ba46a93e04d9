/**
 * Open quotes: `open-quote/<planId>/<intentId>` and `open-top-up/<esimOrderId>/…` for every intent
 * not paid, cancelled or expired, so a catalogue change, a refund, a block and the re-drive find
 * theirs without reading orders (docs/decisions/0013-price-hold.md).
 */
import * as z from 'zod';
import { mapBounded } from '../../lib/map-bounded.ts';
import { walkFrom, type WalkInput, type Walked } from '../../lib/walk-from.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import { listUnderCustomer, removeFromCustomer } from './customer-quotes.server.ts';
import type { PaymentGateway } from './gateway.ts';

// `userId` is absent from entries written before quotes were listed by customer.
const quotes = ordersStoreFamily(
  'open-quote/',
  z.object({
    heldUntil: z.number(),
    topUpOf: z.string().optional(),
    userId: z.string().optional(),
  }),
);
const topUps = ordersStoreFamily(
  'open-top-up/',
  z.object({ planId: z.string(), userId: z.string().optional() }),
);

export interface OpenQuote {
  intentId: string;
  planId: string;
  /** The end of the hold (ms). */
  heldUntil: number;
  /** A top-up: the order that bought its eSIM. */
  topUpOf?: string | undefined;
  /** The customer; unknown for quotes listed before they were listed by customer. */
  userId?: string | undefined;
}

/**
 * Lists a new quote, under its customer first; written before its checkout record, so no paid
 * intent is ever missing from the index.
 */
export async function openQuote(quote: OpenQuote & { userId: string }): Promise<void> {
  const { intentId, planId, heldUntil, topUpOf, userId } = quote;
  await listUnderCustomer(quote);
  if (topUpOf) await topUps.write(`${topUpOf}/${intentId}`, { planId, userId });
  await quotes.write(`${planId}/${intentId}`, {
    heldUntil,
    userId,
    ...(topUpOf ? { topUpOf } : {}),
  });
}

/** Takes a quote off the index: its payment's outcome is decided, or it was cancelled or expired. */
export async function closeQuote({
  intentId,
  planId,
  topUpOf,
  userId,
}: Omit<OpenQuote, 'heldUntil'>): Promise<void> {
  await Promise.all([
    quotes.remove(`${planId}/${intentId}`),
    topUpOf ? topUps.remove(`${topUpOf}/${intentId}`) : undefined,
    userId ? removeFromCustomer(userId, intentId) : undefined,
  ]);
}

/**
 * Cancels the quote's intent at the gateway, then takes it off the index. A payment that beat the
 * cancel is left as it is: fulfilment refunds it if what it paid for is no longer sold, and until
 * it decides, the quote stays listed under its customer for a block of the account to find.
 */
async function cancelQuote(
  gateway: PaymentGateway,
  quote: Omit<OpenQuote, 'heldUntil'>,
): Promise<boolean> {
  const status = await gateway.cancelIntent(quote.intentId);
  // Cancelled, or unknown to the gateway: it can never be paid.
  const unpayable = status === 'canceled' || status === null;
  await closeQuote(unpayable ? quote : { ...quote, userId: undefined });
  return status === 'canceled';
}

/**
 * Cancels one quote; a gateway failure leaves it listed for the next change or the re-drive. True
 * when this call cancelled it.
 */
async function cancelLogged(
  gateway: PaymentGateway,
  quote: Omit<OpenQuote, 'heldUntil'>,
): Promise<boolean> {
  try {
    return await cancelQuote(gateway, quote);
  } catch (error) {
    console.error(
      `Quote ${quote.intentId} (${quote.planId}) could not be cancelled: ${error instanceof Error ? error.message : error}`,
    );
    return false;
  }
}

/** Cancels each quote in turn until `outOfTime`; returns how many were cancelled. */
async function cancelEach(
  gateway: PaymentGateway,
  found: Omit<OpenQuote, 'heldUntil'>[],
  outOfTime?: () => boolean,
): Promise<number> {
  let cancelled = 0;
  for (const quote of found) {
    if (outOfTime?.()) break;
    if (await cancelLogged(gateway, quote)) cancelled++;
  }
  return cancelled;
}

/**
 * Cancels the open intents of these plans (a catalogue change that repriced, changed or removed
 * them), `parallel` at a time, each read just before its cancel, none started once `outOfTime`.
 */
export async function cancelPlanQuotes(
  gateway: PaymentGateway,
  planIds: Iterable<string>,
  parallel = 1,
  outOfTime?: () => boolean,
): Promise<number> {
  const names: string[] = [];
  for (const planId of planIds)
    names.push(
      ...(await quotes.listNames(`${planId}/`)).map((intentId) => `${planId}/${intentId}`),
    );
  let cancelled = 0;
  await mapBounded(names, parallel, async (name) => {
    if (outOfTime?.()) return;
    const [planId = '', intentId = ''] = name.split('/');
    const listed = { intentId, planId, ...(await quotes.readIfValid(name)) };
    if (await cancelLogged(gateway, listed)) cancelled++;
  });
  return cancelled;
}

/**
 * Cancels the open top-up intents of the eSIM bought by `esimOrderId` (the eSIM is being refunded).
 */
export async function cancelTopUpQuotes(
  gateway: PaymentGateway,
  esimOrderId: string,
): Promise<number> {
  const found = await Promise.all(
    (await topUps.listNames(`${esimOrderId}/`)).map(async (intentId) => ({
      intentId,
      planId: '',
      ...(await topUps.readIfValid(`${esimOrderId}/${intentId}`)),
      topUpOf: esimOrderId,
    })),
  );
  return cancelEach(gateway, found);
}

/**
 * Cancels quotes whose hold ended by `now` until `outOfTime`; returns how many. Each is cancelled
 * as soon as it is read, and the listing is taken from a random place on, so a run cut short by its
 * budget has still cancelled what it read, and the quotes it never reached come first another time.
 */
export async function cancelExpiredQuotes(
  gateway: PaymentGateway,
  now: number,
  outOfTime?: () => boolean,
): Promise<number> {
  const names = await quotes.listNames();
  const start = Math.floor(Math.random() * names.length);
  let cancelled = 0;
  for (const name of [...names.slice(start), ...names.slice(0, start)]) {
    if (outOfTime?.()) break;
    const [planId = '', intentId = ''] = name.split('/');
    const quote = await quotes.readIfValid(name);
    if (quote && quote.heldUntil > now) continue;
    if (await cancelLogged(gateway, { intentId, planId, ...quote })) cancelled++;
  }
  return cancelled;
}

/**
 * The re-drive's step: from after `cursor`, reads at most `limit` quotes, 8 at a time, and cancels
 * those whose hold ended by `now`; answers where to go on (null: the end was reached).
 */
export async function cancelExpiredQuotesFrom(
  gateway: PaymentGateway,
  { now, cursor, limit, outOfTime }: WalkInput,
): Promise<Walked & { cancelled: number }> {
  let cancelled = 0;
  const walked = await walkFrom(
    await quotes.listNames(),
    cursor,
    { limit, outOfTime },
    async (name) => {
      const [planId = '', intentId = ''] = name.split('/');
      // A read that fails leaves the quote to the next pass; one not of our shape is cancelled.
      const quote = await quotes.readIfValid(name).catch(() => 'unread' as const);
      if (quote === 'unread' || (quote && quote.heldUntil > now)) return;
      if (await cancelLogged(gateway, { intentId, planId, ...quote })) cancelled++;
    },
  );
  return { ...walked, cancelled };
}
