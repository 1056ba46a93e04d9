/**
 * The scheduled re-drive: what a lost trigger, a lost webhook, a crash or a mail outage left
 * undone. Paid payments without an order get one (the webhook's fulfil path), orders stuck for
 * 10 minutes are run again, and queued mail is retried (see netlify/functions/redrive-orders.mts).
 */
import { deployContext } from '../../lib/env.ts';
import type { PaymentGateway } from '../checkout/payments/gateway.ts';
import { awaitsProvisioning, fulfilPaidIntent } from './fulfil.server.ts';
import { findOrder, listActiveOrderIds, orderIdFor } from './orders.server.ts';
import { provisionOrder, type ProvisioningDeps } from './provisioning.server.ts';

export const STUCK_AFTER_MS = 10 * 60 * 1000;
/** How far back a paid payment without an order is looked for (Stripe retries a webhook for 3 days). */
export const ORPHAN_SEARCH_MS = 48 * 60 * 60 * 1000;

/** Runs every active order untouched for 10 minutes; returns how many it ran. */
export async function redriveStuckOrders(deps: ProvisioningDeps, now = Date.now()): Promise<number> {
  let count = 0;
  for (const id of await listActiveOrderIds()) {
    const order = await findOrder(id);
    if (!order || now - Date.parse(order.updatedAt) < STUCK_AFTER_MS) continue;
    await provisionOrder(id, deps);
    count++;
  }
  return count;
}

/**
 * Fulfils every payment of the last 48 hours that succeeded but has no order (the tab closed and
 * the webhook was lost or misconfigured), then provisions it; returns how many it found.
 */
export async function fulfilOrphanedPayments(gateway: PaymentGateway, deps: ProvisioningDeps, now = Date.now()): Promise<number> {
  let found = 0;
  for (const intent of await gateway.listSucceededIntents(new Date(now - ORPHAN_SEARCH_MS))) {
    if (!isOurs(intent.metadata) || (await findOrder(orderIdFor(intent.id)))) continue;
    try {
      const { order } = await fulfilPaidIntent(gateway, { paymentIntentId: intent.id });
      console.warn(`Re-drive: payment ${intent.id} had no order; order ${order.id} is made now`);
      found++;
      if (awaitsProvisioning(order)) await provisionOrder(order.id, deps);
    } catch (error) {
      // One payment that cannot be fulfilled (no checkout record, a mismatch, a fault) must not hold up the others.
      console.error(`Re-drive: payment ${intent.id} could not be fulfilled: ${error instanceof Error ? error.message : error}`);
    }
  }
  return found;
}

/**
 * Payments this deploy made: ours carry the customer and plan, and the deploy context, since
 * every preview shares one Stripe test account but keeps its own orders.
 */
function isOurs(metadata: Record<string, string>): boolean {
  return Boolean(metadata.userId && metadata.planId) && (metadata.context ?? deployContext()) === deployContext();
}
