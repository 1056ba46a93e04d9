/**
 * `rescue-sent/<userId>/<iccid>`: the no-data rescue, created only if new so racing checks send one
 * mail, and what My Orders' banner says. Under the owner's id, so My Orders lists one customer's
 * few (docs/decisions/0049-no-data-on-arrival-rescue.md).
 */
import * as z from 'zod';
import type { CustomerOrder } from '../../orders/order.ts';
import { esimsStoreFamily } from '../esims-store.server.ts';

const rescueSchema = z.object({
  orderId: z.string(),
  sentAt: z.string(),
  /** The country the eSIM was in (or its plan's), the plan's networks there, the one last seen. */
  countryCode: z.string().nullable(),
  networks: z.array(z.string()),
  seenNetwork: z.string().nullable(),
  /** When the plan can no longer be started or used: the banner goes then. */
  until: z.string(),
});
export type NoDataRescue = z.infer<typeof rescueSchema>;

const rescues = esimsStoreFamily('rescue-sent/', rescueSchema);

/** Claims the eSIM's one rescue; true when this call made the claim (and so sends the mail). */
export function claimRescue(userId: string, iccid: string, rescue: NoDataRescue): Promise<boolean> {
  return rescues.createIfNew(`${userId}/${iccid}`, rescue);
}

/** The rescues sent to `userId` and still current at `now`, by ICCID. */
async function listRescues(userId: string, now: number): Promise<Map<string, NoDataRescue>> {
  const iccids = await rescues.listNames(`${userId}/`);
  const found = await Promise.all(iccids.map((iccid) => rescues.readIfValid(`${userId}/${iccid}`)));
  const current = new Map<string, NoDataRescue>();
  found.forEach((rescue, index) => {
    if (rescue && Date.parse(rescue.until) > now) current.set(iccids[index]!, rescue);
  });
  return current;
}

/** The owner's orders, each eSIM with a current rescue carrying its banner's facts. */
export async function withNoDataBanners(
  userId: string,
  orders: CustomerOrder[],
  now: number,
): Promise<CustomerOrder[]> {
  const rescues = await listRescues(userId, now);
  if (rescues.size === 0) return orders;
  return orders.map((order) => {
    const rescue =
      order.iccid && order.topUpOf === null && order.refundedAt === null
        ? rescues.get(order.iccid)
        : undefined;
    if (!rescue || rescue.orderId !== order.id) return order;
    const { countryCode, networks, seenNetwork } = rescue;
    return { ...order, noData: { countryCode, networks, seenNetwork } };
  });
}
