/**
 * Orders as the shop kept them before invoices existed: paid and delivered (or failed, or
 * refunded) `daysAgo` days ago, written through the orders repository, with no document.
 */
import type { EsimProvider } from '../../src/features/esim-provider/provider.ts';
import type { OrderRecord } from '../../src/features/orders/order.ts';
import {
  createOrderOnce,
  findOrder,
  markRefunded,
  newOrder,
  saveOrder,
} from '../../src/features/orders/orders.server.ts';
import { provisionOrder } from '../../src/features/provisioning/provisioning.server.ts';
import { failOrderWrites } from './faults-blobs.ts';
import { JAPAN_5GB_PLAN } from './japan-plan.ts';
import { deliveredOrder } from './refund-orders.ts';

let sequence = 0;

export async function legacyOrder(
  userId: string,
  {
    daysAgo,
    refunded = false,
    failed = false,
    topUpOf,
  }: { daysAgo: number; refunded?: boolean; failed?: boolean; topUpOf?: OrderRecord },
): Promise<OrderRecord> {
  const createdAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const made = newOrder({
    paymentIntentId: `pi_legacy_${Date.now()}_${++sequence}`,
    userId,
    plan: JAPAN_5GB_PLAN,
    amountCents: Math.round(JAPAN_5GB_PLAN.price * 100),
    currency: 'usd',
    ...(topUpOf ? { topUp: { orderId: topUpOf.id, iccid: topUpOf.iccid! } } : {}),
  });
  const { order } = await createOrderOnce({ ...made, createdAt, updatedAt: createdAt });
  if (failed)
    return saveOrder({ ...order, provisioningStatus: 'failed', attempts: 3, lastError: 'Refused' });
  const delivered = await saveOrder({
    ...order,
    provisioningStatus: 'completed',
    attempts: 1,
    providerReference: `legacy-${sequence}`,
    iccid:
      topUpOf?.iccid ?? `8944${String(Date.now()).slice(-8)}${String(sequence).padStart(8, '0')}`,
    lpa: topUpOf ? null : `LPA:1$smdp.example.com$LEGACY${sequence}`,
    deliveredAt: new Date(Date.parse(createdAt) + 60_000).toISOString(),
  });
  if (!refunded) return delivered;
  return (await markRefunded(order.id, new Date(Date.parse(createdAt) + DAY).toISOString()))!;
}

const DAY = 86_400_000;

/**
 * `userId`'s Japan eSIM bought from `provider` and delivered as before invoices: its delivery run
 * could draft no invoice (the write refused), and the order is marked delivered all the same.
 */
export async function legacyDeliveredEsim(
  userId: string,
  provider: EsimProvider,
): Promise<OrderRecord> {
  const order = await deliveredOrder(userId, provider, { deliver: false });
  const noInvoice = failOrderWrites((key) => key.startsWith(`billing-doc/${order.id}/`), 100);
  try {
    await provisionOrder(order.id, { provider, sleep: async () => {} });
  } finally {
    noInvoice.restore();
  }
  const bought = (await findOrder(order.id))!;
  if (!bought.iccid) throw new Error('The test eSIM was not bought');
  return saveOrder({ ...bought, deliveredAt: new Date().toISOString() });
}
