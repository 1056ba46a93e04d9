/**
 * `handover/<orderId>`: whether a paid eSIM goes to its buyer or their money goes back, created
 * onlyIfNew by provisioning ('delivery', before the 'eSIM ready' mail) or a late refund ('refund');
 * the first wins, both obey (docs/decisions/0048-delivery-promise-and-late-refund.md).
 */
import * as z from 'zod';
import { ordersStoreFamily } from '../orders/orders-store.server.ts';

const handoverOutcomes = ['delivery', 'refund'] as const;
type Handover = (typeof handoverOutcomes)[number];

const handovers = ordersStoreFamily(
  'handover/',
  z.object({ goesOn: z.enum(handoverOutcomes), at: z.number() }),
);

/** Proposes `proposed` for the order; answers what was decided, by this call or an earlier one. */
export async function claimHandover(orderId: string, proposed: Handover): Promise<Handover> {
  if (await handovers.createIfNew(orderId, { goesOn: proposed, at: Date.now() })) return proposed;
  const decided = await handovers.read(orderId);
  // Reads are strongly consistent: a record that could not be created is there.
  if (!decided) throw new Error(`Order ${orderId}: the handover record exists but cannot be read`);
  return decided.goesOn;
}

/** What was decided for the order, or null while nothing was. */
export async function handoverOf(orderId: string): Promise<Handover | null> {
  return (await handovers.read(orderId))?.goesOn ?? null;
}
