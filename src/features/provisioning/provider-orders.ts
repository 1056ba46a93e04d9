/**
 * What an order buys from the provider: a new eSIM, or (a top-up, `topUpOf` set) a bundle on the
 * eSIM the customer already has, never on a new one. Provisioning gates, records and retries both
 * the same way; only these two calls differ.
 */
import type { OrderRecord } from '../orders/order.ts';
import {
  ProviderError,
  type EsimProvider,
  type ProvisionResult,
} from '../esim-provider/provider.ts';

/**
 * The provider's answer for an order: a new eSIM's, or a top-up's bundle put on the order's ICCID.
 */
export type OrderOutcome = ProvisionResult | { kind: 'topped-up'; providerReference: string };

const bundleOf = (order: OrderRecord) => order.plan.bundle ?? order.plan.id;

/** The ICCID a top-up adds data to; an order made without one can never be applied. */
function topUpIccid(order: OrderRecord): string {
  if (!order.iccid)
    throw new ProviderError(`Top-up order ${order.id} has no ICCID`, { retryable: false });
  return order.iccid;
}

/** Buys what the order paid for, once (the caller holds the purchase gate). */
export async function placeProviderOrder(
  order: OrderRecord,
  provider: EsimProvider,
): Promise<OrderOutcome> {
  if (order.topUpOf === null) return provider.order({ orderId: order.id, bundle: bundleOf(order) });
  const { providerReference } = await provider.topUp({
    orderId: order.id,
    iccid: topUpIccid(order),
    bundle: bundleOf(order),
  });
  return { kind: 'topped-up', providerReference };
}

/**
 * Finds what an earlier purchase of the order produced, by its provider reference; null when the
 * provider has no record.
 */
export async function lookUpProviderOrder(
  order: OrderRecord,
  provider: EsimProvider,
): Promise<OrderOutcome | null> {
  const providerReference = order.providerReference!;
  if (order.topUpOf === null) return provider.lookup(providerReference);
  const applied = await provider.lookupTopUp(providerReference, topUpIccid(order));
  if (applied === null) return null;
  // Ordered but not on the eSIM yet: looked up again later, as an eSIM not yet assigned.
  return applied
    ? { kind: 'topped-up', providerReference }
    : { kind: 'pending', providerReference };
}
