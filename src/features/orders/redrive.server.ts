/** The scheduled re-drive: what a lost trigger, a crash or a mail outage left undone. */
import { findOrder, listActiveOrderIds } from './orders.server.ts';
import { provisionOrder, type ProvisioningDeps } from './provisioning.server.ts';

export const STUCK_AFTER_MS = 10 * 60 * 1000;

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
