/**
 * The only gate to buying an eSIM: `purchase/<orderId>/<n>`, created onlyIfNew before
 * `provider.order`, lets only its creator buy, and n+1 opens only once n is refused
 * (docs/decisions/0018). A top-up's purchase also settles its race with a refund
 * (docs/decisions/0002).
 */
import * as z from 'zod';
import type { Failure } from '../../lib/result.ts';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';
import { handoverOf } from './handover.server.ts';

/**
 * A run ends within 15 minutes (a background function's limit): a purchase with no outcome after
 * that died.
 */
export const PURCHASE_STALE_MS = 15 * 60 * 1000;
/** More purchases than attempts cannot happen; a bound keeps a damaged store from looping. */
const MAX_PURCHASES = 20;

/**
 * Why a top-up's eSIM can no longer take it: refunded (or no longer the payer's), or a refund of it
 * has begun.
 */
const esimGoneReasons = ['refunded', 'refund-asked'] as const;
export type EsimGone = (typeof esimGoneReasons)[number];

/** Which goes on when a top-up's purchase and a refund of its eSIM each saw the other. */
export type RefundRaceWinner = 'top-up' | 'refund';

const purchaseSchema = z.object({
  startedAt: z.number(),
  /**
   * 'esim-gone': a top-up refused before anything was bought; no later run buys it (only its refund
   * is finished).
   */
  outcome: z.enum(['refused', 'bought', 'unknown', 'esim-gone']).optional(),
  providerReference: z.string().optional(),
  esimGone: z.enum(esimGoneReasons).optional(),
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
  | Failure<'in-flight'>
  /** The order's payment goes back (a late eSIM refunded): nothing may be bought for it. */
  | Failure<'order-refunded'>
  /**
   * A top-up refused for good because its eSIM is gone: only its refund and mail may be left to
   * finish.
   */
  | (Failure<'esim-gone'> & { why: EsimGone });

const purchases = ordersStoreFamily('purchase/', purchaseSchema);
/**
 * `purchase/<orderId>/<n>-refund-race`: beside its purchase, created once by the first side to
 * propose (settleRefundRace).
 */
const refundRaces = ordersStoreFamily(
  'purchase/',
  z.object({ goesOn: z.enum(['top-up', 'refund']) }),
);
const nameOf = (orderId: string, number: number) => `${orderId}/${number}`;
const raceNameOf = (orderId: string, number: number) => `${orderId}/${number}-refund-race`;
const readPurchase = (orderId: string, number: number) => purchases.read(nameOf(orderId, number));

/** Opens the order's next purchase if none is under way or bought; otherwise says what there is. */
export async function openPurchase(orderId: string, now = Date.now()): Promise<PurchaseGate> {
  for (let number = 1; number <= MAX_PURCHASES; number++) {
    let purchase = await readPurchase(orderId, number);
    if (purchase === null) {
      if (await purchases.createIfNew(nameOf(orderId, number), { startedAt: now })) {
        // Read after the purchase is open, as a late refund reads nothing before it wins the
        // handover: a refund decided first stops this purchase (decision 0048).
        if ((await handoverOf(orderId)) !== 'refund') return { ok: true, number };
        await purchases.write(nameOf(orderId, number), { startedAt: now, outcome: 'refused' });
        return { ok: false, reason: 'order-refunded' };
      }
      // Another run opened it between our read and our write: it is theirs.
      purchase = (await readPurchase(orderId, number)) ?? { startedAt: now };
    }
    if (purchase.outcome === 'esim-gone')
      return { ok: false, reason: 'esim-gone', why: purchase.esimGone ?? 'refunded' };
    if (purchase.outcome === 'refused') continue;
    if (purchase.outcome === 'bought' && purchase.providerReference)
      return { ok: false, reason: 'already-bought', providerReference: purchase.providerReference };
    // Its run yielded to a refund of the eSIM, so bought nothing, but did not get to record that.
    if (
      purchase.outcome === undefined &&
      (await refundRaces.read(raceNameOf(orderId, number)))?.goesOn === 'refund'
    )
      return { ok: false, reason: 'esim-gone', why: 'refund-asked' };
    if (purchase.outcome === 'unknown' || now - purchase.startedAt > PURCHASE_STALE_MS)
      return { ok: false, reason: 'outcome-unknown' };
    return { ok: false, reason: 'in-flight' };
  }
  return { ok: false, reason: 'outcome-unknown' };
}

/**
 * Records what the provider answered purchase `number` (only the run that opened it writes this).
 */
export async function recordPurchase(
  orderId: string,
  number: number,
  startedAt: number,
  outcome: 'refused' | 'unknown' | { providerReference: string } | { esimGone: EsimGone },
): Promise<void> {
  const record: Purchase =
    typeof outcome === 'string'
      ? { startedAt, outcome }
      : 'esimGone' in outcome
        ? { startedAt, outcome: 'esim-gone', esimGone: outcome.esimGone }
        : { startedAt, outcome: 'bought', providerReference: outcome.providerReference };
  await purchases.write(nameOf(orderId, number), record);
}

/** The first of the order's purchases that `matches`, with its number, or null. */
async function findPurchase(
  orderId: string,
  matches: (purchase: Purchase) => boolean,
): Promise<{ number: number; purchase: Purchase } | null> {
  for (let number = 1; number <= MAX_PURCHASES; number++) {
    const purchase = await readPurchase(orderId, number);
    if (purchase === null) return null;
    if (matches(purchase)) return { number, purchase };
  }
  return null;
}

/**
 * The number of the order's open purchase (opened with no outcome: a run is buying now, or died
 * buying), or null.
 */
export async function findOpenPurchase(orderId: string): Promise<number | null> {
  return (
    (await findPurchase(orderId, (purchase) => purchase.outcome === undefined))?.number ?? null
  );
}

/** Why the order, a top-up, was refused for its eSIM, or null when no purchase of it was. */
export async function findEsimGone(orderId: string): Promise<EsimGone | null> {
  const found = await findPurchase(orderId, (purchase) => purchase.outcome === 'esim-gone');
  return found ? (found.purchase.esimGone ?? 'refunded') : null;
}

/**
 * Which of purchase `number` of top-up `orderId` and a refund of its eSIM goes on, once each has
 * seen the other: `proposed` if this call records it first, else what the other side recorded.
 * Each side proposes that the OTHER goes on; one record decides (docs/decisions/0002).
 */
export async function settleRefundRace(
  orderId: string,
  number: number,
  proposed: RefundRaceWinner,
): Promise<RefundRaceWinner> {
  const name = raceNameOf(orderId, number);
  if (await refundRaces.createIfNew(name, { goesOn: proposed })) return proposed;
  const settled = await refundRaces.read(name);
  // Reads are strongly consistent: a record that could not be created is there. Guessing could make
  // both sides go on.
  if (!settled)
    throw new Error(`Purchase ${name}: the refund race record exists but cannot be read`);
  return settled.goesOn;
}
