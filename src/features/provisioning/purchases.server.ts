/**
 * The only gate to buying an eSIM (DESIGN.md §7). `purchase/<orderId>/<n>` in the orders store is
 * created onlyIfNew before `provider.order` is called, and only the run that created it may call
 * it. Purchase n+1 may be opened only once purchase n is recorded as refused (the provider said
 * nothing was bought, e.g. 429), so however many runs race, and whatever copy of the order each
 * read, at most one purchase of an order is ever under way or bought. The run that made the
 * purchase records its outcome there first, with the provider's reference, so a later run finds
 * the eSIM even if saving the order failed.
 */
import * as z from 'zod';
import type { Failure } from '../../lib/result.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';

/** A run ends within 15 minutes (a background function's limit): a purchase with no outcome after that died. */
export const PURCHASE_STALE_MS = 15 * 60 * 1000;
/** More purchases than attempts cannot happen; a bound keeps a damaged store from looping. */
const MAX_PURCHASES = 20;

const purchaseSchema = z.object({
  startedAt: z.number(),
  outcome: z.enum(['refused', 'bought', 'unknown']).optional(),
  providerReference: z.string().optional(),
});
type Purchase = z.infer<typeof purchaseSchema>;

/** Whether this run may buy; when not, why. */
export type PurchaseGate =
  /** This run opened purchase `number`: it, and only it, may call provider.order, once. */
  | { ok: true; number: number }
  /** An earlier purchase bought the eSIM: look it up by this reference. */
  | (Failure<'already-bought'> & { providerReference: string })
  /** An earlier purchase may have bought one without an answer on record: never buy again. */
  | Failure<'outcome-unknown'>
  /** Another run is buying right now: leave the order to it. */
  | Failure<'in-flight'>;

const purchases = ordersStoreFamily('purchase/', purchaseSchema);
const nameOf = (orderId: string, number: number) => `${orderId}/${number}`;
const readPurchase = (orderId: string, number: number) => purchases.read(nameOf(orderId, number));

/** Opens the order's next purchase if none is under way or bought; otherwise says what there is. */
export async function openPurchase(orderId: string, now = Date.now()): Promise<PurchaseGate> {
  for (let number = 1; number <= MAX_PURCHASES; number++) {
    let purchase = await readPurchase(orderId, number);
    if (purchase === null) {
      if (await purchases.createIfNew(nameOf(orderId, number), { startedAt: now })) return { ok: true, number };
      // Another run opened it between our read and our write: it is theirs.
      purchase = (await readPurchase(orderId, number)) ?? { startedAt: now };
    }
    if (purchase.outcome === 'refused') continue;
    if (purchase.outcome === 'bought' && purchase.providerReference)
      return { ok: false, reason: 'already-bought', providerReference: purchase.providerReference };
    if (purchase.outcome === 'unknown' || now - purchase.startedAt > PURCHASE_STALE_MS) return { ok: false, reason: 'outcome-unknown' };
    return { ok: false, reason: 'in-flight' };
  }
  return { ok: false, reason: 'outcome-unknown' };
}

/** Records what the provider answered purchase `number` (only the run that opened it writes this). */
export async function recordPurchase(
  orderId: string,
  number: number,
  startedAt: number,
  outcome: 'refused' | 'unknown' | { providerReference: string },
): Promise<void> {
  const record: Purchase =
    typeof outcome === 'string' ? { startedAt, outcome } : { startedAt, outcome: 'bought', providerReference: outcome.providerReference };
  await purchases.write(nameOf(orderId, number), record);
}

/** True while a purchase of the order is open: opened with no outcome recorded (a run is buying now, or died buying). */
export async function hasOpenPurchase(orderId: string): Promise<boolean> {
  for (let number = 1; number <= MAX_PURCHASES; number++) {
    const purchase = await readPurchase(orderId, number);
    if (purchase === null) return false;
    if (purchase.outcome === undefined) return true;
  }
  return false;
}
