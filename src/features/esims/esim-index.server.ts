/**
 * `by-iccid/<iccid>`: which order bought an eSIM, and for whom, since eSIM Go's callbacks name only
 * the ICCID. Written once when an eSIM order completes, with its watch for an arrival without data;
 * a top-up writes nothing.
 */
import * as z from 'zod';
import type { OrderRecord } from '../orders/order.ts';
import { esimsStoreFamily } from './esims-store.server.ts';
import { watchForArrival } from './rescue/rescue-watch.server.ts';

const esimOwnerSchema = z.object({ orderId: z.string(), userId: z.string() });
export type EsimOwner = z.infer<typeof esimOwnerSchema>;

const owners = esimsStoreFamily('by-iccid/', esimOwnerSchema);

/**
 * Indexes the eSIM a completed eSIM order bought (createIfNew: the first order to name an ICCID
 * keeps it).
 */
export async function indexEsimOwner(order: OrderRecord): Promise<void> {
  if (order.topUpOf !== null || order.provisioningStatus !== 'completed' || !order.iccid) return;
  await owners.createIfNew(order.iccid, { orderId: order.id, userId: order.userId });
  // Delivered: watched from now on for an arrival without data (decision 0049).
  await watchForArrival(order, Date.now());
}

/**
 * The order and customer behind an ICCID; null for an eSIM this shop did not sell (or sold before
 * the index).
 */
export function findEsimOwner(iccid: string): Promise<EsimOwner | null> {
  return owners.readIfValid(iccid);
}
