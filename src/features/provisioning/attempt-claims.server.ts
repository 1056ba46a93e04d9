/**
 * Attempt claims, `claim/<orderId>/<n>` in the orders store: only the run that creates the claim
 * makes attempt n of an order. Claims keep racing runs mostly apart; the purchase gate
 * (esim-provider/purchases.server.ts), not the claims, is what makes buying safe.
 */
import * as z from 'zod';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';

/** A background function lives at most 15 minutes. */
const CLAIM_STALE_MS = 15 * 60 * 1000;

const claims = ordersStoreFamily('claim/', z.object({ at: z.number() }));
const nameOf = (orderId: string, number: number) => `${orderId}/${number}`;

/** True when this run may make attempt `number` of the order. */
export function claimAttempt(orderId: string, number: number): Promise<boolean> {
  return claims.createIfNew(nameOf(orderId, number), { at: Date.now() });
}

/** True when the run holding attempt `number` has held it longer than a run can live: it died. */
export async function isClaimStale(orderId: string, number: number): Promise<boolean> {
  const claim = await claims.readIfValid(nameOf(orderId, number));
  return claim !== null && Date.now() - claim.at > CLAIM_STALE_MS;
}

/** The order's attempt claims, first attempt first: when each attempt began (for support). */
export async function listAttemptClaims(
  orderId: string,
): Promise<{ number: number; at: number }[]> {
  const numbers = (await claims.listNames(`${orderId}/`))
    .filter((name) => /^[1-9]\d{0,3}$/.test(name))
    .map(Number)
    .sort((a, b) => a - b);
  const found = await Promise.all(
    numbers.map(async (number) => ({
      number,
      claim: await claims.readIfValid(nameOf(orderId, number)),
    })),
  );
  return found.flatMap(({ number, claim }) => (claim ? [{ number, at: claim.at }] : []));
}
